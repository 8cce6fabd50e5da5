import DOM
import HTMLParsing
import JSCore
import Testing

@testable import WebPlatform

/// Scripts run while the page is parsed (``Runtime/parseDocumentRunningScripts(_:options:)``):
/// what they see and what `document.write` does. The expectations are WebKit 2.50's answers
/// (the WebKit oracle, page scripts on, the same pages).
@Suite struct ParsingScriptsTests {
  /// The runtime after parsing `markup` with its scripts run.
  static func parse(_ markup: String) -> Runtime {
    let runtime = Runtime(document: HTMLParser.makeDocument())
    runtime.parseDocumentRunningScripts(markup)
    return runtime
  }

  static func probe(_ markup: String) throws -> String {
    let runtime = parse(markup)
    #expect(runtime.errors.isEmpty, "\(runtime.errors)")
    return try RuntimeTestSupport.string(runtime, "String(probe)", in: runtime.pageWorld)
  }

  /// A script sees the tree built so far, with the document's caches (live collections, the
  /// id map) up to date.
  @Test func aScriptSeesTheTreeSoFar() throws {
    #expect(
      try Self.probe(
        "<p>a</p><script>var all = document.getElementsByTagName('p');"
          + " var probe = [all.length, document.getElementById('b')];</script>"
          + "<p id=b>b</p><script>probe.push(all.length, document.getElementById('b').id,"
          + " document.body.lastElementChild.localName, document.querySelectorAll('p').length)"
          + "</script><p>c</p><script>probe.push(all.length)</script>") == "1,,2,b,script,2,3")
  }

  /// What a script writes is parsed before `write` returns: the script finds the element, and
  /// a script it wrote has run; written text is there too.
  @Test func aScriptSeesWhatItWrote() throws {
    #expect(
      try Self.probe(
        "<body><script>document.write('<p id=w>'); var found = !!document.getElementById('w');"
          + " document.write('<script>var inner = found<\\/script>');"
          + " var probe = [found, typeof inner]</script>") == "true,boolean")
    #expect(
      try Self.probe(
        "<body><script>document.write('abc'); var probe = [document.body.lastChild.nodeName,"
          + " document.body.lastChild.data]</script><p>x") == "#text,abc")
    #expect(
      try Self.probe(
        "<body><script>var log = []; document.write('<script>log.push(1)<\\/script>');"
          + " log.push(2); document.write('<script>log.push(3)<\\/script>'); log.push(4)"
          + "</script><script>var probe = log.join()</script>") == "1,2,3,4")
  }

  /// `document.open()` and `close()` do nothing while the parser runs a script: the writes
  /// around them go in at the insertion point (WebKit: `"A"`, the script, `"XZY"`).
  @Test func openAndCloseDoNothingWhileTheParserRunsAScript() throws {
    let runtime = Self.parse(
      "<body>A<script>document.open(); document.write('X'); document.close();"
        + " document.write('Z')</script>Y")
    #expect(runtime.errors.isEmpty)
    let body = try #require(runtime.document.body)
    #expect(body.childNodes.length == 3)
    #expect(body.firstChild?.textContent == "A")
    #expect(body.lastChild?.textContent == "XZY")
  }

  /// Writes nest 21 deep at most, as in WebKit: the outer script and 21 written ones run.
  @Test func writesNestTwentyOneDeep() throws {
    #expect(
      try Self.probe(
        "<body><script>var n = 0; function w() { n++; document.write('<script>w()<\\/script>'); }"
          + " w(); var probe = n;</script>") == "22")
  }

  /// A script `document.write` wrote starts at line 1, and the page's lines after the write
  /// are unchanged (WebKit: the written script throws on line 3 of its own text, the page's
  /// next script on line 5).
  @Test func writtenScriptsStartAtLineOne() throws {
    let runtime = Self.parse(
      "<script>var seen = [];</script>\nline2\n"
        + "<script>document.write('<script>\\n\\nthrow new Error(1)<\\/script>')</script>\nline4\n"
        + "<script>throw new Error(2)</script>")
    #expect(runtime.errors.map(\.line) == [3, 5])
    #expect(runtime.errors.map(\.message) == ["Error: 1", "Error: 2"])
    #expect(runtime.errors.map(\.sourceURL) == ["about:blank", "about:blank"])
  }

  /// The page's scripts ran as it was parsed: ``Runtime/runPageScripts()`` does nothing, and
  /// a parsed script moved later does not run again.
  @Test func scriptsRunOnce() throws {
    let runtime = Self.parse("<body><script>var count = (window.count || 0) + 1</script><div>")
    #expect(runtime.runPageScripts() == nil)
    try runtime.evaluate(
      "document.querySelector('div').append(document.querySelector('script'))",
      in: runtime.pageWorld)
    #expect(try RuntimeTestSupport.string(runtime, "count", in: runtime.pageWorld) == "1")
  }
}
