import DOM
import HTMLParsing
import JSCore
import Testing

@testable import WebPlatform

/// Errors of the page's own inline scripts give page lines and the page's URL, as in WebKit:
/// the lines below are what WebKitGTK 2.50 reported (`ErrorEvent.lineno`, `e.line`, `e.stack`)
/// for the same pages run with page scripts on in the WebKit oracle.
@Suite struct PageScriptLinesTests {
  /// Six lines; the script on line 5 records the `error` events' lines.
  static let head = """
    <!DOCTYPE html>
    <html>
    <head>
    <title>t</title>
    <script>var lines = []; addEventListener("error", (e) => lines.push(e.lineno));</script>
    </head>

    """

  /// The uncaught errors' lines after running the page's scripts, from the report
  /// (``Runtime/errors``) and from the `error` events the page saw.
  static func errorLines(_ page: String) throws -> [Int] {
    let runtime = RuntimeHarness.runtime(page) { $0.runPageScripts = true }
    runtime.runPageScripts()
    for error in runtime.errors {
      #expect(error.sourceURL == "https://example.com/page.html")
    }
    let seen = try RuntimeTestSupport.string(runtime, "lines.join()", in: runtime.pageWorld)
    let reported = runtime.errors.compactMap(\.line)
    #expect(seen == reported.map(String.init).joined(separator: ","))
    #expect(
      runtime.consoleMessages.filter { $0.text.hasPrefix("Uncaught") }.compactMap {
        $0.source?.line
      }
        == reported)
    return reported
  }

  @Test func anExceptionOnTheScriptsFirstLineReportsTheLineOfTheStartTag() throws {
    #expect(
      try Self.errorLines(Self.head + "<body><script>throw new Error(\"seven\")</script>\n") == [7])
    #expect(
      try Self.errorLines(Self.head + "<body><script>\nthrow new Error(\"eight\")</script>\n")
        == [8])
    #expect(
      try Self.errorLines(
        Self.head + "<body><script\n type=\"text/javascript\"\n>throw new Error(\"nine\")</script>")
        == [9])
  }

  @Test func aScriptAfterAMultiLineComment() throws {
    #expect(
      try Self.errorLines(
        Self.head + "<body><!-- a\nb\nc\n-->\n<script>throw new Error(\"eleven\")</script>\n")
        == [11])
    #expect(
      try Self.errorLines(
        Self.head + "<body><textarea>\n\nfoo\n</textarea><script>throw new Error(\"1\")</script>")
        == [10])
  }

  /// A page of more than 4 MiB, whose parser gives back the pages it has read: the 100,000
  /// CR LF lines of a comment before the script count.
  @Test func aScriptPastFourMebibytes() throws {
    let padding = (0..<100_000).map { "padding line \($0) with some text to make it longer" }
    let page =
      Self.head + "<body>\n<!--\n" + padding.joined(separator: "\r\n")
      + "\n-->\n<p>after</p>\n<script>\nthrow new Error(\"big\")</script>\n</body></html>\n"
    #expect(page.utf8.count >= 4 << 20)
    #expect(try Self.errorLines(page) == [100_012])
  }

  @Test func crLFCountsOnceAndALoneCRNotAtAll() throws {
    let crlf = (Self.head + "<body><script>\nvar a=1;\nthrow new Error(\"nine\")</script>\n")
      .replacingOccurrences(of: "\n", with: "\r\n")
    #expect(try Self.errorLines(crlf) == [9])
    // WebKit counts the LFs of the page: the lone CRs before the script count for nothing
    // (the script's own line breaks are JavaScript's, which a CR is).
    let loneCR = (Self.head + "<body>\n<script>\nthrow new Error(\"nine\")</script>\n")
      .replacingOccurrences(of: "\n", with: "\r")
    #expect(try Self.errorLines(loneCR) == [2])
    #expect(
      try Self.errorLines(
        "<script>var lines = []; addEventListener('error', (e) => lines.push(e.lineno));"
          + "</script>\nline2\nline3\na\rb\r<script>throw new Error(\"1\")</script>") == [4])
  }

  @Test func aCaughtErrorsLineAndStackAreInPageLines() throws {
    let page =
      Self.head
      + "<body>\n<script>\ntry { null.x } catch (e) { var caught = e.line + ' ' + e.stack }\n"
      + "</script>\n</body></html>\n"
    let runtime = RuntimeHarness.runtime(page) { $0.runPageScripts = true }
    runtime.runPageScripts()
    #expect(
      try RuntimeTestSupport.string(runtime, "caught", in: runtime.pageWorld)
        == "9 global code@https://example.com/page.html:9:11")
  }

  @Test func scriptsFromInnerHTMLDoNotRun() throws {
    let runtime = RuntimeHarness.runtime(
      Self.head + "<body><div id=d></div>\n<script>d.innerHTML = '<script>throw 1<\\/script>'"
        + "</script>"
    ) { $0.runPageScripts = true }
    runtime.runPageScripts()
    #expect(runtime.errors.isEmpty)
  }
}
