import ActionExtension
import Testing

/// Hostile scripts, issue 8: `completionFunction` called where it should not be — from
/// `finalize()`, from a timer after it, re-entrantly from inside the results' conversion.
/// The first call's results stand, and each later call is reported.
@Suite struct CompletionMisuseTests {
  static var finalizing: ReplyHandler { ReplyHandler(finalizeArgument: ["k": "v"]) }

  @Test func calledAgainFromFinalize() {
    let report = HostileRun.run(
      HostileRun.script(
        run: "window.saved = a.completionFunction; a.completionFunction({ n: 1 });",
        finalize: "saved({ n: 2 });"), handler: Self.finalizing)
    #expect(report.finalizeCalled)
    #expect(report.results?["n"]?.numberValue == 1)
    #expect(report.diagnostics(DiagnosticCode.completionCalledTwice).count == 1)
    #expect(report.diagnostics(DiagnosticCode.finalizeThrew).isEmpty)
  }

  @Test func calledFromATimerAfterFinalize() {
    let report = HostileRun.run(
      HostileRun.script(
        run: "window.saved = a.completionFunction; a.completionFunction({ n: 1 });",
        finalize: "setTimeout(function () { saved({ n: 3 }); saved({ n: 4 }); }, 50);"),
      handler: Self.finalizing)
    #expect(report.results?["n"]?.numberValue == 1)
    #expect(report.diagnostics(DiagnosticCode.completionCalledTwice).count == 2)
  }

  /// `run()` keeps the function and never calls it; `finalize()` (called with an empty
  /// argument) calls it once the handler has already had its answer: too late to count.
  @Test func firstCalledFromFinalize() {
    let report = HostileRun.run(
      HostileRun.script(
        run: "window.saved = a.completionFunction;", finalize: "saved({ late: 1 });")
    ) { $0.finalizeWhenEmpty = .callEmpty }
    #expect(report.diagnostics(DiagnosticCode.completionNotCalled).count == 1)
    #expect(report.finalizeCalled, "\(HostileRun.codes(report))")
    #expect(report.results == nil, "the handler never saw results: the report must not claim any")
    #expect(!report.diagnostics(DiagnosticCode.completionCalledLate).isEmpty)
  }

  /// A getter in the results that calls `completionFunction` again while they convert.
  @Test func calledReentrantlyFromTheConversion() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          var results = { first: 1,
            get again() { a.completionFunction({ second: 2 }); return 3; } };
          a.completionFunction(results);
          """))
    #expect(report.results?["first"]?.numberValue == 1)
    #expect(report.results?["again"]?.numberValue == 3)
    #expect(report.results?["second"] == nil)
    #expect(report.diagnostics(DiagnosticCode.completionCalledTwice).count == 1)
  }
}
