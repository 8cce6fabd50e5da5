/// Parses a whole HTML document. `HTMLParsing` provides the parser (through the web platform
/// layer), which keeps this module free of C.
public protocol HTMLDocumentParsing: Sendable {
  /// Parses `markup` into a new HTML document whose URL is `url`, with scripting disabled.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing
  func parseHTMLDocument(_ markup: String, url: String) -> Document
}

/// `DOMParser`: turns a string into a new document, with the HTML parser for `text/html` and the
/// XML parser for the XML types. Malformed XML gives what WebKit gives: the nodes parsed before
/// the first error, with a `parsererror` element (in the HTML namespace) describing it at the
/// start of the root element (or of a `body` made for it when there is no root, or when the root
/// is an SVG element, which is then moved into that `body`).
///
/// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-parsing-and-serialization
public final class DOMParser {
  /// The types `parseFromString` accepts.
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#domparsersupportedtype
  public enum SupportedType: String, Sendable, CaseIterable {
    case textHTML = "text/html"
    case textXML = "text/xml"
    case applicationXML = "application/xml"
    case applicationXHTMLXML = "application/xhtml+xml"
    case imageSVGXML = "image/svg+xml"
  }

  /// The HTML parser for `text/html`.
  public let htmlParser: any HTMLDocumentParsing
  /// The URL new documents get: the URL of the document of the parser's global object.
  public let documentURL: String

  /// Makes a parser whose documents get `documentURL`.
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-constructor
  public init(htmlParser: any HTMLDocumentParsing, documentURL: String) {
    self.htmlParser = htmlParser
    self.documentURL = documentURL
  }

  /// A new document parsed from `string` as `type`.
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#dom-domparser-parsefromstring
  public func parseFromString(_ string: String, _ type: SupportedType) -> Document {
    // 1–2. `text/html`: the HTML parser, scripting disabled.
    if type == .textHTML { return htmlParser.parseHTMLDocument(string, url: documentURL) }
    // 1. An XML document of the given content type.
    let document = Document(isHTML: false, contentType: type.rawValue)
    document.url = documentURL
    // 3. The XML parser; on error, the parser error block.
    if let error = XMLDocumentParser.parse(string, into: document) {
      DOMParser.insertParserErrorBlock(describing: error, into: document)
    }
    return document
  }

  /// Inserts WebKit's `parsererror` block at the start of the root (see the type's summary).
  ///
  /// https://html.spec.whatwg.org/multipage/xhtml.html#xml-parser (the error-handling
  /// behaviour is left to the user agent; this is WebKit's `XMLErrors::insertErrorMessageBlock`)
  static func insertParserErrorBlock(
    describing error: XMLDocumentParser.ParseError, into document: Document
  ) {
    func html(_ localName: String, style: String? = nil) -> Element {
      let element = document.createElement(
        name: document.internName(namespace: .html, localName: localName))
      if let style {
        element.appendAttributeForParser(
          name: document.internName(namespace: nil, localName: "style"), value: style)
      }
      return element
    }
    // The element that receives the block: the root, or a new `body`.
    let parent: Element
    if let root = document.documentElement, root.namespace != .svg {
      parent = root
    } else {
      let htmlElement = html("html")
      let body = html("body")
      htmlElement.appendChildForParser(body)
      if let root = document.documentElement {
        document.removeUnchecked(root)
        body.appendChildForParser(root)
      }
      document.appendChildForParser(htmlElement)
      parent = body
    }
    // The block: a heading, the messages, a closing heading.
    let report = html(
      "parsererror",
      style: "display: block; white-space: pre; border: 2px solid #c77; padding: 0 1em 0 1em; "
        + "margin: 1em; background-color: #fdd; color: black")
    let heading = html("h3")
    heading.appendChildForParser(
      document.createTextNode("This page contains the following errors:"))
    report.appendChildForParser(heading)
    let messages = html("div", style: "font-family:monospace;font-size:12px")
    messages.appendChildForParser(document.createTextNode("\(error)\n"))
    report.appendChildForParser(messages)
    let footer = html("h3")
    footer.appendChildForParser(
      document.createTextNode("Below is a rendering of the page up to the first error."))
    report.appendChildForParser(footer)
    parent.insert(report, before: parent.firstChild)
  }
}
