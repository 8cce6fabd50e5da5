import DOM
import HTMLParsing
import JSCore
import Testing

@testable import WebPlatform

/// The extension's isolated world and the page world: one DOM, separate globals and wrappers
/// (docs/safari-behavior.md §1.4); `<script>` elements the extension inserts run in the page
/// world.
@Suite struct IsolatedWorldTests {
  static let page = """
    <!DOCTYPE html><html><head><script id="parsed">window.parserRan = (window.parserRan || 0) + 1;</script></head>
    <body><div id="someId">Named</div><img name="logo"></body></html>
    """

  static func makeRuntime() -> Runtime {
    RuntimeHarness.runtime(
      page,
      resources: ["https://example.com/injected.js": "window.fromSrc = (window.fromSrc || 0) + 1;"])
  }

  @Test func pageGlobalsAreInvisibleToTheExtension() throws {
    let runtime = Self.makeRuntime()
    #expect(runtime.extensionWorld !== runtime.pageWorld)
    try runtime.evaluate("var secret = 1; window.shared = 2;", in: runtime.pageWorld)
    #expect(
      try RuntimeTestSupport.string(runtime, "typeof secret + ',' + typeof shared")
        == "undefined,undefined")
    try runtime.evaluate("var mine = 3;")
    #expect(
      try RuntimeTestSupport.string(runtime, "typeof mine", in: runtime.pageWorld) == "undefined")
    // In the page world option, both are one.
    let same = RuntimeHarness.runtime(Self.page) { $0.extensionWorld = .page }
    try same.evaluate("var secret = 1;", in: same.pageWorld)
    #expect(try RuntimeTestSupport.string(same, "typeof secret") == "number")
  }

  @Test func expandosArePerWorld() throws {
    let runtime = Self.makeRuntime()
    try runtime.evaluate("document.body.expando = 'page';", in: runtime.pageWorld)
    #expect(try RuntimeTestSupport.string(runtime, "typeof document.body.expando") == "undefined")
    try runtime.evaluate("document.body.expando = 'extension';")
    #expect(
      try RuntimeTestSupport.string(runtime, "document.body.expando", in: runtime.pageWorld)
        == "page")
    #expect(try RuntimeTestSupport.string(runtime, "document.body.expando") == "extension")
    // The DOM itself is shared.
    try runtime.evaluate("document.body.setAttribute('data-x', 'shared')", in: runtime.pageWorld)
    #expect(
      try RuntimeTestSupport.string(runtime, "document.body.getAttribute('data-x')") == "shared")
  }

  @Test func eventsCrossWorlds() throws {
    let runtime = Self.makeRuntime()
    try runtime.evaluate(
      """
      var heard = [];
      document.body.addEventListener('ping', (e) => heard.push('page:' + e.type + ':' + e.bubbles));
      document.addEventListener('pong', () => heard.push('page:pong'));
      """, in: runtime.pageWorld)
    try runtime.evaluate(
      """
      var heard = [];
      document.addEventListener('ping', () => heard.push('extension:ping'));
      document.body.dispatchEvent(new CustomEvent('ping', { bubbles: true }));
      """)
    try runtime.evaluate(
      "document.body.dispatchEvent(new Event('pong', { bubbles: true }))", in: runtime.pageWorld)
    #expect(
      try RuntimeTestSupport.string(runtime, "heard.join()", in: runtime.pageWorld)
        == "page:ping:true,page:pong")
    #expect(try RuntimeTestSupport.string(runtime, "heard.join()") == "extension:ping")
  }

  @Test func namedAccessInBothWorlds() throws {
    let runtime = Self.makeRuntime()
    let check =
      "window.someId === document.getElementById('someId') && someId.textContent === 'Named' && window.logo.tagName === 'IMG'"
    #expect(try RuntimeTestSupport.string(runtime, check) == "true")
    #expect(try RuntimeTestSupport.string(runtime, check, in: runtime.pageWorld) == "true")
  }

  @Test func insertedScriptsRunInThePageWorldOnce() throws {
    let runtime = Self.makeRuntime()
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      var extensionOnly = 1;
      const s = document.createElement('script');
      s.textContent = "window.injected = (window.injected || 0) + 1; document.body.setAttribute('data-seen', typeof extensionOnly);";
      document.body.appendChild(s);
      const synchronous = document.body.getAttribute('data-seen');
      document.head.appendChild(s);           // a move: no second run
      s.remove(); document.body.append(s);    // nor after removal and re-insertion
      const t = document.createElement('script');
      t.textContent = 'window.injected += 10;';
      document.body.insertBefore(t, document.body.firstChild);
      const u = document.createElement('script');
      u.appendChild(document.createTextNode('window.injected += 100;'));
      document.body.append(u);
      synchronous + ':' + typeof injected
      """)
    #expect(result == "undefined:undefined")
    #expect(try RuntimeTestSupport.string(runtime, "injected", in: runtime.pageWorld) == "111")
  }

  @Test func scriptsGettingTextLaterRun() throws {
    let runtime = Self.makeRuntime()
    try runtime.evaluate(
      """
      const s = document.createElement('script');
      document.body.appendChild(s);           // no source yet: not started
      s.textContent = 'window.late = 1;';
      """)
    #expect(
      try RuntimeTestSupport.string(runtime, "typeof late", in: runtime.pageWorld) == "number")
  }

  @Test func innerHTMLAndParserScriptsDoNotRun() throws {
    let runtime = Self.makeRuntime()
    try runtime.evaluate(
      """
      const div = document.createElement('div');
      div.innerHTML = '<script>window.viaInnerHTML = 1<\\/script>';
      document.body.appendChild(div);
      document.body.insertAdjacentHTML('beforeend', '<script>window.viaAdjacent = 1<\\/script>');
      document.body.appendChild(document.getElementById('parsed'));
      const clone = document.createElement('div');
      clone.innerHTML = '<script>window.viaMove = 1<\\/script>';
      document.body.append(...clone.childNodes);
      """)
    #expect(
      try RuntimeTestSupport.string(
        runtime,
        "[typeof viaInnerHTML, typeof viaAdjacent, typeof parserRan, typeof viaMove].join()",
        in: runtime.pageWorld) == "undefined,undefined,undefined,undefined")
  }

  @Test func nonScriptTypesAndModulesDoNotRun() throws {
    let runtime = Self.makeRuntime()
    try runtime.evaluate(
      """
      for (const type of ['text/plain', 'module', 'application/json']) {
        const s = document.createElement('script');
        s.setAttribute('type', type);
        s.textContent = 'window.ran = 1';
        document.body.appendChild(s);
      }
      """)
    #expect(
      try RuntimeTestSupport.string(runtime, "typeof ran", in: runtime.pageWorld) == "undefined")
    #expect(runtime.consoleMessages.contains { $0.level == .warn && $0.text.contains("Module") })
  }

  @Test func externalInsertedScriptsRunAsATask() throws {
    let runtime = Self.makeRuntime()
    try runtime.evaluate(
      """
      var events = [];
      const s = document.createElement('script');
      s.setAttribute('src', 'injected.js');
      s.addEventListener('load', () => events.push('load'));
      document.body.appendChild(s);
      const missing = document.createElement('script');
      missing.setAttribute('src', 'missing.js');
      missing.addEventListener('error', () => events.push('error'));
      document.body.appendChild(missing);
      """)
    #expect(
      try RuntimeTestSupport.string(runtime, "typeof fromSrc", in: runtime.pageWorld) == "undefined"
    )
    runtime.runEventLoop()
    #expect(try RuntimeTestSupport.string(runtime, "fromSrc", in: runtime.pageWorld) == "1")
    #expect(try RuntimeTestSupport.string(runtime, "events.join()") == "load,error")
  }

  @Test func errorsInInsertedScriptsAreReported() throws {
    let runtime = Self.makeRuntime()
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      const s = document.createElement('script');
      s.textContent = 'throw new TypeError("from the page")';
      document.body.appendChild(s);
      'continued'
      """)
    #expect(result == "continued")
    #expect(runtime.errors.count == 1)
    #expect(runtime.errors.first?.message == "TypeError: from the page")
  }
}
