import DOM
import HTMLParsing
import JSCore
import Testing

@testable import WebPlatform

/// Child frames: same-origin documents and windows for `srcdoc`, `about:blank` and supplied
/// `src` content; cross-origin windows that throw Safari's `SecurityError`.
@Suite struct FramesTests {
  static let page = """
    <!DOCTYPE html><html><head><title>Top</title></head><body>
    <iframe id="sd" name="sdName" srcdoc="<p id=inner>Hello</p>"></iframe>
    <iframe id="blank"></iframe>
    <iframe id="same" src="frame.html"></iframe>
    <iframe id="cross" src="https://other.example/x.html"></iframe>
    <iframe id="sand" sandbox srcdoc="<p>x</p>"></iframe>
    <iframe id="unsupplied" src="/not-saved.html"></iframe>
    </body></html>
    """

  static func makeRuntime() -> Runtime {
    let runtime = RuntimeHarness.runtime(
      page,
      resources: [
        "https://example.com/frame.html": "<title>Framed</title><p>In frame</p>",
        "https://other.example/x.html": "<title>Other</title>",
      ])
    RuntimeTestSupport.installFrameMembers(in: runtime.extensionWorld)
    RuntimeTestSupport.installFrameMembers(in: runtime.pageWorld)
    return runtime
  }

  @Test func framesAreMadeLazily() throws {
    let runtime = Self.makeRuntime()
    #expect(try RuntimeTestSupport.string(runtime, "window.length") == "6")
    #expect(runtime.frames.madeFrameCount == 0)
    #expect(try RuntimeTestSupport.string(runtime, "typeof sd.contentDocument") == "object")
    #expect(runtime.frames.madeFrameCount == 1)
  }

  @Test func srcdocFrame() throws {
    let runtime = Self.makeRuntime()
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      const f = document.getElementById('sd');
      const d = f.contentDocument, w = f.contentWindow;
      [
        d.getElementById('inner').textContent, d.URL, d === f.contentDocument,
        w === f.contentWindow, w.document === d, w.location.href, w.parent === window,
        w.top === window, w.window === w, w.self === w, w.frames === w, w.length,
        w.frameElement === f, w.name, w.origin, w.closed,
        Object.prototype.toString.call(w), Object.prototype.toString.call(w.location),
        d !== document, d.defaultView === undefined || d.defaultView === null || true,
      ].join()
      """)
    #expect(
      result
        == "Hello,about:srcdoc,true,true,true,about:srcdoc,true,true,true,true,true,0,true,"
        + "sdName,https://example.com,false,[object Window],[object Location],true,true")
  }

  @Test func blankAndSuppliedFrames() throws {
    let runtime = Self.makeRuntime()
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      const blank = document.getElementById('blank').contentDocument;
      const same = document.getElementById('same');
      [
        blank.URL, blank.body.childNodes.length, blank.documentElement.outerHTML,
        same.contentDocument.title, same.contentWindow.location.href,
        same.contentWindow.location.pathname, same.contentWindow.origin,
      ].join('|')
      """)
    #expect(
      result
        == "about:blank|0|<html><head></head><body></body></html>|Framed|"
        + "https://example.com/frame.html|/frame.html|https://example.com")
  }

  @Test func frameIndexing() throws {
    let runtime = Self.makeRuntime()
    let check = """
      [
        window.frames[0] === document.getElementById('sd').contentWindow,
        window[1] === document.getElementById('blank').contentWindow,
        frames[0].document.getElementById('inner').textContent, window[6] === undefined,
        frames.length,
      ].join()
      """
    #expect(try RuntimeTestSupport.string(runtime, check) == "true,true,Hello,true,6")
    // The page world sees the same frame documents through its own wrappers.
    #expect(
      try RuntimeTestSupport.string(runtime, check, in: runtime.pageWorld)
        == "true,true,Hello,true,6")
    try runtime.evaluate("frames[0].document.body.expando = 1")
    #expect(
      try RuntimeTestSupport.string(
        runtime, "typeof frames[0].document.body.expando", in: runtime.pageWorld) == "undefined")
  }

  @Test func crossOriginFrames() throws {
    let runtime = Self.makeRuntime()
    let message =
      "Blocked a frame with origin \"https://example.com\" from accessing a cross-origin frame. "
      + "Protocols, domains, and ports must match."
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      const f = document.getElementById('cross');
      const w = f.contentWindow;
      function attempt(body) {
        try { body(); return 'allowed'; } catch (e) {
          return e.name + (e instanceof DOMException ? '' : '(not a DOMException)') + ':' + e.message;
        }
      }
      [
        String(f.contentDocument), w === f.contentWindow, attempt(() => w.document),
        attempt(() => w.location.href), attempt(() => { w.foo = 1; }),
        attempt(() => w.localStorage),
        w.parent === window, w.top === window, w.window === w, w.self === w, w.frames === w,
        w.closed, w.length, typeof w.postMessage, attempt(() => w.postMessage('hi', '*')),
        attempt(() => { w.location = 'https://other.example/y'; }),
        attempt(() => w.location.replace('https://other.example/z')), w.then,
        String(document.getElementById('sand').contentDocument),
        String(document.getElementById('unsupplied').contentDocument),
      ].join('|')
      """)
    let parts = result.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
    #expect(parts.count == 20)
    #expect(parts[0] == "null")
    #expect(parts[1] == "true")
    #expect(parts[2] == "SecurityError:" + message)
    #expect(parts[3] == "SecurityError:" + message)
    #expect(parts[4] == "SecurityError:" + message)
    #expect(parts[5] == "SecurityError:" + message)
    #expect(
      Array(parts[6...16]) == [
        "true", "true", "true", "true", "true", "false", "0", "function", "allowed", "allowed",
        "allowed",
      ])
    #expect(parts[17] == "")
    #expect(parts[18] == "null")
    #expect(parts[19] == "null")
    #expect(
      runtime.navigations.map(\.url).suffix(2) == [
        "https://other.example/y", "https://other.example/z",
      ])
  }

  @Test func postMessageToAFrame() throws {
    let runtime = Self.makeRuntime()
    try runtime.evaluate(
      """
      var got = [];
      const w = document.getElementById('sd').contentWindow;
      w.addEventListener('message', (e) => got.push(e.data.x + ':' + e.origin + ':' + (e.source === window)));
      w.postMessage({ x: 1 }, '*');
      w.postMessage({ x: 2 }, 'https://other.example');  // not the frame's origin: dropped
      w.postMessage({ x: 3 }, '/');
      """)
    runtime.runEventLoop()
    #expect(
      try RuntimeTestSupport.string(runtime, "got.join()")
        == "1:https://example.com:true,3:https://example.com:true")
  }

  @Test func removedAndChangedFrames() throws {
    let runtime = Self.makeRuntime()
    let result = try RuntimeTestSupport.string(
      runtime,
      """
      const f = document.getElementById('blank');
      const w = f.contentWindow;
      const before = w.closed;
      f.remove();
      const s = document.getElementById('sd');
      const old = s.contentDocument;
      s.setAttribute('srcdoc', '<p id=inner>Changed</p>');
      [before, w.closed, f.contentWindow, f.contentDocument, window.length,
       s.contentDocument !== old, s.contentDocument.getElementById('inner').textContent].join()
      """)
    #expect(result == "false,true,,,5,true,Changed")
  }
}
