extension RenderedText {
  /// The `innerText` getter as WebKit implements it: the element's text content when it has
  /// no box (not connected, `display: none` itself or in an ancestor, `display: contents`),
  /// "" inside skipped content, else its text iterator over the element's contents, with
  /// nothing trimmed.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#get-the-text-steps
  static func innerText(of element: Element) -> String {
    let context = Self.context(of: element)
    guard element.isConnected, context.rendering != .none, context.style.display != .contents
    else {
      return element.descendantTextContent
    }
    guard context.rendering == .rendered else { return "" }
    var iterator = Iterator(
      layout: layout(around: element), from: (element, 0), to: (element, element.nodeLength))
    return iterator.run().string
  }
}
