import ActionExtension
import Testing

/// Hostile scripts, issue 8: a file that redefines the built-ins the runtime could rely on.
/// The runtime's own work (the `run()` argument, the results' conversion, the event loop,
/// the finalize argument) must not go through page-modifiable JavaScript, so the results
/// and diagnostics are the same as for a well-behaved file.
@Suite struct GlobalTamperingTests {
  /// Calls `completionFunction` with the extension name, then `finalize()` echoes the
  /// results back: the whole flow runs after `tampering`.
  static func flow(after tampering: String) -> RunReport {
    HostileRun.run(
      tampering + "\n"
        + HostileRun.script(
          run: """
            setTimeout(function () {
              a.completionFunction({ name: a.extensionName, list: [1, { x: "y" }], n: 7 });
            }, 10);
            """,
          finalize: "document.title = 'finalized ' + arg.n;"),
      handler: EchoHandler()
    ) { $0.includeFinalHTML = true }
  }

  static func expectCleanFlow(
    _ report: RunReport, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(!report.hasErrors, "\(HostileRun.codes(report))", sourceLocation: sourceLocation)
    #expect(
      report.results?["name"]?.stringValue == "com.example.actionjs.action",
      "\(String(describing: report.results))", sourceLocation: sourceLocation)
    #expect(report.results?["n"]?.numberValue == 7, sourceLocation: sourceLocation)
    #expect(
      report.results?["list"]?.arrayValue?.count == 2, sourceLocation: sourceLocation)
    #expect(report.finalizeCalled, sourceLocation: sourceLocation)
    #expect(
      report.finalHTML?.contains("finalized 7") == true, sourceLocation: sourceLocation)
  }

  @Test func untamperedBaseline() {
    Self.expectCleanFlow(Self.flow(after: ""))
  }

  /// Setters (and throwing getters) on `Object.prototype` for the keys the runtime writes.
  @Test
  func objectPrototypePollution() {
    Self.expectCleanFlow(
      Self.flow(
        after: """
          ["then", "length", "completionFunction", "extensionName", "n", "list", "name", "x",
           "0", "1"].forEach(function (key) {
            Object.defineProperty(Object.prototype, key, {
              set: function () { throw new Error("set " + key); },
              get: undefined, configurable: true });
          });
          """))
  }

  /// Descriptor fields and indices on `Object.prototype` before the runtime makes its
  /// prototypes (on first use): its `defineProperty` calls and arrays must not see them.
  @Test func descriptorFieldsAndIndicesOnObjectPrototype() {
    let report = HostileRun.run(
      """
      ["value", "writable", "get", "set", "enumerable", "configurable", "0", "1", "2"]
        .forEach(function (key) {
          Object.defineProperty(Object.prototype, key, {
            __proto__: null, set: function () { throw new Error("set " + key); },
            get: function () { return key === "get" || key === "set" ? 42 : true; },
            configurable: true });
        });
      """
        + HostileRun.script(
          run: """
            // (The script's own index stores would meet the setters, as in any browser.)
            var params = new URLSearchParams("a=1&b=2"), keys = "";
            for (var k of params.keys()) keys += k + ",";
            a.completionFunction({ title: document.title, p: document.querySelectorAll("p").length,
                                   keys: keys, entries: String(params) });
            """))
    #expect(!report.hasErrors, "\(HostileRun.codes(report))")
    #expect(report.results?["title"] == .string("Hostile"))
    #expect(report.results?["p"] == .real(2))
    #expect(report.results?["keys"] == .string("a,b,"))
    #expect(report.results?["entries"] == .string("a=1&b=2"))
  }

  @Test func throwingExtensionNameGetter() {
    Self.expectCleanFlow(
      Self.flow(
        after:
          "Object.defineProperty(Object.prototype, 'extensionName', { get: function () { throw 1; } });"
      ))
  }

  @Test func arrayPrototypeAndBuiltinsReplaced() {
    Self.expectCleanFlow(
      Self.flow(
        after: """
          Array.prototype.push = null; Array.prototype[Symbol.iterator] = null;
          Array.isArray = null; Function.prototype.call = null; Function.prototype.apply = null;
          Object.keys = null; Object.defineProperty = null; Object.getPrototypeOf = null;
          String.prototype.toString = null;
          JSON = undefined; Promise = undefined; Error = undefined;
          """))
  }

  /// `run()` freezes its argument and replaces its properties after keeping the function.
  @Test func poisonedArgumentObject() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          var complete = a.completionFunction, name = a.extensionName;
          Object.defineProperty(a, "completionFunction", { get: function () { throw 1; } });
          Object.setPrototypeOf(a, new Proxy({}, { get: function () { throw 2; } }));
          Object.freeze(a);
          complete({ name: name });
          """))
    #expect(!report.hasErrors, "\(HostileRun.codes(report))")
    #expect(report.results?["name"]?.stringValue == "com.example.actionjs.action")
  }
}
