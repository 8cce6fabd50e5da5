import DOM
import Testing

/// A stand-in HTML parser: an HTML document with the markup as the body's text.
private struct StubHTMLParser: HTMLDocumentParsing {
  func parseHTMLDocument(_ markup: String, url: String) -> Document {
    let document = Document().implementation.createHTMLDocument()
    document.url = url
    document.body?.textContent = markup
    return document
  }
}

@Suite struct DOMParserTests {
  private let parser = DOMParser(htmlParser: StubHTMLParser(), documentURL: "https://e.com/")

  @Test func htmlGoesToTheHTMLParser() {
    let document = parser.parseFromString("<p>", .textHTML)
    #expect(document.isHTMLDocument)
    #expect(document.body?.textContent == "<p>")
    #expect(document.url == "https://e.com/")
  }

  @Test(arguments: [
    DOMParser.SupportedType.textXML, .applicationXML, .applicationXHTMLXML, .imageSVGXML,
  ])
  func xmlTypesMakeXMLDocuments(_ type: DOMParser.SupportedType) throws {
    let document = parser.parseFromString("<a><b/></a>", type)
    #expect(!document.isHTMLDocument)
    #expect(document.contentType == type.rawValue)
    #expect(document.url == "https://e.com/")
    #expect(document.documentElement?.localName == "a")
  }

  @Test func errorsAddWebKitsParserErrorBlock() throws {
    let document = parser.parseFromString("<a><b>x</c></a>", .applicationXML)
    let root = try #require(document.documentElement)
    #expect(root.localName == "a")
    let report = try #require(root.firstChild as? Element)
    #expect(report.localName == "parsererror")
    #expect(report.namespace == .html)
    #expect(childLabels(report) == ["h3", "div", "h3"])
    #expect(
      report.childNodes.item(1)?.textContent
        == "error on line 1 at column 11: Opening and ending tag mismatch: b line 1 and c\n")
    #expect(childLabels(root) == ["parsererror", "b"], "the tree parsed so far stays")
  }

  @Test func errorsWithoutARootMakeAnHTMLBody() throws {
    let document = parser.parseFromString("", .textXML)
    let root = try #require(document.documentElement)
    #expect(root.namespace == .html)
    #expect(childLabels(root) == ["body"])
    #expect(root.firstChild.map(childLabels) == ["parsererror"])
  }

  @Test func svgRootsMoveIntoTheBody() throws {
    let document = parser.parseFromString(
      "<svg xmlns=\"http://www.w3.org/2000/svg\"><g></svg>", .imageSVGXML)
    let root = try #require(document.documentElement)
    #expect(root.localName == "html")
    let body = try #require(root.firstChild)
    #expect(childLabels(body) == ["parsererror", "svg"])
  }
}
