import DOM
import Testing

@testable import HTMLParsing

/// The parser's pause at `</script>` for a host (``HTMLParserScriptHost``) and `document.write`
/// at the insertion point, with a host in Swift that writes what a table says.
@Suite struct HTMLParserScriptHostTests {
  /// Writes, for each script (by its text), the markups listed, in order; logs the scripts run
  /// and whether each write was taken.
  final class WritingHost: HTMLParserScriptHost {
    let writes: [String: [String]]
    var log: [String] = []
    var kept: HTMLParserInsertionPoint?

    init(_ writes: [String: [String]]) { self.writes = writes }

    func executeScript(_ script: Element, insertionPoint: HTMLParserInsertionPoint) {
      let text = script.textContent ?? ""
      log.append(text)
      for markup in writes[text] ?? [] where !insertionPoint.write(markup) {
        log.append("refused")
      }
      kept = insertionPoint
    }
  }

  static func parse(_ markup: String, _ host: WritingHost) -> Document {
    let document = HTMLParser.makeDocument()
    HTMLParser.parseDocument(markup, into: document, scriptHost: host)
    return document
  }

  @Test func writtenMarkupGoesAtTheInsertionPoint() {
    let host = WritingHost(["a": ["2"]])
    let document = Self.parse("1<script>a</script>3", host)
    #expect(
      TreeDump.dump(childrenOf: document)
        == "| <html>\n|   <head>\n|   <body>\n|     \"1\"\n|     <script>\n|       \"a\"\n"
        + "|     \"23\"")
    #expect(host.log == ["a"])
  }

  /// Written scripts run inside the write that wrote them, in order; each inserts at its own
  /// insertion point, which moves the outer one along.
  @Test func nestedScriptsRunInsideTheWrite() {
    let host = WritingHost([
      "a": ["<script>b</script><script>c</script>"], "b": ["2"], "c": ["3"],
    ])
    let document = Self.parse("1<script>a</script>4", host)
    #expect(host.log == ["a", "b", "c"])
    #expect(document.body?.textContent == "1ab2c34")
    #expect(document.body?.childNodes.length == 6)
  }

  /// A tag the write leaves open is finished by the markup after the insertion point.
  @Test func aTagLeftOpenIsFinishedByTheRestOfTheInput() {
    let document = Self.parse("<script>a</script>x>y", WritingHost(["a": ["<p id="]]))
    let paragraph = document.body?.lastElementChild
    #expect(paragraph?.localName == "p")
    #expect(paragraph?.attributeValue(localName: "id") == "x")
    #expect(paragraph?.textContent == "y")
  }

  /// The insertion point is good only while the script runs.
  @Test func anInsertionPointKeptAfterTheScriptRefusesWrites() throws {
    let host = WritingHost([:])
    let document = Self.parse("<script>a</script><p>b", host)
    let point = try #require(host.kept)
    #expect(!point.write("<i>late</i>"))
    #expect(document.body?.textContent == "b")
  }

  /// Written bytes keep out of line numbers: a written script has no recorded line (it starts
  /// at line 1), and the page's scripts after the write keep theirs.
  @Test func writtenScriptsHaveNoLineAndLaterLinesStay() {
    let host = WritingHost(["a": ["<script>\n\nw</script>\n\n\n"]])
    let document = Self.parse("\n<script>a</script>\n<script>b</script>", host)
    let lines = Array(
      document.descendantElements.filter { $0.isHTML("script") }.map {
        document.scriptStartLine(of: $0)
      })
    #expect(host.log == ["a", "\n\nw", "b"])
    #expect(lines == [2, nil, 3])
  }

  /// Without a host, and in fragments, nothing pauses.
  @Test func noHostNoPause() throws {
    let document = HTMLParser.parseDocument("<script>a</script>b")
    #expect(document.body?.textContent == "b")
  }
}
