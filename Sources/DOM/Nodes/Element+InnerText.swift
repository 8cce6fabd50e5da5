// The `innerText` and `outerText` members of HTMLElement.
// https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute

extension Element {
  /// The element's rendered text: its text as laid out on an unstyled page, with line
  /// breaks for blocks, `br` and table rows, tabs between table cells and white space
  /// collapsed. An element that is not being rendered (not in a document, `display: none`
  /// itself or through an ancestor, `display: contents`) gives its descendant text content.
  /// See `RenderedText` for the styles taken into account and the approximations.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-innertext
  public var innerText: String { RenderedText.innerText(of: self) }

  /// Replaces the children with `value`, as text nodes and a `br` for each line break.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#set-the-inner-text-steps
  public func setInnerText(_ value: String) {
    // 1. The rendered text fragment of the value.
    let fragment = RenderedTextFragment.make(value, document: nodeDocument)
    // 2. Replace all with it.
    replaceAll(with: fragment)
  }

  /// The same as `innerText`. https://html.spec.whatwg.org/multipage/dom.html#dom-outertext
  public var outerText: String { RenderedText.innerText(of: self) }

  /// Replaces the element itself with `value`, as text nodes and `br` elements, merging the
  /// text with adjacent text nodes. Throws `NoModificationAllowedError` when the element
  /// has no parent, and the replace errors of a document parent.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#the-outertext-idl-attribute
  public func setOuterText(_ value: String) throws(DOMException) {
    // 1. A parent is required.
    guard let parent = parentNode else {
      throw DOMException(.noModificationAllowedError, "The element has no parent.")
    }
    // 2–3. Remember the siblings.
    let next = nextSibling
    let previous = previousSibling
    // 4. The rendered text fragment of the value.
    let fragment = RenderedTextFragment.make(value, document: nodeDocument)
    // 5. An empty fragment gets an empty text node.
    if !fragment.hasChildNodes() {
      fragment.insert(nodeDocument.createTextNode(""), before: nil)
    }
    // 6. Replace this element with the fragment.
    try parent.replace(self, with: fragment)
    // 7. Merge the text before `next` with `next`'s previous sibling's next text node.
    if let next, let text = next.previousSibling as? Text {
      Self.mergeWithNextTextNode(text)
    }
    // 8. Merge `previous` with what follows it.
    if let previous = previous as? Text {
      Self.mergeWithNextTextNode(previous)
    }
  }

  /// https://html.spec.whatwg.org/multipage/dom.html#merge-with-the-next-text-node
  private static func mergeWithNextTextNode(_ node: Text) {
    // 1–2. The next sibling must be a Text node.
    guard let next = node.nextSibling as? Text, let parent = next.parentNode else { return }
    // 3. Append its data.
    node.replaceData(offset: node.length, count: 0, with: next.data, unchecked: ())
    // 4. Remove it.
    parent.removeUnchecked(next)
  }
}
