extension EventLoop {
  /// When ``EventLoop/run(until:)`` should stop, besides running out of work.
  public struct StopConditions {
    /// Checked before the first task and after every task; the run stops when it returns true
    /// (for example: "`completionFunction` was called").
    public var until: (() -> Bool)?
    /// The most loop time (milliseconds) the run may cover; the clock stops at the budget's end.
    public var virtualTimeBudget: Double?
    /// The most real time the run may take, whatever the clock.
    public var wallClockTimeout: Duration?
    /// The most tasks (timers, queued tasks, frames, idle callbacks) the run may run, so that a
    /// runaway `setInterval` or a task that re-queues itself cannot run forever.
    public var maxTasks: Int?

    /// Makes stop conditions; all are optional.
    public init(
      until: (() -> Bool)? = nil, virtualTimeBudget: Double? = nil,
      wallClockTimeout: Duration? = nil, maxTasks: Int? = nil
    ) {
      self.until = until
      self.virtualTimeBudget = virtualTimeBudget
      self.wallClockTimeout = wallClockTimeout
      self.maxTasks = maxTasks
    }
  }

  /// Why ``EventLoop/run(until:)`` returned.
  public enum StopReason: String, Sendable, Equatable {
    /// The `until` predicate returned true.
    case conditionMet
    /// No task, timer, animation frame or idle callback is left.
    case idle
    /// The next job is due after the virtual-time budget; the clock is at the budget's end.
    case timeBudgetExhausted
    /// The wall-clock timeout passed.
    case wallClockTimeout
    /// `maxTasks` tasks ran.
    case taskLimitReached
    /// `run(until:)` was called from inside a task of the same loop; nothing ran.
    case alreadyRunning
  }

  /// Runs tasks, timers, frames and idle callbacks in order, moving the clock forward to the
  /// next due job whenever nothing is ready, until a stop condition holds or no work is left.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#event-loop-processing-model
  @discardableResult
  public func run(until conditions: StopConditions = StopConditions()) -> StopReason {
    guard !isRunning else { return .alreadyRunning }
    isRunning = true
    defer { isRunning = false }
    let wallStart = ContinuousClock.now
    let budgetEnd = conditions.virtualTimeBudget.map { clock.now + ($0.isFinite ? max(0, $0) : 0) }
    var tasksRun = 0
    var renderingCheckDue = false

    func wallRemaining() -> Double? {
      guard let timeout = conditions.wallClockTimeout else { return nil }
      let (seconds, attoseconds) = (timeout - (ContinuousClock.now - wallStart)).components
      return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }

    if conditions.until?() == true { return .conditionMet }
    while true {
      if let maxTasks = conditions.maxTasks, tasksRun >= maxTasks { return .taskLimitReached }
      if let remaining = wallRemaining(), remaining <= 0 { return .wallClockTimeout }
      let now = clock.now
      if let budgetEnd, now > budgetEnd { return .timeBudgetExhausted }
      if runStep(now: now, renderingCheckDue: &renderingCheckDue) {
        tasksRun += 1
        if conditions.until?() == true { return .conditionMet }
        continue
      }
      // Nothing is ready: wait for the next job, within the budget and the wall-clock timeout.
      guard var target = nextEventTime(after: now) else { return .idle }
      let exhaustsBudget = budgetEnd.map { target > $0 } ?? false
      if let budgetEnd, exhaustsBudget { target = budgetEnd }
      if clock.isRealTime, let remaining = wallRemaining() { target = min(target, now + remaining) }
      clock.advance(to: target)
      if exhaustsBudget, let budgetEnd, clock.now >= budgetEnd { return .timeBudgetExhausted }
    }
  }

  /// Runs everything until no work is left, or until `maxTasks` tasks ran.
  @discardableResult
  public func runUntilIdle(maxTasks: Int? = 100_000) -> StopReason {
    run(until: StopConditions(maxTasks: maxTasks))
  }

  /// Runs one step of the processing model at `now`, if anything is ready: after a task, the
  /// rendering opportunity (animation frame callbacks) if a frame is due; otherwise the oldest
  /// ready task; otherwise a due frame; otherwise an idle callback. Returns whether it ran one.
  func runStep(now: Double, renderingCheckDue: inout Bool) -> Bool {
    if renderingCheckDue {
      renderingCheckDue = false
      if let frame = dueFrameIndex(now: now) {
        runAnimationFrame(index: frame)
        return true
      }
    }
    if let entry = firstLiveEntry(), entry.readyTime <= now {
      _ = queue.popFirst()
      runJob(entry.job)
      renderingCheckDue = true
      return true
    }
    if let frame = dueFrameIndex(now: now) {
      runAnimationFrame(index: frame)
      return true
    }
    if idlePeriod != nil || startIdlePeriodIfPossible(now: now) {
      return runNextIdleCallback(now: now)
    }
    return false
  }

  /// The loop time at which something next becomes ready, or `nil` when no work is left.
  func nextEventTime(after now: Double) -> Double? {
    var next: Double?
    func consider(_ time: Double) { next = min(next ?? time, time) }
    if let entry = firstLiveEntry() { consider(entry.readyTime) }
    if !animationFrameCallbacks.isEmpty, let frame = nextFrameTime(after: now) { consider(frame) }
    if !idleCallbacks.isEmpty { consider(max(now, nextIdlePeriodStart)) }
    return next
  }
}
