import DOM
import Foundation
import JSCore
import Testing

@testable import WebPlatform

/// The runtime's services as the Swift API sees them: options, the event loop on the virtual
/// clock, determinism, errors, viewport changes, teardown.
@Suite struct RuntimeServicesTests {
  @Test func aFiveSecondTimeoutCompletesWithoutRealWaiting() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate("var done = false; setTimeout(() => { done = Date.now(); }, 5000);")
    #expect(try runtime.evaluate("done").toBool() == false)
    let start = ContinuousClock.now
    #expect(runtime.runEventLoop() == .idle)
    #expect(ContinuousClock.now - start < .seconds(1))
    #expect(runtime.eventLoop.now == 5000)
    #expect(try runtime.evaluate("done").toDouble() == VirtualClock.defaultEpoch + 5000)
  }

  /// One run's Math.random values and console text.
  static func randomRun(seed: UInt64?) throws -> (values: [Double], console: [String]) {
    var options = Runtime.Options()
    options.randomSeed = seed
    let runtime = RuntimeHarness.runtime(options: options)
    let values = try runtime.evaluate(
      """
      const values = [];
      for (let i = 0; i < 5; i++) { values.push(Math.random()); }
      console.log("random", values.join(","));
      setTimeout(() => console.info("later", Math.random(), Date.now()), 100);
      values
      """)
    runtime.runEventLoop()
    let doubles = try (0..<5).map { try values.get(at: $0).toNumber() }
    return (doubles, runtime.consoleMessages.map { "\($0.level):\($0.timestamp):\($0.text)" })
  }

  @Test func theSameSeedGivesTheSameRandomSequenceAndConsoleLog() throws {
    let first = try Self.randomRun(seed: 42)
    let second = try Self.randomRun(seed: 42)
    #expect(first.values == second.values)
    #expect(first.console == second.console)
    #expect(first.console.count == 2)
    let other = try Self.randomRun(seed: 43)
    #expect(other.values != first.values)
    // The sequence is the documented generator's.
    var generator = MathRandom(seed: 42)
    #expect(first.values[0] == generator.nextUnitInterval())
    #expect(first.values[1] == generator.nextUnitInterval())
  }

  @Test func theDefaultSeedIsFixedAndNilSeedsFromTheSystem() throws {
    #expect(
      try Self.randomRun(seed: Runtime.Options().randomSeed).values
        == Self.randomRun(seed: Runtime.Options.defaultRandomSeed).values)
    #expect(try Self.randomRun(seed: nil).values != Self.randomRun(seed: nil).values)
  }

  @Test func theVirtualEpochIsAnOption() throws {
    var options = Runtime.Options()
    options.timeSource = .virtual(epoch: 1_000_000)
    let runtime = RuntimeHarness.runtime(options: options)
    #expect(try runtime.evaluate("Date.now()").toDouble() == 1_000_000)
    #expect(try runtime.evaluate("performance.timeOrigin").toDouble() == 1_000_000)
    #expect(try runtime.evaluate("new Date().getTime()").toDouble() == 1_000_000)
  }

  @Test func theRealClockFollowsTheWallClockAndWaits() throws {
    var options = Runtime.Options()
    options.timeSource = .real
    let runtime = RuntimeHarness.runtime(options: options)
    let now = Date().timeIntervalSince1970 * 1000
    #expect(abs(try runtime.evaluate("Date.now()").toDouble() - now) < 5_000)
    try runtime.evaluate("var fired = 0; setTimeout(() => { fired = performance.now(); }, 30);")
    let start = ContinuousClock.now
    #expect(runtime.runEventLoop() == .idle)
    #expect(ContinuousClock.now - start >= .milliseconds(25))
    #expect(try runtime.evaluate("fired").toDouble() >= 30)
  }

  @Test func runEventLoopReportsWhyItStopped() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate("var ticks = 0; const id = setInterval(() => ticks++, 100);")
    let budget = runtime.runEventLoop(
      until: EventLoop.StopConditions(virtualTimeBudget: 1_000, maxTasks: 1_000))
    #expect(budget == .timeBudgetExhausted)
    #expect(try runtime.evaluate("ticks").toDouble() == 10)
    #expect(runtime.runEventLoop(until: EventLoop.StopConditions(maxTasks: 3)) == .taskLimitReached)
    #expect(try runtime.evaluate("ticks").toDouble() == 13)
    let condition = runtime.runEventLoop(
      until: EventLoop.StopConditions(until: {
        (try? runtime.evaluate("ticks >= 20").toBool()) == true
      }))
    #expect(condition == .conditionMet)
    try runtime.evaluate("clearInterval(id)")
    #expect(runtime.runEventLoop() == .idle)
  }

  @Test func evaluateRunsATaskWithAMicrotaskCheckpoint() throws {
    let runtime = RuntimeHarness.runtime()
    let value = try runtime.evaluate(
      "var order = []; Promise.resolve().then(() => order.push('micro')); order.push('sync'); 7")
    #expect(value.toDouble() == 7)
    #expect(try runtime.evaluate("order.join()").toString() == "sync,micro")
    #expect(throws: JSException.self) { try runtime.evaluate("throw new TypeError('x')") }
  }

  @Test func theMacProfile() throws {
    var options = Runtime.Options()
    options.device = .mac
    let runtime = RuntimeHarness.runtime(options: options)
    let result = try runtime.evaluate(
      """
      [navigator.platform, innerWidth, innerHeight, devicePixelRatio, navigator.maxTouchPoints,
       'ontouchstart' in window, 'orientation' in window, 'standalone' in navigator,
       screen.orientation.type, matchMedia('(hover: hover)').matches].join()
      """)
    #expect(
      result.toString() == "MacIntel,1440,789,2,0,false,false,false,landscape-primary,true")
  }

  @Test func theIsolatedAndPageWorldsShareTheWindowButNotGlobals() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate("var mine = 1; window.onload = () => {}; localStorage.shared = 'yes';")
    let page = try runtime.evaluate(
      "[typeof mine, window.onload, localStorage.shared, main.id].join()", in: runtime.pageWorld)
    #expect(page.toString() == "undefined,,yes,main")
  }

  @Test func setViewportFiresResizeAndMediaQueryChanges() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate(
      """
      var events = [];
      const narrow = matchMedia('(max-width: 600px)');
      narrow.addEventListener('change', (e) => events.push('mql:' + e.matches + ':' + e.media));
      narrow.onchange = (e) => events.push('onchange:' + (e instanceof MediaQueryListEvent));
      window.addEventListener('resize', () => events.push('resize:' + innerWidth));
      screen.orientation.addEventListener('change', () => events.push('orientation'));
      """)
    runtime.setViewport(Viewport.mac)
    #expect(
      try runtime.evaluate("events.join()").toString()
        == "resize:1440,mql:false:(max-width: 600px),onchange:true,orientation")
    #expect(try runtime.evaluate("narrow.matches").toBool() == false)
  }

  @Test func uncaughtErrorsAreRecordedAndPrinted() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate(
      """
      setTimeout(() => { throw new TypeError("boom"); }, 10);
      Promise.reject(new Error("nope"));
      """, sourceURL: "errors.js")
    runtime.runEventLoop()
    #expect(runtime.errors.map(\.kind) == [.unhandledRejection, .exception])
    #expect(runtime.errors[0].message == "Error: nope")
    let exception = runtime.errors[1]
    #expect(exception.message == "TypeError: boom")
    #expect(exception.sourceURL == "errors.js")
    #expect(exception.line == 1)
    #expect(exception.time == 10)
    #expect(exception.handled == false)
    #expect(runtime.uncaughtExceptions.count == 1)
    let printed = runtime.consoleMessages.filter { $0.level == .error }.map(\.text)
    #expect(printed == ["Unhandled Promise Rejection: Error: nope", "Uncaught TypeError: boom"])
    #expect(runtime.consoleMessages.last?.source?.url == "errors.js")
  }

  @Test func anErrorHandledByOnerrorIsNotPrinted() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate(
      """
      var seen = null;
      window.onerror = (message) => { seen = message; return true; };
      setTimeout(() => { throw new Error("handled"); }, 0);
      """)
    runtime.runEventLoop()
    #expect(try runtime.evaluate("seen").toString() == "Error: handled")
    #expect(runtime.errors.map(\.handled) == [true])
    #expect(runtime.uncaughtExceptions.isEmpty)
    #expect(runtime.consoleMessages.isEmpty)
  }

  @Test func anErrorHandlerThatThrowsDoesNotLoop() throws {
    let runtime = RuntimeHarness.runtime()
    try runtime.evaluate(
      """
      window.onerror = () => { throw new Error("in the handler"); };
      setTimeout(() => { throw new Error("first"); }, 0);
      """)
    runtime.runEventLoop()
    #expect(runtime.errors.map(\.message) == ["Error: in the handler", "Error: first"])
  }

  @Test func teardownReleasesScriptValuesHeldBySwift() throws {
    let machine = VirtualMachine()
    do {
      let runtime = RuntimeHarness.runtime(machine: machine)
      try runtime.evaluate(
        """
        setTimeout(() => {}, 100000);
        setInterval(() => {}, 50000);
        requestAnimationFrame(() => {});
        requestIdleCallback(() => {});
        window.addEventListener('load', () => {});
        window.onresize = () => {};
        history.pushState({ big: [1, 2, 3] }, '', '/state');
        matchMedia('screen').onchange = () => {};
        performance.mark('m', { detail: { x: 1 } });
        postMessage({ queued: true }, '*');
        """)
      try runtime.evaluate("window.onload = () => {}", in: runtime.pageWorld)
    }
    for _ in 0..<3 {
      let other = JSContext(virtualMachine: machine)
      other.collectGarbageSynchronously()
    }
    machine.releaseFinalizedObjects()
    #expect(machine.liveProtectedValueCount == 0)
  }
}
