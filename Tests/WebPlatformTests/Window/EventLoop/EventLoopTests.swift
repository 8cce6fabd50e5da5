import JSCore
import Testing

@testable import WebPlatform

@Suite("EventLoop")
struct EventLoopTests {
  @Test func timerIDsStartAtOneAndAreShared() {
    let loop = EventLoop()
    #expect(loop.setTimeout(timeout: 10) {} == 1)
    #expect(loop.setInterval(timeout: 10) {} == 2)
    #expect(loop.setTimeout {} == 3)
    #expect(loop.activeTimerIDs == [1, 2, 3])
  }

  @Test func timersRunInDueOrderWithTiesInInsertionOrder() {
    let loop = EventLoop()
    var log: [String] = []
    loop.setTimeout(timeout: 30) { log.append("c@\(loop.now)") }
    loop.setTimeout(timeout: 10) { log.append("a@\(loop.now)") }
    loop.setTimeout(timeout: 10) { log.append("b@\(loop.now)") }
    loop.setTimeout(timeout: 0) { log.append("zero@\(loop.now)") }
    #expect(loop.run() == .idle)
    #expect(log == ["zero@0.0", "a@10.0", "b@10.0", "c@30.0"])
    #expect(loop.now == 30)
  }

  @Test func virtualTimeJumpsWithoutWaiting() {
    let loop = EventLoop(clock: VirtualClock(epoch: 1_000_000))
    var fired = false
    loop.setTimeout(timeout: 5_000) { fired = true }
    let start = ContinuousClock.now
    loop.run()
    #expect(fired)
    #expect(ContinuousClock.now - start < .seconds(1))
    #expect(loop.now == 5_000)
    #expect(loop.dateNow == 1_005_000)
    #expect(loop.timeOrigin == 1_000_000)
  }

  @Test(
    arguments: [
      (-5.0, 0.0), (Double.nan, 0.0), (Double.infinity, 0.0), (12.9, 12.0),
      (4_294_967_296.0 + 7, 7.0), (2_147_483_648.0, 0.0),
    ] as [(Double, Double)])
  func timeoutConversionAndClamping(timeout: Double, expectedDelay: Double) {
    let loop = EventLoop()
    var firedAt: Double?
    loop.setTimeout(timeout: timeout) { firedAt = loop.now }
    loop.run()
    #expect(firedAt == expectedDelay)
  }

  @Test func webIDLLongWraps() {
    #expect(EventLoop.webIDLLong(2_147_483_648) == -2_147_483_648)
    #expect(EventLoop.webIDLLong(-1.5) == -1)
    #expect(EventLoop.webIDLLong(-4_294_967_297) == -1)
  }

  /// The spec's clamp ("nesting level greater than 5"): six zero-delay levels, then 4 ms.
  /// (WebKit's DOMTimer clamps one level earlier.)
  @Test func nestedZeroTimersAreClampedToFourMillisecondsAfterFiveLevels() {
    let loop = EventLoop()
    var times: [Double] = []
    func schedule() {
      loop.setTimeout(timeout: 0) {
        times.append(loop.now)
        if times.count < 8 { schedule() }
      }
    }
    schedule()
    loop.run()
    #expect(times == [0, 0, 0, 0, 0, 0, 4, 8])
  }

  @Test func intervalsRearmAndClearFromInside() {
    let loop = EventLoop()
    var times: [Double] = []
    var id = 0
    id = loop.setInterval(timeout: 100) {
      times.append(loop.now)
      if times.count == 3 { loop.clearTimer(id) }
    }
    #expect(loop.run() == .idle)
    #expect(times == [100, 200, 300])
    #expect(loop.activeTimerIDs.isEmpty)
  }

  @Test func zeroIntervalIsClampedOnceNested() {
    let loop = EventLoop()
    var times: [Double] = []
    loop.setInterval(timeout: 0) { times.append(loop.now) }
    #expect(loop.run(until: .init(maxTasks: 8)) == .taskLimitReached)
    #expect(times == [0, 0, 0, 0, 0, 0, 4, 8])
  }

  @Test func clearedTimerNeverFires() {
    let loop = EventLoop()
    var fired: [Int] = []
    let first = loop.setTimeout(timeout: 10) { fired.append(1) }
    var second = 0
    loop.setTimeout(timeout: 5) { loop.clearTimer(second) }
    second = loop.setTimeout(timeout: 5) { fired.append(2) }
    loop.clearTimer(first)
    loop.clearTimer(9_999)
    loop.run()
    #expect(fired.isEmpty)
  }

  @Test func timeoutClearingItselfInsideItsCallbackIsHarmless() {
    let loop = EventLoop()
    var count = 0
    var id = 0
    id = loop.setTimeout(timeout: 1) {
      count += 1
      loop.clearTimer(id)
    }
    loop.run()
    #expect(count == 1)
  }

  @Test func queuedTasksInterleaveWithTimersByReadyTime() {
    let loop = EventLoop()
    var log: [String] = []
    loop.setTimeout(timeout: 0) { log.append("timer") }
    loop.queueTask { log.append("task") }
    loop.queueTask(delay: 20) { log.append("late task") }
    loop.setTimeout(timeout: 10) { log.append("timer 10") }
    loop.run()
    #expect(log == ["timer", "task", "timer 10", "late task"])
  }

  @Test func microtaskCheckpointRunsAfterEveryTask() {
    let loop = EventLoop()
    var log: [String] = []
    loop.microtaskCheckpoint = { log.append("checkpoint") }
    loop.setTimeout(timeout: 1) { log.append("a") }
    loop.queueTask { log.append("b") }
    loop.perform { log.append("script") }
    loop.run()
    #expect(log == ["script", "checkpoint", "b", "checkpoint", "a", "checkpoint"])
  }

  @Test func checkpointDrainsJavaScriptJobsBetweenTasks() throws {
    let context = JSContext()
    let loop = EventLoop()
    loop.microtaskCheckpoint = { context.drainMicrotasks() }
    let (promise, resolve, _) = try context.deferredPromise()
    try context.globalObject.set("p", promise)
    _ = try context.evaluateScript("var log = []; p.then(v => log.push('then ' + v))")
    loop.setTimeout(timeout: 10) { _ = try? resolve.call(arguments: [context.number(1)]) }
    loop.setTimeout(timeout: 10) { _ = try? context.evaluateScript("log.push('second timer')") }
    loop.run()
    #expect(try context.evaluateScript("log.join()").toString() == "then 1,second timer")
  }

  @Test func animationFramesRunAtFrameBoundariesWithTheirTimestamp() {
    let loop = EventLoop()
    var stamps: [Double] = []
    loop.requestAnimationFrame { stamps.append($0) }
    loop.requestAnimationFrame { time in
      stamps.append(time)
      loop.requestAnimationFrame { stamps.append($0) }
    }
    loop.run()
    #expect(stamps.count == 3)
    #expect(abs(stamps[0] - 1000.0 / 60.0) < 1e-9)
    #expect(stamps[1] == stamps[0])
    #expect(abs(stamps[2] - 2000.0 / 60.0) < 1e-9)
  }

  @Test func animationFrameHandlesAndCancel() {
    let loop = EventLoop()
    var ran: [Int] = []
    let first = loop.requestAnimationFrame { _ in ran.append(1) }
    var second = 0
    loop.requestAnimationFrame { _ in
      ran.append(3)
      loop.cancelAnimationFrame(second)
    }
    _ = first
    second = loop.requestAnimationFrame { _ in ran.append(2) }
    loop.cancelAnimationFrame(first)
    #expect(second == 3)
    loop.run()
    #expect(ran == [3])
  }

  @Test func animationFrameFollowsTheTaskDueAtTheSameTime() {
    let loop = EventLoop()
    var log: [String] = []
    loop.setTimeout(timeout: 10) {
      loop.requestAnimationFrame { _ in log.append("frame@\(Int(loop.now))") }
    }
    loop.setTimeout(timeout: 1000.0 / 60.0) { log.append("timer") }
    loop.setTimeout(timeout: 20) { log.append("timer 20") }
    loop.run()
    #expect(log == ["timer", "frame@16", "timer 20"])
  }

  @Test func idleCallbacksRunWhenNothingElseIsReady() {
    let loop = EventLoop()
    var log: [String] = []
    loop.requestIdleCallback { deadline in
      log.append("idle \(deadline.timeRemaining()) \(deadline.didTimeout)")
    }
    loop.setTimeout(timeout: 0) { log.append("timer") }
    loop.setTimeout(timeout: 30) { log.append("timer 30") }
    loop.run()
    #expect(log == ["timer", "idle 30.0 false", "timer 30"])
  }

  @Test func idleDeadlineIsCappedAtFiftyMillisecondsAndTheNextFrame() {
    var remaining: [Double] = []
    let loop = EventLoop()
    loop.requestIdleCallback { remaining.append($0.timeRemaining()) }
    loop.run()
    let framed = EventLoop()
    framed.requestAnimationFrame { _ in }
    framed.requestIdleCallback { remaining.append($0.timeRemaining()) }
    framed.run()
    #expect(remaining.count == 2)
    #expect(remaining[0] == 50)
    #expect(abs(remaining[1] - 1000.0 / 60.0) < 1e-9)
  }

  @Test func idleCallbackTimeoutRunsItAsATask() {
    let loop = EventLoop()
    var log: [String] = []
    // The first idle period (at 0) is used up; the next starts at the next frame (16.7 ms), so
    // the 2 ms timeout fires first.
    loop.requestIdleCallback { _ in
      loop.requestIdleCallback(timeout: 2) { deadline in
        log.append("idle \(deadline.didTimeout) \(deadline.timeRemaining()) at \(loop.now)")
      }
      let handle = loop.requestIdleCallback(timeout: 1) { _ in log.append("cancelled") }
      loop.cancelIdleCallback(handle)
    }
    loop.run()
    #expect(log == ["idle true 0.0 at 2.0"])
  }

  @Test func idleTimeRemainingShrinksWithTheBusyLoop() {
    let loop = EventLoop()
    var remaining: Double?
    loop.setInterval(timeout: 0) {}
    loop.requestIdleCallback(timeout: 2) { remaining = $0.timeRemaining() }
    loop.run(until: .init(until: { remaining != nil }, maxTasks: 100))
    // After six zero-delay runs the interval is next due at 4 ms; the timeout at 2 ms bounds
    // the idle period that starts at 0.
    #expect(remaining == 2)
  }

  @Test func selfRepostingIdleCallbacksLetTimeAdvance() {
    let loop = EventLoop()
    var count = 0
    func post() {
      loop.requestIdleCallback { _ in
        count += 1
        post()
      }
    }
    post()
    var timerFired = false
    loop.setTimeout(timeout: 100) { timerFired = true }
    loop.run(until: .init(until: { timerFired }, maxTasks: 1_000))
    #expect(timerFired)
    #expect(count >= 5 && count <= 8)
  }

  @Test func predicateStopsTheRun() {
    let loop = EventLoop()
    var done = false
    loop.setTimeout(timeout: 50) { done = true }
    loop.setTimeout(timeout: 60) { Issue.record("ran after the predicate held") }
    #expect(loop.run(until: .init(until: { done })) == .conditionMet)
    #expect(loop.now == 50)
    #expect(loop.run(until: .init(until: { true })) == .conditionMet)
    #expect(loop.hasPendingWork)
  }

  @Test func virtualTimeBudgetStopsAtTheBudgetEnd() {
    let loop = EventLoop()
    var fired: [Double] = []
    loop.setTimeout(timeout: 100) { fired.append(loop.now) }
    loop.setTimeout(timeout: 20_000) { fired.append(loop.now) }
    #expect(loop.run(until: .init(virtualTimeBudget: 10_000)) == .timeBudgetExhausted)
    #expect(fired == [100])
    #expect(loop.now == 10_000)
    #expect(loop.run() == .idle)
    #expect(fired == [100, 20_000])
  }

  @Test func runawayIntervalIsStoppedByTheTaskLimit() {
    let loop = EventLoop()
    var count = 0
    loop.setInterval(timeout: 1) { count += 1 }
    #expect(loop.run(until: .init(maxTasks: 500)) == .taskLimitReached)
    #expect(count == 500)
  }

  @Test func selfRequeueingTaskIsStoppedByTheWallClock() {
    let loop = EventLoop()
    func again() { loop.queueTask { again() } }
    again()
    #expect(loop.run(until: .init(wallClockTimeout: .milliseconds(50))) == .wallClockTimeout)
  }

  @Test func reentrantRunIsRefused() {
    let loop = EventLoop()
    var inner: EventLoop.StopReason?
    loop.queueTask { inner = loop.run() }
    loop.run()
    #expect(inner == .alreadyRunning)
  }

  @Test func timersScheduledInsideAPerformedTaskStartAtNestingZero() {
    let loop = EventLoop()
    var times: [Double] = []
    loop.perform {
      for _ in 0..<3 { loop.setTimeout(timeout: 0) { times.append(loop.now) } }
    }
    loop.run()
    #expect(times == [0, 0, 0])
  }

  @Test func realClockSleepsUntilDue() {
    let loop = EventLoop(clock: RealClock())
    var firedAt: Double?
    loop.setTimeout(timeout: 30) { firedAt = loop.now }
    let start = ContinuousClock.now
    #expect(loop.run(until: .init(wallClockTimeout: .seconds(5))) == .idle)
    #expect(ContinuousClock.now - start >= .milliseconds(29))
    #expect((firedAt ?? 0) >= 30)
    #expect(loop.dateNow > 1_600_000_000_000)
  }

  @Test func realClockWallTimeoutCutsASleep() {
    let loop = EventLoop(clock: RealClock())
    loop.setTimeout(timeout: 10_000) {}
    let start = ContinuousClock.now
    #expect(loop.run(until: .init(wallClockTimeout: .milliseconds(40))) == .wallClockTimeout)
    #expect(ContinuousClock.now - start < .seconds(2))
  }
}
