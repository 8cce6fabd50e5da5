extension RenderedText {
  /// The `innerText` getter steps.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#get-the-text-steps
  static func innerText(of element: Element) -> String {
    // 1. Not being rendered: the descendant text content.
    let context = Self.context(of: element)
    guard element.isConnected, context.isRendered, context.style.display != .contents else {
      return element.descendantTextContent
    }
    // 2–7. The rendered text of the children, in the context of the containing block, with
    // required line breaks at the ends removed.
    let root = formattingRoot(of: element)
    var walker = Walker(watching: [element])
    walker.walk(contentsOf: root, style: Self.context(of: root).style)
    let rendered = walker.builder.finish()
    guard let contents = walker.contentKeys(of: element) else { return "" }
    return rendered.substring(
      from: contents.start, to: contents.end, trimmingRequiredLineBreaks: true)
  }
}
