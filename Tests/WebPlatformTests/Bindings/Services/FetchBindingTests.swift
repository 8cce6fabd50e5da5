import DOM
import HTMLParsing
import JSCore
import Testing

@testable import WebPlatform

/// `fetch()` over resources supplied through `Runtime.Options`, the fetch log, and the seeded
/// services (two runs give the same values).
@Suite struct FetchBindingTests {
  static func options() throws -> Runtime.Options {
    var options = Runtime.Options()
    options.services.resources = [
      StoredResource(
        url: try #require(WebURL("https://example.com/data.json")), mimeType: "application/json",
        bytes: Array(#"{"items":[1,2]}"#.utf8)),
      StoredResource(
        url: try #require(WebURL("https://cdn.example.net/style.css")), mimeType: "text/css",
        bytes: Array("body{}".utf8)),
    ]
    return options
  }

  @Test func fetchServesSuppliedResourcesAndLogsEveryRequest() throws {
    let script = """
      asyncTest("stored resources", async () => {
        const response = await fetch("data.json");
        assert.equal(response.status, 200);
        assert.equal(response.url, "https://example.com/data.json");
        assert.equal(response.headers.get("content-type"), "application/json");
        assert.deepEqual(await response.json(), { items: [1, 2] });
        const css = await fetch(new Request("https://cdn.example.net/style.css"));
        assert.equal(css.type, "cors");
        assert.equal(await css.text(), "body{}");
        let failure = null;
        try { await fetch("/nothing"); } catch (error) { failure = error; }
        assert.equal(String(failure), "TypeError: Load failed");
      });
      """
    let document = try RuntimeHarness.document()
    let runtime = Runtime(document: document, options: try Self.options())
    try runtime.evaluate(RuntimeHarness.prelude)
    try runtime.evaluate(script)
    runtime.runEventLoop()
    let results = try runtime.extensionWorld.global.get("__testResults")
    let error = try results.get(at: 0).get("error")
    #expect(error.isNull, "\(error.toString())")
    #expect(
      runtime.fetchLog.map(\.url) == [
        "https://example.com/data.json", "https://cdn.example.net/style.css",
        "https://example.com/nothing",
      ])
    #expect(runtime.fetchLog.last?.outcome == .notFound)
  }

  @Test func cryptoAndBlobURLsRepeatAcrossRuns() throws {
    func values() throws -> String {
      let runtime = Runtime(document: try RuntimeHarness.document())
      return try runtime.evaluate(
        """
        [crypto.randomUUID(), Array.from(crypto.getRandomValues(new Uint8Array(4))).join(),
         URL.createObjectURL(new Blob([]))].join(" ")
        """
      ).toString()
    }
    let first = try values()
    #expect(first == (try values()))
    var options = Runtime.Options()
    options.randomSeed = 7
    let other = try Runtime(document: try RuntimeHarness.document(), options: options)
      .evaluate("crypto.randomUUID()").toString()
    #expect(!first.hasPrefix(other))
  }

  @Test func servicesLeaveNothingProtectedAfterTeardown() throws {
    let machine = VirtualMachine()
    do {
      let runtime = Runtime(
        document: try RuntimeHarness.document(), options: try Self.options(),
        virtualMachine: machine)
      try runtime.evaluate(
        """
        const url = new URL("https://a.test/?q=1"); url.searchParams.append("x", "y");
        fetch("data.json").then((r) => r.json()).then((v) => { globalThis.v = v; });
        fetch("missing").catch(() => {});
        const xhr = new XMLHttpRequest(); xhr.open("GET", "data.json");
        xhr.onload = () => { globalThis.x = xhr.responseText; }; xhr.send();
        const reader = new FileReader(); reader.onload = () => {};
        reader.readAsArrayBuffer(new Blob(["abc"]));
        URL.createObjectURL(new File(["f"], "f.txt"));
        structuredClone({ m: new Map([[1, 2]]) }); crypto.getRandomValues(new Uint8Array(4));
        new TextDecoder().decode(new TextEncoder().encode("é"));
        """)
      runtime.runEventLoop()
      #expect(
        try runtime.evaluate("x + JSON.stringify(v)").toString()
          == #"{"items":[1,2]}{"items":[1,2]}"#)
    }
    for _ in 0..<3 {
      let other = JSContext(virtualMachine: machine)
      other.collectGarbageSynchronously()
    }
    machine.releaseFinalizedObjects()
    #expect(machine.liveProtectedValueCount == 0)
  }
}
