internal import CJavaScriptCore
import Glibc

/// Calls into script made from Swift, microtask checkpoints, and what happens once the
/// execution time limit has stopped one of them.
extension VirtualMachine {
  // MARK: - Microtask checkpoints

  /// Whether the execution time limit bounds each microtask checkpoint as a whole (jobs that
  /// queue jobs forever end with it), rather than each job alone.
  ///
  /// JavaScriptCore's C API drains the microtask queue as control returns to the embedder,
  /// every job an entry into the engine of its own, which the time limit counts on its own.
  /// Where this process's JavaScriptCore exports what is needed (WebKitGTK's does: see
  /// `EngineInternals`), the machine instead runs each checkpoint as one entry: after the
  /// outermost evaluation, call or construction made from Swift returns, and at
  /// ``JSContext/drainMicrotasks()``. Jobs queued while Swift reads or writes a property (a
  /// getter, a setter) then wait for the next checkpoint.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint
  public var boundsMicrotaskCheckpoints: Bool { microtaskDelay != nil }

  /// How many microtask checkpoints the execution time limit stopped since the last call (the
  /// jobs left in the queue then were dropped).
  public func takeStoppedMicrotaskCheckpoints() -> Int {
    defer { stoppedCheckpointCount = 0 }
    return stoppedCheckpointCount
  }

  /// The class of the native function whose call is a checkpoint's entry: calling an instance
  /// drains the queue inside that call (its private data is the unretained `MicrotaskDelay`).
  var checkpointClass: JSClassRef {
    if let checkpointClassStorage { return checkpointClassStorage }
    var definition = kJSClassDefinitionEmpty
    definition.callAsFunction = Trampolines.microtaskCheckpoint
    let made: JSClassRef = JSClassCreate(&definition)
    checkpointClassStorage = made
    return made
  }

  // MARK: - Calls into script

  /// A call into script from Swift begins. An outermost one (none under way) first ends a
  /// terminating state left by an earlier call, unless script is still on the stack.
  @inline(__always)
  func beginScriptCall(in context: JSGlobalContextRef) {
    if scriptCallDepth == 0 {
      if isTerminating, !Self.scriptIsRunning(in: context) { stopTerminating() }
      if configuredTimeLimit != nil { scriptCallStartCPU = Self.threadCPUTime() }
    }
    scriptCallDepth += 1
  }

  /// The thread's CPU time, in nanoseconds (what the watchdog's limit counts).
  static func threadCPUTime() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
  }

  /// When native work a script started (parsing markup, say) must stop, as the thread's CPU
  /// time in nanoseconds (see `CLOCK_THREAD_CPUTIME_ID`): when the time limit of the outermost
  /// call under way runs out, or now when the machine is terminating. `nil` without a time
  /// limit, or with no call under way.
  ///
  /// JavaScriptCore's watchdog cannot stop native code, only script: work that may take long
  /// checks this now and then and gives up past it; ``stopScriptForWork()`` then ends the
  /// script that asked for it.
  public var scriptCPUDeadline: UInt64? {
    guard let limit = configuredTimeLimit, scriptCallDepth > 0 else { return nil }
    if isTerminating { return 0 }
    return scriptCallStartCPU &+ UInt64(max(0, limit) * 1_000_000_000)
  }

  /// Native work gave up at ``scriptCPUDeadline``: the script that asked for it ends as if the
  /// time limit had stopped it (the machine becomes terminating; the watchdog stops the script
  /// within a millisecond).
  public func stopScriptForWork() {
    startTerminating()
  }

  /// A call into script from Swift ended; returns whether it was the outermost one, with no
  /// script left on the stack below (a microtask checkpoint is then due).
  @inline(__always)
  func endScriptCall(in context: JSGlobalContextRef) -> Bool {
    scriptCallDepth -= 1
    guard scriptCallDepth == 0 else { return false }
    if !isTerminating && microtaskDelay == nil { return false }
    guard !Self.scriptIsRunning(in: context) else { return false }
    if isTerminating { stopTerminating() }
    return microtaskDelay != nil
  }

  /// Whether script (or a native function the engine called) is on the stack: the engine's
  /// backtrace is empty only when nothing is.
  static func scriptIsRunning(in context: JSGlobalContextRef) -> Bool {
    guard let trace = JSContextCreateBacktrace(context, 1) else { return false }
    defer { JSStringRelease(trace) }
    return JSStringGetLength(trace) != 0
  }

  // MARK: - Terminating

  /// Makes the machine terminating and sets the watchdog to a millisecond.
  ///
  /// The time limit ends a call with an exception script cannot catch, but the C API
  /// hands it to Swift and clears it: a native function that swallows it (a listener's error
  /// reported, a mutation observer's callback skipped) returns to script that goes on — a
  /// `while (true) el.click()` whose listener loops, an observer whose callback mutates what it
  /// observes. So from here until the outermost call ends the machine is *terminating*: calls
  /// into script from Swift throw the time limit at once, without running, and the watchdog is
  /// set to a millisecond, so that script still running ends as well (each time it ends one,
  /// the time-limit callback calls this again: the watchdog does not restart by itself after
  /// it stopped a script). The callback, not Swift, calls it, so that a stop Swift never sees
  /// (a call whose exception is ignored) still leaves the machine terminating.
  func startTerminating() {
    guard configuredTimeLimit != nil else { return }
    isTerminating = true
    applyTimeLimit(Self.terminatingTimeLimit)
  }

  /// The watchdog's limit while terminating, in seconds.
  static let terminatingTimeLimit = 0.001

  /// Back to the configured limit.
  func stopTerminating() {
    isTerminating = false
    applyTimeLimit(configuredTimeLimit)
  }
}
