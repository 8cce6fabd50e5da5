import ActionExtension
import JSCore
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

  // Jobs that queue jobs forever, issue 20: each microtask checkpoint is one entry into the
  // engine (`VirtualMachine.boundsMicrotaskCheckpoints`), so the time limit stops it as a whole
  // and the run goes on, with one `time-limit` diagnostic naming the phase.

  /// The wall-clock bound of a case: twice the one-second limit, plus start-up (slower under a
  /// sanitizer).
  static var bound: Double { HostileRun.isSanitized ? 15_000 : 5_000 }

  /// Checks what every stopped microtask loop must give: one `time-limit` diagnostic saying
  /// `phase`, the results handed on, and the bound kept.
  static func expectStopped(_ report: RunReport, phase: String, microtasks: Bool = true) {
    let stops = report.diagnostics(DiagnosticCode.timeLimit)
    #expect(stops.count == 1, "\(HostileRun.codes(report))")
    #expect(stops.first?.message.contains(phase) == true, "\(HostileRun.codes(report))")
    if microtasks {
      #expect(stops.first?.message.contains("Microtasks") == true, "\(HostileRun.codes(report))")
    }
    #expect(report.timings.wall.total < bound, "\(report.timings.wall.total) ms")
  }

  @Test func aPromiseChainThatQueuesItself() throws {
    #expect(VirtualMachine().boundsMicrotaskCheckpoints)
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          a.completionFunction({ ok: 1 });
          (function spin() { Promise.resolve().then(spin); })();
          """))
    Self.expectStopped(report, phase: "run()")
    #expect(report.results?["ok"] != nil)
  }

  @Test func anAsyncFunctionThatAwaitsForever() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          a.completionFunction({ ok: 1 });
          (async function () { for (;;) await null; })();
          """))
    Self.expectStopped(report, phase: "run()")
  }

  @Test func aChainThatRequeuesThroughQueueMicrotask() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          a.completionFunction({ ok: 1 });
          (function spin() { queueMicrotask(spin); })();
          """))
    Self.expectStopped(report, phase: "run()")
  }

  @Test func aMutationObserverThatMutatesWhatItObserves() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          var n = 0, target = document.getElementById("a");
          new MutationObserver(function () { target.setAttribute("data-n", String(++n)); })
            .observe(target, { attributes: true });
          target.setAttribute("data-n", "0");
          a.completionFunction({ ok: 1 });
          """))
    let stops = report.diagnostics(DiagnosticCode.timeLimit)
    #expect(stops.count == 1, "\(HostileRun.codes(report))")
    #expect(stops.first?.message.contains("run()") == true, "\(HostileRun.codes(report))")
    #expect(report.timings.wall.total < Self.bound, "\(report.timings.wall.total) ms")
    #expect(report.results?["ok"] != nil)
  }

  /// A loop that calls a native function whose listener loops: the listener is stopped, and
  /// so is the loop around it (the machine stays terminating until the call ends).
  @Test func aLoopAroundAListenerThatLoops() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          a.completionFunction({ ok: 1 });
          var p = document.getElementById("a");
          p.addEventListener("x", function () { for (;;) {} });
          for (;;) { try { p.dispatchEvent(new Event("x")); } catch (e) {} }
          """))
    #expect(report.diagnostics(DiagnosticCode.timeLimit).count >= 1, "\(HostileRun.codes(report))")
    #expect(report.timings.wall.total < Self.bound, "\(report.timings.wall.total) ms")
    #expect(report.results?["ok"] != nil)
  }

  @Test func microtasksQueuedByTheFilesEvaluation() {
    let report = HostileRun.run(
      """
      (function spin() { Promise.resolve().then(spin); })();
      var ExtensionPreprocessingJS = { run: function (a) { a.completionFunction({ ok: 1 }); } };
      """)
    Self.expectStopped(report, phase: "evaluation")
    #expect(report.results?["ok"] != nil)
  }

  @Test func microtasksQueuedByFinalize() {
    let report = HostileRun.run(
      HostileRun.script(
        run: "a.completionFunction({ ok: 1 });",
        finalize: "(function spin() { Promise.resolve().then(spin); })();"),
      handler: ReplyHandler(finalizeArgument: ["k": "v"]))
    #expect(report.finalizeCalled)
    Self.expectStopped(report, phase: "finalize()")
  }

  /// A getter on the preprocessing object (read from Swift, not called) that queues jobs
  /// forever: they wait for the next checkpoint, which the limit stops.
  @Test func aGetterThatQueuesJobsForever() {
    let report = HostileRun.run(
      """
      var ExtensionPreprocessingJS = {
        get run() {
          (function spin() { Promise.resolve().then(spin); })();
          return function (a) { a.completionFunction({ ok: 1 }); };
        }
      };
      """)
    #expect(report.diagnostics(DiagnosticCode.timeLimit).count == 1, "\(HostileRun.codes(report))")
    #expect(report.timings.wall.total < Self.bound, "\(report.timings.wall.total) ms")
  }

  /// Native work a script starts is bounded too: the parse of two million nested elements
  /// (about a second in a release build, longer in a debug build) gives up at the one-second
  /// limit these runs use, and the script that asked ends there.
  @Test func anInnerHTMLBomb() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          document.body.innerHTML = "<div>".repeat(2000000);
          a.completionFunction({ ok: 1 });
          """))
    let stops = report.diagnostics(DiagnosticCode.timeLimit)
    #expect(stops.count == 1, "\(HostileRun.codes(report))")
    #expect(stops.first?.message.contains("run()") == true, "\(HostileRun.codes(report))")
    #expect(!report.completionCalled)
    #expect(report.timings.wall.total < Self.bound, "\(report.timings.wall.total) ms")
  }

  /// A script that catches the stop of its `innerHTML` cannot go on: every native function
  /// refuses, and the watchdog ends the script.
  @Test func anInnerHTMLBombCaught() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          try { document.body.innerHTML = "<div>".repeat(2000000); } catch (e) {}
          try { a.completionFunction({ caught: 1 }); } catch (e) {}
          for (;;) {}
          """))
    #expect(report.diagnostics(DiagnosticCode.timeLimit).count == 1, "\(HostileRun.codes(report))")
    #expect(!report.completionCalled)
    #expect(report.timings.wall.total < Self.bound, "\(report.timings.wall.total) ms")
  }

  /// After a stopped checkpoint, microtasks work again: a later timer's promise runs.
  @Test func microtasksRunAgainAfterAStop() {
    let report = HostileRun.run(
      HostileRun.script(
        run: """
          (function spin() { Promise.resolve().then(spin); })();
          setTimeout(function () {
            Promise.resolve(7).then(function (v) { a.completionFunction({ v: v }); });
          }, 10);
          """))
    Self.expectStopped(report, phase: "run()")
    #expect(report.completionCalled)
    #expect(report.results?["v"] != nil)
  }

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
