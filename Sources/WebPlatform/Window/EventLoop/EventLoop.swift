/// The HTML event loop of one window: a queue of tasks (Swift closures), timers, animation frame
/// callbacks and idle callbacks, all on one ``Clock``, with a microtask checkpoint after every
/// task.
///
/// Tasks run one at a time, in the order they become ready: a queued task is ready when it is
/// queued, a timer when it is due; ties keep the order in which they were scheduled. After a
/// task, if a rendering opportunity (a frame boundary, every 1000/60 ms of loop time) has been
/// reached and animation frame callbacks are waiting, they run. When nothing is ready, idle
/// callbacks run; when nothing is left at all, ``run(until:)`` returns.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#event-loops
public final class EventLoop {
  /// The loop's time source.
  public let clock: any Clock

  /// Called after every task and after every callback in a frame or idle period; the runtime
  /// sets it to perform a microtask checkpoint (for example, to drain JavaScriptCore's jobs).
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint
  public var microtaskCheckpoint: (() -> Void)?

  /// The interval between rendering opportunities, in milliseconds (60 frames per second).
  public static let frameInterval: Double = 1000.0 / 60.0

  enum Job {
    case task(() -> Void)
    case timer(id: Int, generation: Int)
    case idleTimeout(handle: Int)
  }

  var queue = ScheduledTaskQueue<Job>()
  /// Whether ``run(until:)`` is on the stack.
  public internal(set) var isRunning = false

  // MARK: Timers

  struct ActiveTimer {
    var callback: () -> Void
    var timeout: Double
    var repeats: Bool
    var nestingLevel: Int
    var generation: Int
  }

  /// The map of active timers.
  ///
  /// https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#map-of-active-timers
  var activeTimers: [Int: ActiveTimer] = [:]
  var nextTimerID = 1
  var nextTimerGeneration = 0
  /// The timer nesting level of the currently running task, if it is a timer task.
  var currentTimerNestingLevel: Int?

  // MARK: Animation frames

  var animationFrameCallbacks: [(handle: Int, callback: (Double) -> Void)] = []
  var nextAnimationFrameHandle = 1
  /// The index of the last frame that ran (frame 0, at time 0, counts as the page's first).
  var lastFrameIndex = 0

  // MARK: Idle callbacks

  var idleCallbacks: [(handle: Int, callback: (IdleDeadline) -> Void)] = []
  var nextIdleHandle = 1
  /// The current idle period: its deadline and the handles that may still run in it.
  var idlePeriod: (deadline: Double, handles: [Int])?
  /// The earliest loop time at which a new idle period may start.
  var nextIdlePeriodStart: Double = 0

  /// Makes an event loop on `clock` (a ``VirtualClock`` by default).
  public init(clock: any Clock = VirtualClock()) {
    self.clock = clock
  }

  // MARK: - Time

  /// Loop time: milliseconds since the time origin (`performance.now()`).
  ///
  /// https://w3c.github.io/hr-time/#dom-performance-now
  public var now: Double { clock.now }

  /// The time origin in milliseconds since 1970 (`performance.timeOrigin`).
  ///
  /// https://w3c.github.io/hr-time/#dom-performance-timeorigin
  public var timeOrigin: Double { clock.timeOrigin }

  /// `Date.now()`: the clock's wall time in whole milliseconds since 1970.
  ///
  /// https://tc39.es/ecma262/#sec-date.now
  public var dateNow: Double { clock.dateNow }

  // MARK: - Tasks

  /// Queues a task that becomes ready after `delay` milliseconds of loop time (at once by
  /// default). https://html.spec.whatwg.org/multipage/webappapis.html#queue-a-task
  public func queueTask(delay: Double = 0, _ body: @escaping () -> Void) {
    let delay = delay.isFinite ? max(0, delay) : 0
    queue.insert(.task(body), readyTime: clock.now + delay)
  }

  /// Runs `body` at once as a task of its own (for example the main script), followed by a
  /// microtask checkpoint.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#concept-task
  public func perform(_ body: () -> Void) {
    let savedLevel = currentTimerNestingLevel
    currentTimerNestingLevel = nil
    body()
    performMicrotaskCheckpoint()
    currentTimerNestingLevel = savedLevel
  }

  /// Calls ``microtaskCheckpoint``, if set.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint
  public func performMicrotaskCheckpoint() {
    microtaskCheckpoint?()
  }

  /// Drops every queued task, timer, animation frame callback and idle callback (when the
  /// window goes away: the callbacks hold script values that must be released with it).
  public func cancelAll() {
    queue = ScheduledTaskQueue<Job>()
    activeTimers.removeAll()
    animationFrameCallbacks.removeAll()
    idleCallbacks.removeAll()
    idlePeriod = nil
  }

  /// Whether any task, timer, animation frame callback or idle callback is waiting.
  public var hasPendingWork: Bool {
    !animationFrameCallbacks.isEmpty || !idleCallbacks.isEmpty
      || queue.entries.contains { isLive($0.job) }
  }

  /// Whether a scheduled job will still do something when it comes up.
  func isLive(_ job: Job) -> Bool {
    switch job {
    case .task: return true
    case .timer(let id, let generation): return activeTimers[id]?.generation == generation
    case .idleTimeout(let handle): return idleCallbacks.contains { $0.handle == handle }
    }
  }

  /// The earliest live scheduled entry, discarding dead ones (cleared timers, …) on the way.
  func firstLiveEntry() -> ScheduledTaskQueue<Job>.Entry? {
    while let first = queue.first {
      if isLive(first.job) { return first }
      _ = queue.popFirst()
    }
    return nil
  }

  /// Runs one scheduled job.
  func runJob(_ job: Job) {
    switch job {
    case .task(let body):
      currentTimerNestingLevel = nil
      body()
    case .timer(let id, let generation):
      runTimer(id: id, generation: generation)
    case .idleTimeout(let handle):
      currentTimerNestingLevel = nil
      runIdleTimeout(handle: handle)
    }
    currentTimerNestingLevel = nil
    performMicrotaskCheckpoint()
  }
}
