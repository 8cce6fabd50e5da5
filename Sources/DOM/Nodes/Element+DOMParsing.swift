// The DOM Parsing and Serialization members of Element: innerHTML, outerHTML,
// insertAdjacentHTML. https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html

/// Parses markup into nodes for `innerHTML` and friends. `HTMLParsing` installs one on every
/// document it makes, which keeps this module free of C.
public protocol HTMLFragmentParsing: Sendable {
  /// Parses `markup` in the context of `context` into a new fragment of `context`'s document.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#html-fragment-parsing-algorithm
  func parseFragment(_ markup: String, context: Element) -> DocumentFragment

  /// Parses as ``parseFragment(_:context:)`` does, giving up once the thread's CPU time
  /// (`CLOCK_THREAD_CPUTIME_ID`, in nanoseconds) passes `cpuDeadline`: `nil` then. A parser
  /// that cannot give up parses the whole markup.
  func parseFragment(_ markup: String, context: Element, cpuDeadline: UInt64?)
    -> DocumentFragment?
}

extension HTMLFragmentParsing {
  /// Parses the whole markup (this parser cannot give up).
  public func parseFragment(_ markup: String, context: Element, cpuDeadline: UInt64?)
    -> DocumentFragment?
  {
    parseFragment(markup, context: context)
  }
}

extension Element {
  /// Parses `markup` in `context`: with the HTML parser in an HTML document, with the XML
  /// parser (SyntaxError when not well-formed) in an XML document.
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#fragment-parsing-algorithm-steps
  func parseFragment(_ markup: String, context: Element) throws(DOMException)
    -> DocumentFragment
  {
    if let document = nodeDocumentStorage, !document.isHTMLDocument {
      return try XMLDocumentParser.parseFragment(markup, context: context)
    }
    guard let parser = nodeDocumentStorage?.fragmentParser else {
      throw DOMException(.notSupportedError, "This document has no HTML parser attached.")
    }
    return parser.parseFragment(markup, context: context)
  }

  /// Whether serialization follows the XML rules (the node document is an XML document).
  private var serializesAsXML: Bool { nodeDocumentStorage?.isHTMLDocument == false }

  /// The markup of the children; setting it replaces them with the parsed markup. In an XML
  /// document the children are serialized as XML, without the well-formedness checks (so the
  /// getter never throws).
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-innerhtml
  public var innerHTML: String {
    if serializesAsXML {
      return (try? XMLSerializer.serialize(self, requireWellFormed: false, childrenOnly: true))
        ?? ""
    }
    return HTMLSerializer.serializeChildren(of: self)
  }

  /// Replaces the children with `markup`, parsed with this element as the context.
  public func setInnerHTML(_ markup: String) throws(DOMException) {
    // 1–2. Parse in this element's context.
    let fragment = try parseFragment(markup, context: self)
    // 3–4. A template's contents are replaced instead.
    let target: Node = (self as? HTMLTemplateElement)?.content ?? self
    target.replaceAll(with: fragment)
  }

  /// The markup of the element itself.
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-outerhtml
  public var outerHTML: String {
    if serializesAsXML { return XMLSerializer().serializeToString(self) }
    return HTMLSerializer.serialize(self)
  }

  /// Replaces the element with `markup`, parsed in its parent's context.
  public func setOuterHTML(_ markup: String) throws(DOMException) {
    // 1–2. No parent: nothing happens. A document parent is an error.
    guard let parent = parentStorage else { return }
    if parent is Document {
      throw DOMException(.noModificationAllowedError, "Cannot replace the document element.")
    }
    // 3. A fragment parent parses in a `body` context.
    let context: Element
    if let element = parent as? Element {
      context = element
    } else {
      context = nodeDocument.createElement(
        name: nodeDocument.internName(namespace: .html, localName: "body"))
    }
    let fragment = try parseFragment(markup, context: context)
    try parent.replace(self, with: fragment)
  }

  /// The positions of `insertAdjacent*`.
  public enum AdjacentPosition: String, Sendable {
    case beforeBegin = "beforebegin"
    case afterBegin = "afterbegin"
    case beforeEnd = "beforeend"
    case afterEnd = "afterend"

    /// Parses a position, ASCII case-insensitively.
    public init(parsing string: String) throws(DOMException) {
      guard let position = AdjacentPosition(rawValue: string.asciiLowercased()) else {
        throw DOMException(.syntaxError, "'\(string)' is not a valid position.")
      }
      self = position
    }
  }

  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-element-insertadjacenthtml
  public func insertAdjacentHTML(_ position: AdjacentPosition, _ markup: String)
    throws(DOMException)
  {
    // 1–2. The context: the parent for before/after, else this element.
    let contextNode: Node
    switch position {
    case .beforeBegin, .afterEnd:
      guard let parent = parentStorage, !(parent is Document) else {
        throw DOMException(
          .noModificationAllowedError, "The element has no parent element to insert into.")
      }
      contextNode = parent
    case .afterBegin, .beforeEnd:
      contextNode = self
    }
    // 3. A non-element context, or an `html` element in an HTML document, becomes a `body`.
    let context: Element
    if let element = contextNode as? Element,
      !(nodeDocument.isHTMLDocument && element.isHTML("html"))
    {
      context = element
    } else {
      context = nodeDocument.createElement(
        name: nodeDocument.internName(namespace: .html, localName: "body"))
    }
    let fragment = try parseFragment(markup, context: context)
    try insertAdjacent(position, fragment)
  }

  /// https://dom.spec.whatwg.org/#insert-adjacent
  @discardableResult
  func insertAdjacent(_ position: AdjacentPosition, _ node: Node) throws(DOMException) -> Node? {
    switch position {
    case .beforeBegin:
      guard let parent = parentStorage else { return nil }
      return try parent.preInsert(node, before: self)
    case .afterBegin:
      return try preInsert(node, before: firstChildStorage)
    case .beforeEnd:
      return try preInsert(node, before: nil)
    case .afterEnd:
      guard let parent = parentStorage else { return nil }
      return try parent.preInsert(node, before: nextSiblingStorage)
    }
  }

  /// https://dom.spec.whatwg.org/#dom-element-insertadjacentelement
  @discardableResult
  public func insertAdjacentElement(_ position: AdjacentPosition, _ element: Element)
    throws(DOMException) -> Element?
  {
    try insertAdjacent(position, element) as? Element
  }

  /// https://dom.spec.whatwg.org/#dom-element-insertadjacenttext
  public func insertAdjacentText(_ position: AdjacentPosition, _ data: String) throws(DOMException)
  {
    try insertAdjacent(position, nodeDocument.createTextNode(data))
  }
}
