// The DOM Parsing members of Range: createContextualFragment.
// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-range-createcontextualfragment

extension Range {
  /// Parses `markup` in the context of the range's start node into a new fragment of its
  /// document (scripts in it stay inert: this DOM runs no page scripts).
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-range-createcontextualfragment
  public func createContextualFragment(_ markup: String) throws(DOMException) -> DocumentFragment {
    // 2. The start node.
    let node = startContainer
    let document = node.nodeDocument
    // 3. The context element: the node itself, the parent element of text and comments,
    //    none for documents and fragments.
    var element: Element?
    switch node {
    case let start as Element: element = start
    case is Text, is Comment: element = node.parentElement
    default: element = nil
    }
    // 4. None, or an `html` element of an HTML document: a new `body` element.
    if element == nil || (document.isHTMLDocument && element?.isHTML("html") == true) {
      element = document.createElement(
        name: document.internName(namespace: .html, localName: "body"))
    }
    guard let context = element, let parser = document.fragmentParser else {
      throw DOMException(.notSupportedError, "This document has no HTML parser attached.")
    }
    // 5–7. Parse (the fragment parsing algorithm steps); scripts are never run here.
    return parser.parseFragment(markup, context: context)
  }
}
