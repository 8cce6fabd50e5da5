import ActionExtension
import JSCore
import Testing

/// Hostile scripts, issue 8: results that are not property lists — cycles, throwing getters,
/// proxies, symbols, BigInts, a 100 MB typed array, DOM nodes, `window` — convert with
/// `results-not-property-list` diagnostics and the run completes.
@Suite struct HostileResultsTests {
  static func conversion(_ report: RunReport) -> [String] {
    report.diagnostics(DiagnosticCode.resultsNotPropertyList).map(\.message)
  }

  @Test func cyclic() {
    let report = HostileRun.run(
      HostileRun.script(
        run:
          "var r = { name: 'r' }; r.self = r; r.list = [r, { back: r }];\na.completionFunction(r);")
    )
    #expect(report.results?["name"]?.stringValue == "r")
    #expect(
      Self.conversion(report).contains { $0.hasPrefix("results.self:") },
      "\(Self.conversion(report))")
  }

  @Test func throwingGetters() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          a.completionFunction({ ok: 1, get bad() { throw new Error("no reading"); },
            get worse() { throw { toString: function () { throw 2; } }; } });
          """))
    #expect(report.results?["ok"] != nil)
    let messages = Self.conversion(report)
    #expect(messages.contains { $0.hasPrefix("results.bad:") && $0.contains("no reading") })
    #expect(messages.contains { $0.hasPrefix("results.worse:") }, "\(messages)")
  }

  /// Proxies whose traps throw: `ownKeys` (the key listing), `get`, `getPrototypeOf`.
  @Test func proxiesWithThrowingTraps() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          var keys = new Proxy({ a: 1 }, { ownKeys: function () { throw new Error("keys"); } });
          var get = new Proxy({ a: 1 }, { get: function () { throw new Error("get"); } });
          var proto = new Proxy({ a: 1 }, {
            getPrototypeOf: function () { throw new Error("proto"); } });
          var array = new Proxy([1, 2], { get: function () { throw new Error("array"); } });
          a.completionFunction({ ok: 1, keys: keys, get: get, proto: proto, array: array });
          """))
    #expect(report.completionCalled, "\(HostileRun.codes(report))")
    #expect(report.results?["ok"] != nil)
    #expect(!Self.conversion(report).isEmpty)
  }

  @Test func symbolsAndBigInts() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          var r = { ok: 1, s: Symbol("s"), b: 10n ** 30n, list: [Symbol.iterator, 1n] };
          r[Symbol("hidden")] = 1;
          a.completionFunction(r);
          """))
    #expect(report.results?["ok"] != nil)
    #expect(report.results?["s"] == nil)
    #expect(report.results?["b"] == nil)
    let messages = Self.conversion(report)
    #expect(messages.contains { $0.hasPrefix("results.s:") && $0.contains("Symbol") })
    #expect(messages.contains { $0.hasPrefix("results.b:") && $0.contains("BigInt") })
  }

  /// A 100 MB typed array stops at the array-length limit, quickly.
  @Test
  func aHundredMegabyteTypedArray() {
    let report = HostileRun.run(
      HostileRun.script(run: "a.completionFunction({ bytes: new Uint8Array(100 * 1024 * 1024) });"))
    #expect(report.completionCalled, "\(HostileRun.codes(report))")
    #expect(
      Self.conversion(report).contains {
        $0.hasPrefix("results.bytes:") && $0.contains("104857600 elements is over the limit")
      }, "\(Self.conversion(report).prefix(3))")
    #expect(report.results == .dictionary([:]))
    #expect(report.timings.wall.total < 5_000)
  }

  /// DOM nodes and `window` itself: the page behind them converts until a limit; the
  /// report stays bounded.
  @Test func domNodesAndWindow() {
    let report = HostileRun.run(
      HostileRun.script(
        run: "a.completionFunction({ ok: 1, body: document.body, doc: document, win: window });"
      ))
    #expect(report.completionCalled, "\(HostileRun.codes(report))")
    #expect(report.results?["ok"] != nil)
    #expect(Self.conversion(report).count <= 51)
    let windowOnly = HostileRun.run(HostileRun.script(run: "a.completionFunction(window);"))
    #expect(windowOnly.completionCalled, "\(HostileRun.codes(windowOnly))")
  }
}
