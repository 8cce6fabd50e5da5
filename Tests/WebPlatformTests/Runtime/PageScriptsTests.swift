import DOM
import HTMLParsing
import JSCore
import Testing

@testable import WebPlatform

/// The page's own `<script>`s: not run by default; run in the page world, in order, on request;
/// the end of the load (readiness, DOMContentLoaded, load).
@Suite struct PageScriptsTests {
  static let page = """
    <!DOCTYPE html><html><head>
    <script id="a">var log = ['a:' + __current() + ':' + __state()];</script>
    <script id="b" type="text/plain">log.push('data block');</script>
    <script id="c" type="module">log.push('module');</script>
    <script id="d" nomodule>log.push('nomodule');</script>
    <script id="e" src="lib.js"></script>
    <script id="f" src="missing.js"></script>
    <script id="g">log.push('g'); throw new Error('boom');</script>
    <script id="h" defer src="deferred.js"></script>
    <script id="i" language="javascript">
      log.push('i:' + __current());
      document.addEventListener('readystatechange', () => log.push('rsc:' + __state()));
      document.addEventListener('DOMContentLoaded', (e) => log.push('dcl:' + __state() + ':' + e.bubbles));
      window.addEventListener('load', () => log.push('load:' + __state()));
    </script>
    <script id="j" type="application/ld+json">{"a": 1}</script>
    <script id="k" type="text/javascript; charset=utf-8">log.push('k');</script>
    </head><body><p id="p">Text</p></body></html>
    """

  static func makeRuntime(_ configure: (inout Runtime.Options) -> Void = { _ in }) -> Runtime {
    let runtime = RuntimeHarness.runtime(
      page,
      resources: [
        "https://example.com/lib.js": "log.push('e:' + __current());",
        "https://example.com/deferred.js": "log.push('h:' + __current());",
      ], configure: configure)
    let page = runtime.pageWorld
    RuntimeTestSupport.define("__current", in: page) { [unowned runtime] in
      runtime.document.currentScript?.attributeValue(localName: "id") ?? "none"
    }
    RuntimeTestSupport.define("__state", in: page) { [unowned runtime] in
      runtime.document.readyState.rawValue
    }
    return runtime
  }

  @Test func pageScriptsDoNotRunByDefault() throws {
    let runtime = Self.makeRuntime()
    #expect(runtime.options.runPageScripts == false)
    #expect(
      try RuntimeTestSupport.string(runtime, "typeof log", in: runtime.pageWorld) == "undefined")
    #expect(try RuntimeTestSupport.string(runtime, "typeof log") == "undefined")
    #expect(runtime.document.readyState == .complete)
    #expect(runtime.errors.isEmpty)
  }

  @Test func runsInOrderInThePageWorldThenEndsTheLoad() throws {
    let runtime = Self.makeRuntime { $0.runPageScripts = true }
    #expect(runtime.options.runPageScripts)
    let reason = runtime.runPageScripts()
    #expect(reason == .conditionMet)
    let log = try RuntimeTestSupport.string(runtime, "log.join(',')", in: runtime.pageWorld)
    #expect(
      log
        == "a:a:loading,e:e,g,i:i,k,h:h,rsc:interactive,dcl:interactive:true,rsc:complete,"
        + "load:complete")
    // The page's globals stay in the page world.
    #expect(try RuntimeTestSupport.string(runtime, "typeof log") == "undefined")
    #expect(runtime.document.readyState == .complete)
    #expect(runtime.document.currentScript == nil)
    // The exception was reported as uncaught, and the next scripts still ran.
    #expect(runtime.errors.count == 1)
    #expect(runtime.errors.first?.message.contains("boom") == true)
    #expect(runtime.consoleMessages.contains { $0.text.hasPrefix("Uncaught Error: boom") })
    #expect(
      runtime.consoleMessages.contains {
        $0.level == .warn && $0.text.contains("https://example.com/missing.js")
      })
    #expect(
      runtime.consoleMessages.contains { $0.level == .warn && $0.text.contains("Module script") })
    // Once only.
    #expect(runtime.runPageScripts() == nil)
    #expect(
      try RuntimeTestSupport.string(runtime, "log.length", in: runtime.pageWorld) == "10")
  }

  @Test func externalScriptsGetLoadAndErrorEvents() throws {
    let runtime = Self.makeRuntime()
    try runtime.evaluate(
      """
      var events = [];
      for (const id of ['e', 'f']) {
        const script = document.getElementById(id);
        script.addEventListener('load', () => events.push(id + ':load'));
        script.addEventListener('error', () => events.push(id + ':error'));
      }
      """, in: runtime.pageWorld)
    runtime.runPageScripts()
    runtime.runEventLoop()
    #expect(
      try RuntimeTestSupport.string(runtime, "events.join(',')", in: runtime.pageWorld)
        == "e:load,f:error")
  }

  @Test func scriptTypes() {
    func kind(_ attributes: String) -> ScriptElementRunner.ScriptKind {
      let document = HTMLParser.parseDocument("<script \(attributes)></script>")
      return ScriptElementRunner.kind(
        of: document.descendantElements.first { $0.isHTML("script") }!)
    }
    #expect(kind("") == .classic)
    #expect(kind("type=''") == .classic)
    #expect(kind("type=' TEXT/JavaScript '") == .classic)
    #expect(kind("type='application/x-javascript'") == .classic)
    #expect(kind("language='JavaScript1.5'") == .classic)
    #expect(kind("type='' language='vbscript'") == .classic)
    #expect(kind("language='vbscript'") == .dataBlock)
    #expect(kind("type='Module'") == .module)
    #expect(kind("type='text/template'") == .dataBlock)
    #expect(kind("type='importmap'") == .dataBlock)
  }
}
