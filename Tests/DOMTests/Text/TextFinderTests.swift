import DOM
import HTMLParsing
import Testing

/// `TextFinder.find`: matches in rendered text, mapped back to DOM boundary points.
@Suite struct TextFinderTests {
  /// The rendered text of the found range, or nil when nothing was found.
  func found(
    _ needle: String, in fixture: TextFixture, occurrence: Int = 1, caseSensitive: Bool = false
  ) -> String? {
    guard
      let match = TextFinder.find(
        needle, in: fixture.document, occurrence: occurrence, caseSensitive: caseSensitive)
    else { return nil }
    return RenderedText.string(
      from: match.startContainer, startOffset: match.startOffset, to: match.endContainer,
      endOffset: match.endOffset)
  }

  @Test func acrossElements() throws {
    let page = TextFixture("<p>Say <b>Hel</b>lo there</p>")
    let match = try #require(TextFinder.find("hello", in: page.document))
    #expect(match.startContainer === page.text("Hel") && match.startOffset == 0)
    #expect(match.endContainer === page.text("lo there") && match.endOffset == 2)
    #expect(found("hello", in: page) == "Hello")
  }

  @Test func whitespaceInsensitive() {
    let page = TextFixture("<p>Hello   there\n friend</p><p>Next</p>")
    #expect(found("hello there", in: page) == "Hello there")
    #expect(found("  hello\tthere   friend ", in: page) == "Hello there friend")
    // As in WebKit, a match does not cross a block boundary (the text has line feeds there).
    #expect(found("friend next", in: page) == nil)
    #expect(found("hellothere", in: page) == nil)
    #expect(found(" \n ", in: page) == nil)
  }

  @Test func nonBreakingSpacesMatchSpaces() {
    let page = TextFixture("<p>10&nbsp;km</p>")
    #expect(found("10 km", in: page) == "10\u{A0}km")
  }

  @Test func nthOccurrence() throws {
    let page = TextFixture("<p>cat dog <i>cat</i> bird cat</p>")
    #expect(found("cat", in: page, occurrence: 1) == "cat")
    let second = try #require(TextFinder.find("cat", in: page.document, occurrence: 2))
    #expect(second.startContainer === page.text("cat") && second.startOffset == 0)
    let third = try #require(TextFinder.find("cat", in: page.document, occurrence: 3))
    #expect(third.startContainer === page.text(" bird cat") && third.startOffset == 6)
    #expect(TextFinder.find("cat", in: page.document, occurrence: 4) == nil)
    #expect(TextFinder.find("cat", in: page.document, occurrence: 0) == nil)
  }

  @Test func matchesDoNotOverlap() {
    let page = TextFixture("<p>aaa</p>")
    #expect(found("aa", in: page, occurrence: 1) == "aa")
    #expect(found("aa", in: page, occurrence: 2) == nil)
  }

  @Test func caseSensitivity() {
    let page = TextFixture("<p>Hello World</p>")
    #expect(found("WORLD", in: page) == "World")
    #expect(found("WORLD", in: page, caseSensitive: true) == nil)
    #expect(found("World", in: page, caseSensitive: true) == "World")
    let greek = TextFixture("<p>ΣΟΦΙΑ</p>")
    #expect(found("σοφια", in: greek) == "ΣΟΦΙΑ")
  }

  @Test func hiddenTextIsNotFound() {
    let page = TextFixture("<div>ab<span hidden>zz</span>cd<script>zz</script></div>")
    #expect(found("abcd", in: page) == "abcd")
    #expect(found("zz", in: page) == nil)
  }

  @Test func notFound() {
    let page = TextFixture("<p>Hello</p>")
    #expect(found("goodbye", in: page) == nil)
    #expect(found("", in: page) == nil)
  }

  @Test func searchWithinASubtree() throws {
    let page = TextFixture("<p>one</p><div id=t><p>two one</p></div>")
    let match = try #require(TextFinder.find("one", in: page.target))
    #expect(match.startContainer === page.text("two one") && match.startOffset == 4)
  }

  @Test func tableCells() {
    let page = TextFixture("<table><tr><td>Name</td><td>Value</td></tr></table>")
    // As in WebKit, a match does not cross a table cell boundary (the text has a tab there).
    #expect(found("name value", in: page) == nil)
    #expect(found("value", in: page) == "Value")
  }
}
