import DOM
import HTMLParsing
import Testing

/// Document members whose values come from the parser: quirks mode, URL and base URL.
@Suite struct ParsedDocumentTests {
  struct ModeCase: Sendable, CustomTestStringConvertible {
    let doctype: String
    let mode: Document.Mode
    var testDescription: String { doctype.isEmpty ? "no doctype" : doctype }
  }

  static let modeCases: [ModeCase] = [
    ModeCase(doctype: "", mode: .quirks),
    ModeCase(doctype: "<!DOCTYPE html>", mode: .noQuirks),
    ModeCase(doctype: "<!doctype HTML>", mode: .noQuirks),
    ModeCase(doctype: "<!DOCTYPE foo>", mode: .quirks),
    ModeCase(
      doctype:
        "<!DOCTYPE html SYSTEM \"http://www.ibm.com/data/dtd/v11/ibmxhtml1-transitional.dtd\">",
      mode: .quirks),
    ModeCase(
      doctype: "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 3.2 Final//EN\">", mode: .quirks),
    ModeCase(
      doctype: "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\">", mode: .quirks),
    ModeCase(
      doctype:
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01 Transitional//EN\" \"http://www.w3.org/TR/html4/loose.dtd\">",
      mode: .limitedQuirks),
    ModeCase(
      doctype:
        "<!DOCTYPE html PUBLIC \"-//W3C//DTD XHTML 1.0 Transitional//EN\" \"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd\">",
      mode: .limitedQuirks),
    ModeCase(
      doctype:
        "<!DOCTYPE HTML PUBLIC \"-//W3C//DTD HTML 4.01//EN\" \"http://www.w3.org/TR/html4/strict.dtd\">",
      mode: .noQuirks),
  ]

  /// https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode
  @Test(arguments: modeCases)
  func quirksMode(_ testCase: ModeCase) {
    let document = HTMLParser.parseDocument(testCase.doctype + "<p>x")
    #expect(document.mode == testCase.mode)
    #expect(document.compatMode == (testCase.mode == .quirks ? "BackCompat" : "CSS1Compat"))

  }

  @Test func quirksModeClassNamesAreCaseInsensitive() {
    let quirks = HTMLParser.parseDocument("<p class=Foo>x")
    #expect(quirks.getElementsByClassName("foo").length == 1)
    let standard = HTMLParser.parseDocument("<!DOCTYPE html><p class=Foo>x")
    #expect(standard.getElementsByClassName("foo").length == 0)
  }

  @Test func urlAndBaseURI() throws {
    var options = HTMLParser.Options()
    options.url = "https://example.com/dir/page.html?q=1"
    let plain = HTMLParser.parseDocument("<p>x", options: options)
    #expect(plain.url == "https://example.com/dir/page.html?q=1")
    #expect(plain.documentURI == plain.url)
    #expect(plain.baseURI == plain.url)
    let based = HTMLParser.parseDocument(
      "<!DOCTYPE html><base href='../assets/'><base href='/ignored/'><p>x", options: options)
    #expect(based.baseURI == "https://example.com/assets/")
    let paragraph = try #require(based.getElementsByTagName("p").item(0))
    #expect(paragraph.baseURI == "https://example.com/assets/")
    #expect(based.characterSet == "UTF-8")
    #expect(based.contentType == "text/html")
    #expect(HTMLParser.makeDocument(options: options).url == options.url)
  }

  @Test func parsedTitleAndStructure() {
    let document = HTMLParser.parseDocument(
      "<!DOCTYPE html><title>\n  A   title\t</title><body><div id=x><svg><foreignObject/></svg>")
    #expect(document.title == "A title")
    #expect(document.doctype?.name == "html")
    #expect(document.head?.localName == "head")
    #expect(document.body?.localName == "body")
    #expect(document.getElementById("x")?.localName == "div")
    #expect(document.getElementsByTagName("foreignObject").length == 1)
    #expect(document.getElementsByTagName("foreignobject").length == 0)
  }
}
