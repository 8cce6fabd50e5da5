import DOM
import HTMLParsing
import Testing

/// `Selection.toString()` and the finder's ranges, on parsed pages.
@Suite struct SelectionStringTests {
  @Test func selectionToStringIsRenderedText() throws {
    let document = HTMLParser.parseDocument(
      "<body><p id=a>First  paragraph</p><p>Second</p><table><tr><td>x<td>y</table></body>")
    let selection = document.getSelection()
    #expect(selection.toString() == "")
    let body = try #require(document.body)
    try selection.selectAllChildren(body)
    #expect(selection.toString() == "First paragraph\n\nSecond\n\nx\ty")
    // The range's own stringifier concatenates text data instead.
    #expect(try selection.getRangeAt(0).stringValue == "First  paragraphSecondxy")
  }

  @Test func finderRangeReadsAsTheMatch() throws {
    let document = HTMLParser.parseDocument("<p>Hello <b>wor</b>ld, hello world</p>")
    let body = try #require(document.body)
    let first = try #require(TextFinder.range(of: "hello   world", in: body))
    document.getSelection().addRange(first)
    #expect(document.getSelection().toString() == "Hello world")
    let second = try #require(TextFinder.range(of: "hello world", in: body, occurrence: 2))
    #expect(second.stringValue == "hello world")
    #expect(TextFinder.range(of: "absent", in: body) == nil)
  }

  @Test func selectingTheFirstMatchOfASelector() throws {
    let document = HTMLParser.parseDocument(
      "<p>intro</p><article><p class=lead>Lead <i>text</i></p></article>")
    let range = try #require(
      try TextFinder.rangeSelectingContents(ofFirstMatch: "article .lead", in: document))
    #expect(range.stringValue == "Lead text")
    #expect(try TextFinder.rangeSelectingContents(ofFirstMatch: "nav", in: document) == nil)
    #expect(
      domErrorName { _ = try TextFinder.rangeSelectingContents(ofFirstMatch: "p >", in: document) }
        == .syntaxError)
  }
}

private func domErrorName(_ body: () throws -> Void) -> DOMException.Name? {
  do {
    try body()
    return nil
  } catch let error as DOMException {
    return error.name
  } catch {
    return nil
  }
}
