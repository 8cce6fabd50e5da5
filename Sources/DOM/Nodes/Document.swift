/// A document: the root of a node tree, and the factory of its nodes.
///
/// https://dom.spec.whatwg.org/#interface-document
public final class Document: ContainerNode {
  /// The document's quirks mode. https://dom.spec.whatwg.org/#concept-document-mode
  public enum Mode: Sendable {
    case noQuirks, limitedQuirks, quirks
  }

  /// Whether this is an HTML document (as opposed to an XML document).
  ///
  /// https://dom.spec.whatwg.org/#html-document
  public let isHTMLDocument: Bool
  /// https://dom.spec.whatwg.org/#concept-document-mode
  public var mode: Mode = .noQuirks
  /// The encoding's name. https://dom.spec.whatwg.org/#dom-document-characterset
  public var characterSet: String = "UTF-8"
  /// https://dom.spec.whatwg.org/#dom-document-contenttype
  public var contentType: String
  /// The document's URL, serialized. https://dom.spec.whatwg.org/#dom-document-url
  public var url: String = "about:blank"
  /// The parser used by `innerHTML` and friends; installed by `HTMLParsing`.
  public var fragmentParser: (any HTMLFragmentParsing)?

  /// Bumped on every mutation of any node of this document; live collections use it.
  public internal(set) var domVersion: UInt64 = 0 {
    didSet { versionCells.cells[1] = Double(domVersion) }
  }
  /// Bumped only when children are inserted or removed or nodes adopted: what a collection
  /// that filters by element name alone depends on (text, attribute and form-state changes
  /// leave it alone).
  public internal(set) var treeVersion: UInt64 = 0 {
    didSet { versionCells.cells[0] = Double(treeVersion) }
  }
  /// ``treeVersion`` and ``domVersion`` where a script engine can read them (see
  /// ``DocumentVersionCells``).
  public let versionCells = DocumentVersionCells()
  /// Per attribute local name, bumped when an attribute of that name is set, changed or
  /// removed on any element of this document (see ``attributeVersion(_:)``).
  var attributeVersions: [String: UInt64] = [:]
  /// Per attribute local name, bumped only when an attribute of that name is added or removed
  /// (see ``attributePresenceVersion(_:)``).
  var attributePresenceVersions: [String: UInt64] = [:]
  var mutationObservers: [any TreeMutationObserver] = []
  /// Called when a slot of this document's shadow trees changes its assigned nodes: a runtime
  /// queues `slotchange` for it with its mutation observers (the agent's signal slots).
  /// Documents made from this one (`createHTMLDocument`, template contents) share it.
  ///
  /// https://dom.spec.whatwg.org/#signal-a-slot-change
  public var slotChangeHandler: ((HTMLSlotElement) -> Void)?
  let names: NameTable
  var selectionStorage: Selection?
  /// The document base URL as last computed, with the ``domVersion`` and ``url`` it was
  /// computed for (see `baseURLRecord`).
  var baseURLCache: (version: UInt64, url: String, record: WebURL?)?
  /// Whether an HTML `base` element has ever had this node document (made here or adopted).
  /// Until one has, no change to the tree can change the base URL.
  var mayHaveBaseElements = false
  /// The IDs and names elements of this document have had (``ElementNameFilter``).
  let elementNames = ElementNameFilter()
  /// The ID map behind repeated `getElementById` calls, made on first use.
  private lazy var elementIDIndex = ElementIDIndex()
  /// Parsed selectors for this document's queries, made on first use.
  var selectorCacheStorage: SelectorCache?
  /// Media evaluation and linked sheets for the cascade (the window sets it); held weakly.
  public weak var styleEnvironment: (any StyleEnvironment)?
  /// The cascade, made on first use. See `Style/StyleEngine.swift`.
  var styleEngineStorage: StyleEngine?
  /// `adoptedStyleSheets`. https://drafts.csswg.org/cssom/#dom-documentorshadowroot-adoptedstylesheets
  var adoptedStyleSheetsStorage: [CSSStyleSheet] = []
  /// `styleSheets`, made on first use. See `Style/Document+Style.swift`.
  var styleSheetListStorage: StyleSheetList?
  /// The live ranges over this document's nodes (registered on first use).
  lazy var liveRanges: LiveRangeRegistry = {
    let registry = LiveRangeRegistry()
    mutationObservers.append(registry)
    return registry
  }()
  /// Focus, readiness, navigation hooks and form bookkeeping, made on first use. See
  /// `HTML/HTMLDocumentState.swift`.
  var htmlStateStorage: HTMLDocumentState?
  private var templateContentsOwner: Document?
  /// The handle this document's nodes hold (``NodeDocumentLink``); it reads `nil` once the
  /// document is freed.
  let documentReference = DocumentReference()
  /// The records of elements without attributes, by name (``sharedElementData(_:)``).
  var elementDataCache: [ElementData?] = []
  private weak var templateContentsOwnerOf: Document?

  /// Makes an empty document.
  ///
  /// - Parameters:
  ///   - isHTML: an HTML document (the default) or an XML document.
  ///   - contentType: defaults to `text/html` or `application/xml`.
  public init(isHTML: Bool = true, contentType: String? = nil) {
    self.isHTMLDocument = isHTML
    self.contentType = contentType ?? (isHTML ? "text/html" : "application/xml")
    self.names = NameTable()
    super.init(document: nil)
    documentReference.document = self
    nodeDocumentStorage = self
  }

  private init(sharing other: Document, isHTML: Bool) {
    self.isHTMLDocument = isHTML
    self.contentType = isHTML ? "text/html" : "application/xml"
    self.names = other.names
    self.fragmentParser = other.fragmentParser
    self.slotChangeHandler = other.slotChangeHandler
    super.init(document: nil)
    documentReference.document = self
    nodeDocumentStorage = self
  }

  deinit { versionCells.retire() }

  public override var nodeType: NodeType { .document }
  public override var nodeName: String { "#document" }

  // MARK: - Mutation observation

  /// Registers an observer of every change to this document's nodes (kept strongly).
  public func addMutationObserver(_ observer: any TreeMutationObserver) {
    mutationObservers.append(observer)
  }

  /// Unregisters an observer.
  public func removeMutationObserver(_ observer: any TreeMutationObserver) {
    mutationObservers.removeAll { $0 === observer }
  }

  func deliver(_ mutation: TreeMutation) {
    for observer in mutationObservers { observer.treeDidMutate(mutation) }
  }

  // MARK: - Names

  /// The shared name object for a namespace, prefix and local name.
  public func internName(namespace: Namespace?, prefix: String? = nil, localName: String)
    -> QualifiedName
  {
    names.intern(namespace: namespace, prefix: prefix, localName: localName)
  }

  // MARK: - Tree accessors

  /// https://dom.spec.whatwg.org/#dom-document-doctype
  public var doctype: DocumentType? {
    childNodeSequence.first { $0 is DocumentType } as? DocumentType
  }

  /// https://dom.spec.whatwg.org/#dom-document-documentelement
  public var documentElement: Element? {
    childNodeSequence.first { $0 is Element } as? Element
  }

  /// The `head` child of the `html` root. https://html.spec.whatwg.org/multipage/dom.html#dom-document-head
  public var head: Element? {
    guard let root = documentElement, root.isHTML("html") else { return nil }
    return root.childNodeSequence.first { ($0 as? Element)?.isHTML("head") == true } as? Element
  }

  /// The `body` (or `frameset`) child of the `html` root.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#dom-document-body
  public var body: Element? {
    guard let root = documentElement, root.isHTML("html") else { return nil }
    return root.childNodeSequence.first {
      guard let element = $0 as? Element else { return false }
      return element.isHTML("body") || element.isHTML("frameset")
    } as? Element
  }

  /// `"BackCompat"` in quirks mode, else `"CSS1Compat"`.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-compatmode
  public var compatMode: String { mode == .quirks ? "BackCompat" : "CSS1Compat" }

  /// The same as `characterSet`. https://dom.spec.whatwg.org/#dom-document-charset
  public var charset: String { characterSet }
  /// The same as `characterSet`. https://dom.spec.whatwg.org/#dom-document-inputencoding
  public var inputEncoding: String { characterSet }
  /// The same as `url`. https://dom.spec.whatwg.org/#dom-document-documenturi
  public var documentURI: String { url }

  /// The `title` element: the first in tree order (or the SVG root's child `title`).
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#the-title-element-2
  public var titleElement: Element? {
    if let root = documentElement, root.namespace == .svg {
      return root.childNodeSequence.first {
        ($0 as? Element)?.qualifiedName.namespace == .svg
          && ($0 as? Element)?.localName == "title"
      } as? Element
    }
    return descendantElements.first { $0.isHTML("title") }
  }

  /// The document's title, whitespace stripped and collapsed; setting it creates a `title`
  /// element in `head` when there is none.
  ///
  /// https://html.spec.whatwg.org/multipage/dom.html#document.title
  public var title: String {
    get {
      guard let element = titleElement else { return "" }
      return element.childTextContent.strippingAndCollapsingASCIIWhitespace()
    }
    set {
      if let root = documentElement, root.namespace == .svg {
        let element: Element
        if let existing = titleElement {
          element = existing
        } else {
          element = createElement(name: internName(namespace: .svg, localName: "title"))
          _ = try? root.insertBefore(element, root.firstChild)
        }
        element.stringReplaceAll(newValue)
        return
      }
      guard let root = documentElement, root.namespace == .html else { return }
      let element: Element
      if let existing = titleElement {
        element = existing
      } else {
        guard let head else { return }
        element = createElement(name: internName(namespace: .html, localName: "title"))
        _ = try? head.appendChild(element)
      }
      element.stringReplaceAll(newValue)
    }
  }

  // MARK: - Factories

  /// Makes an element with the given name, of the interface the name calls for.
  public func createElement(name: QualifiedName) -> Element {
    if name.namespace == .html && name.localName == "template" {
      return HTMLTemplateElement(name: name, document: self)
    }
    if name.namespace == .html && name.localName == "slot" {
      return HTMLSlotElement(name: name, document: self)
    }
    return Element(name: name, document: self)
  }

  /// https://dom.spec.whatwg.org/#dom-document-createelement
  public func createElement(_ localName: String) throws(DOMException) -> Element {
    // 1. The name must be a valid element local name.
    guard NameValidation.isValidElementLocalName(Substring(localName)) else {
      throw DOMException(.invalidCharacterError, "'\(localName)' is not a valid element name.")
    }
    // 2. Lowercase in an HTML document.
    let name = isHTMLDocument ? localName.asciiLowercased() : localName
    // 5. The HTML namespace for HTML and XHTML documents.
    let namespace: Namespace? =
      (isHTMLDocument || contentType == "application/xhtml+xml") ? .html : nil
    return createElement(name: internName(namespace: namespace, localName: name))
  }

  /// https://dom.spec.whatwg.org/#dom-document-createelementns
  public func createElementNS(_ namespace: String?, _ qualifiedName: String) throws(DOMException)
    -> Element
  {
    let parts = try NameValidation.validateAndExtract(
      namespace: namespace, qualifiedName: qualifiedName, context: .element)
    return createElement(
      name: internName(namespace: parts.namespace, prefix: parts.prefix, localName: parts.localName)
    )
  }

  /// https://dom.spec.whatwg.org/#dom-document-createtextnode
  public func createTextNode(_ data: String) -> Text { Text(unownedData: data, document: self) }

  /// https://dom.spec.whatwg.org/#dom-document-createcomment
  public func createComment(_ data: String) -> Comment {
    Comment(unownedData: data, document: self)
  }

  /// https://dom.spec.whatwg.org/#dom-document-createdocumentfragment
  public func createDocumentFragment() -> DocumentFragment { DocumentFragment(unowned: self) }

  /// https://dom.spec.whatwg.org/#dom-document-createcdatasection
  public func createCDATASection(_ data: String) throws(DOMException) -> CDATASection {
    if isHTMLDocument {
      throw DOMException(.notSupportedError, "HTML documents have no CDATA sections.")
    }
    if data.contains("]]>") {
      throw DOMException(.invalidCharacterError, "CDATA data cannot contain ']]>'.")
    }
    return CDATASection(unownedData: data, document: self)
  }

  /// https://dom.spec.whatwg.org/#dom-document-createprocessinginstruction
  public func createProcessingInstruction(_ target: String, _ data: String) throws(DOMException)
    -> ProcessingInstruction
  {
    guard NameValidation.isValidElementLocalName(Substring(target)), !target.contains(":") else {
      throw DOMException(.invalidCharacterError, "'\(target)' is not a valid target.")
    }
    if data.contains("?>") {
      throw DOMException(.invalidCharacterError, "Processing-instruction data cannot contain '?>'.")
    }
    return ProcessingInstruction(target: target, data: data, document: self)
  }

  /// https://dom.spec.whatwg.org/#dom-document-createattribute
  public func createAttribute(_ localName: String) throws(DOMException) -> Attr {
    guard NameValidation.isValidAttributeLocalName(Substring(localName)) else {
      throw DOMException(.invalidCharacterError, "'\(localName)' is not a valid attribute name.")
    }
    let name = isHTMLDocument ? localName.asciiLowercased() : localName
    return Attr(name: internName(namespace: nil, localName: name), value: "", document: self)
  }

  /// https://dom.spec.whatwg.org/#dom-document-createattributens
  public func createAttributeNS(_ namespace: String?, _ qualifiedName: String) throws(DOMException)
    -> Attr
  {
    let parts = try NameValidation.validateAndExtract(
      namespace: namespace, qualifiedName: qualifiedName, context: .attribute)
    return Attr(
      name: internName(
        namespace: parts.namespace, prefix: parts.prefix, localName: parts.localName),
      value: "", document: self)
  }

  /// Makes a doctype (no validation; for parsers). Use `implementation` for the checked form.
  public func createDocumentTypeForParser(name: String, publicId: String, systemId: String)
    -> DocumentType
  {
    DocumentType(name: name, publicId: publicId, systemId: systemId, document: self)
  }

  /// Makes a text node while parsing.
  public func createTextForParser(_ data: String) -> Text {
    Text(unownedData: data, document: self)
  }

  /// Makes a comment while parsing.
  public func createCommentForParser(_ data: String) -> Comment {
    Comment(unownedData: data, document: self)
  }

  // MARK: - Lookup

  /// The first element in tree order whose ID is `elementId`. Repeated lookups on an unchanged
  /// document read a map (`ElementIDIndex`).
  ///
  /// https://dom.spec.whatwg.org/#dom-nonelementparentnode-getelementbyid
  public func getElementById(_ elementId: String) -> Element? {
    guard !elementId.isEmpty, mayHaveElementNamed(elementId) else { return nil }
    return elementIDIndex.element(withID: elementId, in: self)
  }

  // MARK: - Template contents

  /// The inert document that owns template contents.
  ///
  /// https://html.spec.whatwg.org/multipage/scripting.html#appropriate-template-contents-owner-document
  public var appropriateTemplateContentsOwnerDocument: Document {
    if templateContentsOwnerOf != nil { return self }
    if let templateContentsOwner { return templateContentsOwner }
    let owner = Document(sharing: self, isHTML: isHTMLDocument)
    owner.templateContentsOwnerOf = self
    templateContentsOwner = owner
    return owner
  }

  // MARK: - Cloning

  func cloneDocumentShell() -> Document {
    let copy = Document(isHTML: isHTMLDocument, contentType: contentType)
    copy.mode = mode
    copy.characterSet = characterSet
    copy.url = url
    copy.fragmentParser = fragmentParser
    return copy
  }
}

extension Document {
  /// The live-range registry when a range exists.
  var liveRangesIfAny: LiveRangeRegistry? {
    mutationObservers.lazy.compactMap { $0 as? LiveRangeRegistry }.first
  }

  /// Makes a live range collapsed at the start of this document.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-createrange
  public func createRange() -> Range { Range(document: self) }
}

extension Document {
  /// How many times an attribute named `localName` has changed on an element of this
  /// document: with ``treeVersion``, what a collection filtering on that attribute depends on.
  public func attributeVersion(_ localName: String) -> UInt64 {
    attributeVersions[localName] ?? 0
  }

  /// How many times an attribute named `localName` has been added to or removed from an
  /// element of this document: what a collection that only asks whether the attribute is
  /// there (`document.links`: `href`) depends on besides ``treeVersion``.
  public func attributePresenceVersion(_ localName: String) -> UInt64 {
    attributePresenceVersions[localName] ?? 0
  }
}
