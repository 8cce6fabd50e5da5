/// The `document.implementation` object: makes documents and doctypes. It holds its document;
/// the document caches it without keeping it alive.
///
/// https://dom.spec.whatwg.org/#interface-domimplementation
public final class DOMImplementation {
  /// The document whose `implementation` this is; new nodes and documents take its URL.
  public let document: Document

  init(document: Document) { self.document = document }

  /// A doctype node of the document, after checking `name`.
  ///
  /// https://dom.spec.whatwg.org/#dom-domimplementation-createdocumenttype
  public func createDocumentType(_ name: String, _ publicId: String, _ systemId: String)
    throws(DOMException) -> DocumentType
  {
    // 1. The name must be a valid doctype name.
    guard NameValidation.isValidDoctypeName(name) else {
      throw DOMException(.invalidCharacterError, "'\(name)' is not a valid doctype name.")
    }
    // 2. Return a new doctype in this document.
    return DocumentType(name: name, publicId: publicId, systemId: systemId, document: document)
  }

  /// A new XML document, with `doctype` and a root element `qualifiedName` in `namespace`
  /// when given; its content type follows the namespace.
  ///
  /// https://dom.spec.whatwg.org/#dom-domimplementation-createdocument
  public func createDocument(
    _ namespace: String?, _ qualifiedName: String, _ doctype: DocumentType? = nil
  ) throws(DOMException) -> Document {
    // 7. The content type follows the namespace.
    let contentType: String =
      switch Namespace(uri: namespace) {
      case .html: "application/xhtml+xml"
      case .svg: "image/svg+xml"
      default: "application/xml"
      }
    // 1. A new XML document.
    let made = Document(isHTML: false, contentType: contentType)
    made.url = document.url
    // 2–3. The element first, so a bad name throws before the doctype moves.
    let element = qualifiedName.isEmpty ? nil : try made.createElementNS(namespace, qualifiedName)
    // 4–5. Append the doctype, then the element.
    if let doctype { _ = try made.appendChild(doctype) }
    if let element { _ = try made.appendChild(element) }
    return made
  }

  /// A new HTML document: doctype, `html`, `head` (with a `title` holding `title` when given)
  /// and `body`.
  ///
  /// https://dom.spec.whatwg.org/#dom-domimplementation-createhtmldocument
  public func createHTMLDocument(_ title: String? = nil) -> Document {
    // 1–2. An HTML document of type text/html.
    let made = Document(isHTML: true)
    made.fragmentParser = document.fragmentParser
    made.url = document.url
    // 3. The doctype.
    made.appendChildForParser(
      made.createDocumentTypeForParser(name: "html", publicId: "", systemId: ""))
    // 4–5. `html`, then `head`.
    let html = made.createElement(name: made.internName(namespace: .html, localName: "html"))
    made.appendChildForParser(html)
    let head = made.createElement(name: made.internName(namespace: .html, localName: "head"))
    html.appendChildForParser(head)
    // 6. A `title` with the text, when given.
    if let title {
      let element = made.createElement(
        name: made.internName(namespace: .html, localName: "title"))
      head.appendChildForParser(element)
      element.appendChildForParser(made.createTextNode(title))
    }
    // 7. `body`.
    html.appendChildForParser(
      made.createElement(name: made.internName(namespace: .html, localName: "body")))
    return made
  }

  /// Always true (a legacy method). https://dom.spec.whatwg.org/#dom-domimplementation-hasfeature
  public func hasFeature() -> Bool { true }
}

extension Document {
  /// The document's DOM implementation object; the same object while anyone holds it.
  ///
  /// https://dom.spec.whatwg.org/#dom-document-implementation
  public var implementation: DOMImplementation {
    let rare = ensureRareData()
    if let implementation = rare.implementation { return implementation }
    let implementation = DOMImplementation(document: self)
    rare.implementation = implementation
    return implementation
  }
}
