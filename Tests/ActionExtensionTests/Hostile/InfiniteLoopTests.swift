import ActionExtension
import Testing

/// Hostile scripts, issue 8: an infinite loop anywhere the runtime runs script code ends with
/// `time-limit` (one second of CPU time here), and the run goes on to its end.
@Suite struct InfiniteLoopTests {
  @Test func atTopLevel() {
    let report = HostileRun.run("for (;;) {}\nvar ExtensionPreprocessingJS = {};")
    #expect(report.diagnostics(DiagnosticCode.timeLimit).count == 1, "\(HostileRun.codes(report))")
    #expect(report.diagnostics(DiagnosticCode.noPreprocessingObject).count == 1)
    #expect(!report.completionCalled)
  }

  @Test func inRun() {
    let report = HostileRun.run(HostileRun.script(run: "for (;;) {}"))
    #expect(report.diagnostics(DiagnosticCode.timeLimit).count == 1, "\(HostileRun.codes(report))")
    #expect(report.diagnostics(DiagnosticCode.completionNotCalled).count == 1)
  }

  @Test func inFinalize() {
    let report = HostileRun.run(
      HostileRun.script(run: "a.completionFunction({ ok: 1 });", finalize: "for (;;) {}"),
      handler: ReplyHandler(finalizeArgument: ["k": "v"]))
    #expect(report.finalizeCalled)
    #expect(report.results?["ok"] != nil)
    #expect(report.diagnostics(DiagnosticCode.timeLimit).count == 1, "\(HostileRun.codes(report))")
  }

  /// The loop stops the timer's callback, not the run: a later timer still completes.
  @Test func inATimerCallback() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          setTimeout(function () { for (;;) {} }, 0);
          setTimeout(function () { a.completionFunction({ ok: 1 }); }, 100);
          """))
    #expect(report.diagnostics(DiagnosticCode.timeLimit).count == 1, "\(HostileRun.codes(report))")
    #expect(report.completionCalled)
    #expect(report.results?["ok"] != nil)
  }

  // A promise chain that queues itself forever cannot be stopped in this process:
  // JavaScriptCore's time limit counts each entry into the engine on its own, and the microtask
  // checkpoint runs every job as an entry of its own, so the limit is never reached (and the C
  // API has no call that stops the checkpoint). `actionjs run` stops it from its supervising
  // process (`--run-timeout`, `time-limit`): EndToEndTests/RunSupervisorTests; `validate`'s
  // workers by their case time limit.

  /// The results' conversion calls a getter that never returns.
  @Test func inAGetterDuringResultConversion() {
    let report = HostileRun.run(
      HostileRun.script(
        run: "a.completionFunction({ before: 1, get x() { for (;;) {} }, after: 2 });"))
    #expect(report.diagnostics(DiagnosticCode.timeLimit).count == 1, "\(HostileRun.codes(report))")
    #expect(report.completionCalled)
    #expect(report.results?["before"] != nil)
  }

  /// Many looping getters (and prototypes whose `constructor` loops) cost one time limit in
  /// all, not one each: the conversion stops at the first.
  @Test func manyLoopingGettersStopTheConversionOnce() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          var loop = { get constructor() { for (;;) {} } };
          var results = {};
          for (var i = 0; i < 50; i++) {
            Object.defineProperty(results, "k" + i, {
              enumerable: true, get: function () { for (;;) {} } });
            results["o" + i] = Object.create(loop);
          }
          a.completionFunction(results);
          """))
    #expect(report.diagnostics(DiagnosticCode.timeLimit).count == 1, "\(HostileRun.codes(report))")
    #expect(report.timings.wall.total < 20_000)
  }
}
