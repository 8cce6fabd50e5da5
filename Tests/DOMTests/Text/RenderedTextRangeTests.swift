import DOM
import HTMLParsing
import Testing

/// `RenderedText.string(from:startOffset:to:endOffset:)`: what `Selection.toString()` gives
/// for a range, as WebKit's text iterator serializes it.
@Suite struct RenderedTextRangeTests {
  static let page = "<p id=a>Hello <b>wor</b>ld</p><p id=b>Second   para</p>"

  func string(_ fixture: TextFixture, _ start: (Node, Int), _ end: (Node, Int)) -> String {
    RenderedText.string(from: start.0, startOffset: start.1, to: end.0, endOffset: end.1)
  }

  @Test func partialTextNodesAcrossInlineElements() {
    let page = TextFixture(Self.page)
    #expect(string(page, (page.text("Hello "), 2), (page.text("ld"), 1)) == "llo worl")
  }

  @Test func acrossParagraphs() {
    let page = TextFixture(Self.page)
    #expect(
      string(page, (page.text("Hello "), 3), (page.text("Second   para"), 6))
        == "lo world\n\nSecond")
  }

  @Test func collapsedSpacesReadAsOne() {
    let page = TextFixture(Self.page)
    let second = page.text("Second   para")
    #expect(string(page, (second, 0), (second, second.length)) == "Second para")
    // Starting inside the collapsed run: the rendered space is its first unit, not covered.
    #expect(string(page, (second, 7), (second, 13)) == "para")
    // Starting after it.
    #expect(string(page, (second, 9), (second, 13)) == "para")
  }

  @Test func wholeBody() throws {
    let page = TextFixture(Self.page)
    let body = try #require(page.document.body)
    #expect(string(page, (body, 0), (body, body.childCount)) == "Hello world\n\nSecond para")
    #expect(
      string(page, (page.document, 0), (page.document, page.document.childCount))
        == "Hello world\n\nSecond para")
  }

  @Test func lineBreaksAtTheEdges() throws {
    let page = TextFixture(Self.page)
    let second = page.text("Second   para")
    // Up to the start of the next paragraph: the line breaks are selected.
    #expect(string(page, (page.text("Hello "), 0), (second, 0)) == "Hello world\n\n")
    // From the end of the first paragraph: the line feed before the next one (WebKit).
    #expect(string(page, (page.text("ld"), 2), (second, 6)) == "\nSecond")
    // Selecting the first paragraph as a node: its line feeds are included (WebKit).
    let body = try #require(page.document.body)
    #expect(string(page, (body, 0), (body, 1)) == "Hello world\n\n")
  }

  @Test func tableCells() {
    let page = TextFixture("<table><tr><td>a1</td><td>b2</td></tr><tr><td>c3</td></tr></table>")
    #expect(string(page, (page.text("a1"), 1), (page.text("b2"), 1)) == "1\tb")
    #expect(string(page, (page.text("b2"), 0), (page.text("c3"), 2)) == "b2\nc3")
  }

  @Test func lineBreakElements() {
    let page = TextFixture("<div>one<br>two</div>")
    #expect(string(page, (page.text("one"), 1), (page.text("two"), 1)) == "ne\nt")
  }

  @Test func hiddenContentIsSkipped() {
    let page = TextFixture("<div>ab<span hidden>xx</span><script>s</script>cd</div>")
    #expect(string(page, (page.text("ab"), 1), (page.text("cd"), 1)) == "bc")
    // A range entirely inside hidden content.
    #expect(string(page, (page.text("xx"), 0), (page.text("xx"), 2)) == "")
  }

  @Test func preformattedText() {
    let page = TextFixture("<pre>a  b\n  c</pre>")
    let text = page.text("a  b\n  c")
    #expect(string(page, (text, 1), (text, 7)) == "  b\n  ")
  }

  @Test func collapsedOrReversedOrForeignRangesAreEmpty() {
    let page = TextFixture(Self.page)
    let hello = page.text("Hello ")
    #expect(string(page, (hello, 2), (hello, 2)) == "")
    #expect(string(page, (hello, 4), (hello, 2)) == "")
    let other = TextFixture("<p>x</p>")
    #expect(string(other, (hello, 0), (other.text("x"), 1)) == "")
    // Offsets past the end are clamped.
    #expect(string(page, (hello, 3), (hello, 99)) == "lo ")
  }
}
