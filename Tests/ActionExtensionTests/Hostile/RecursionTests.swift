import ActionExtension
import Testing

/// Hostile scripts, issue 8: unbounded recursion, in JavaScript and through the native DOM
/// bindings, ends with JavaScriptCore's `RangeError` reported as `run-threw`; the native
/// frames between the JavaScript ones must not overflow the thread's stack first.
@Suite struct RecursionTests {
  static func expectStackOverflow(
    _ report: RunReport, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let threw = report.diagnostics(DiagnosticCode.runThrew)
    #expect(threw.count == 1, "\(HostileRun.codes(report))", sourceLocation: sourceLocation)
    // Under a sanitizer a Swift frame takes far more stack and time, and a recursion through
    // native setters can reach the script time limit before the stack limit: the run still
    // ends with run-threw, terminated instead of a RangeError.
    let message = threw.first?.message ?? ""
    #expect(
      message.contains("RangeError")
        || (HostileRun.isSanitized && message.contains("execution terminated")),
      "\(threw)", sourceLocation: sourceLocation)
    #expect(report.diagnostics(DiagnosticCode.completionNotCalled).count == 1)
  }

  @Test func plainRecursion() {
    Self.expectStackOverflow(
      HostileRun.run(HostileRun.script(run: "function r(n) { return r(n + 1) + 1; }\nr(0);")))
  }

  /// A getter on every element that queries the document and reads itself again. (Under a
  /// sanitizer each level takes long enough that the 1 s script time limit came first once a
  /// list's item crossed in one call instead of two: more levels fit in the stack. The time
  /// limit is raised there so the stack's end is what stops it, as without one.)
  @Test func aGetterThatRecursesThroughQuerySelectorAll() {
    Self.expectStackOverflow(
      HostileRun.run(
        HostileRun.script(
          run: """
            Object.defineProperty(Element.prototype, "deep", { get: function () {
              return document.querySelectorAll("p")[0].deep; } });
            document.body.deep;
            """),
        configure: { if HostileRun.isSanitized { $0.scriptTimeLimit = 60 } }))
  }

  /// `toString` that converts itself: through `String()`, and through a native setter that
  /// converts its argument to a string (`document.title = o`). (Under ThreadSanitizer the
  /// recursion through the setter reached the 1 s time limit before the stack's end: the limit
  /// is raised there, as for the getter above, so the stack's end is what stops it.)
  @Test func toStringLoops() {
    Self.expectStackOverflow(
      HostileRun.run(
        HostileRun.script(
          run: "var o = {}; o.toString = function () { return String(o); };\nString(o);"),
        configure: { if HostileRun.isSanitized { $0.scriptTimeLimit = 60 } }))
    Self.expectStackOverflow(
      HostileRun.run(
        HostileRun.script(
          run: """
            var o = {}; o.toString = function () { document.title = o; return "t"; };
            document.title = o;
            """),
        configure: { if HostileRun.isSanitized { $0.scriptTimeLimit = 60 } }))
  }

  /// An event listener that dispatches the event it handles again: each level goes through
  /// the Swift dispatch code. A listener's exception is reported, not thrown (DOM §2.10
  /// "inner invoke"), so the `RangeError` is an `uncaught-exception` and `run()` returns.
  @Test func dispatchEventFromItsOwnListener() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          var p = document.getElementById("a");
          p.addEventListener("boom", function () { p.dispatchEvent(new Event("boom")); });
          p.dispatchEvent(new Event("boom"));
          a.completionFunction({ survived: true });
          """))
    let uncaught = report.diagnostics(DiagnosticCode.uncaughtException)
    #expect(uncaught.contains { $0.message.contains("RangeError") }, "\(HostileRun.codes(report))")
    #expect(report.results?["survived"] == .boolean(true))
  }
}
