import DOM
import Testing

@testable import HTMLParsing

/// The line a parser-inserted script's source starts on (``DOM/Document/scriptStartLine(of:)``):
/// the line of its start tag's `>`, counting LF (a CR LF pair once, a lone CR not), as WebKit
/// 2.50 reports page script errors (the WebKit oracle's answers for the same pages are in
/// `Tests/WebPlatformTests/Runtime/PageScriptLinesTests.swift`).
@Suite struct ScriptStartLineTests {
  /// The start lines of the document's scripts, in tree order (0 for none recorded).
  static func lines(_ markup: String) -> [Int] {
    let document = HTMLParser.parseDocument(markup)
    return document.descendantElements.filter { $0.isHTML("script") }.map {
      document.scriptStartLine(of: $0) ?? 0
    }
  }

  @Test func theLineOfTheStartTagsClosingBracket() {
    #expect(Self.lines("<script>a</script>") == [1])
    #expect(Self.lines("\n\n<script>a</script>\n<p>\n<script>\nb</script>") == [3, 5])
    // A start tag over several lines: the line of its `>`.
    #expect(Self.lines("<body>\n<script\n type='text/javascript'\n>x</script>") == [4])
    // Line breaks in comments, attributes, character references and text count as written.
    #expect(Self.lines("<!-- a\nb\nc\n-->\n<script>x</script>") == [5])
    #expect(Self.lines("<p title='a\nb'>&#10;\n</p><script>x</script>") == [3])
    #expect(Self.lines("<textarea>\n\nfoo\n</textarea><script>x</script>") == [4])
  }

  @Test func crLFIsOneLineBreakAndALoneCRIsNone() {
    #expect(Self.lines("a\r\nb\r\n<script>x</script>") == [3])
    #expect(Self.lines("a\rb\r<script>x</script>") == [1])
    #expect(Self.lines("<script></script>\nline2\nline3\na\rb\r<script>x</script>") == [1, 4])
    #expect(Self.lines("\0\r\n<script>x</script>") == [2])
  }

  @Test func scriptsInEveryInsertionModeGetTheirLine() {
    #expect(
      Self.lines(
        "<head>\n<script>a</script></head>\n<body>\n<table>\n<script>b</script>"
          + "<tr><td>\n<script>c</script></table>\n<select>\n<script>d</script></select>")
        == [2, 5, 6, 8])
  }

  @Test func fragmentsAndScriptMadeScriptsHaveNone() throws {
    let document = HTMLParser.parseDocument("<body><div id=d></div>")
    let div = try #require(document.getElementById("d"))
    try div.setInnerHTML("\n\n<script>x</script>")
    let script = try #require(div.firstElementChild)
    #expect(document.scriptStartLine(of: script) == nil)
  }

  /// An input of 4 MiB or more gives the pages it has read back to the system as it is
  /// parsed (they then read as zeros): their lines are counted before.
  @Test func aScriptPastTheReleasedPagesOfALargeInput() {
    let lineText = "<p>padding line with some text to make the page longer</p>"
    let count = 100_000
    var markup = "<!DOCTYPE html>\n<body>\n"
    markup += Array(repeating: lineText, count: count).joined(separator: "\r\n")
    markup += "\n<!--\na\nb\n-->\n<script>x</script>\n<script\n>y</script>"
    #expect(markup.utf8.count >= HTMLTreeBuilder.inputReleaseMinimum)
    // 2 lines, `count` padding lines, the comment's 4 lines: the first script on the next.
    #expect(Self.lines(markup) == [count + 7, count + 9])
  }

  /// Bytes a script inserted are kept out of the count, a write nested in written bytes too.
  @Test func insertedBytesDoNotCount() {
    var input = HTMLInputBuffer("a\nb\n<x>\nc\n")
    var counter = HTMLSourceLineCounter()
    counter.advance(to: 4, in: input)
    #expect(counter.line == 3)
    input.insert(Array("\n\n\n".utf8), at: 4)
    counter.noteInsertion(of: 3, at: 4)
    #expect(counter.isInserted(4) && counter.isInserted(6) && !counter.isInserted(7))
    counter.advance(to: input.count, in: input)
    #expect(counter.line == 5)

    var nested = HTMLInputBuffer("ab\n")
    var lines = HTMLSourceLineCounter()
    lines.advance(to: 1, in: nested)
    nested.insert(Array("\n\n".utf8), at: 1)
    lines.noteInsertion(of: 2, at: 1)
    lines.advance(to: 3, in: nested)
    // Inside the written bytes, behind the count: the count's offset moves with it.
    nested.insert(Array("\n".utf8), at: 2)
    lines.noteInsertion(of: 1, at: 2)
    #expect(lines.offset == 4 && lines.inserted == [1..<4])
    lines.advance(to: nested.count, in: nested)
    #expect(lines.line == 2)
  }
}
