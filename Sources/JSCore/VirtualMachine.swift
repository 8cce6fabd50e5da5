internal import CJavaScriptCore
import Synchronization

/// One JavaScriptCore virtual machine (a `JSContextGroupRef`): contexts made on it share a
/// heap and can exchange values. Use it from one thread only (it is not `Sendable`).
///
/// https://developer.apple.com/documentation/javascriptcore/jsvirtualmachine
public final class VirtualMachine {
  let group: JSContextGroupRef
  /// A number no other machine of this process has (never 0).
  let serial = VirtualMachine.nextSerial.add(1, ordering: .relaxed).newValue
  private static let nextSerial = Atomic<UInt64>(0)
  /// Values protected by `JSValue` wrappers on this machine (for leak tests).
  let protectedValues = LiveCounter()
  /// Private-data boxes of native objects not yet finalized (for leak tests).
  let liveBoxes = LiveCounter()
  /// Private data of finalized objects, released on this machine's thread.
  let graveyard = Graveyard()
  /// Set by the time-limit callback when it stops a script.
  var terminatedByTimeLimit = false
  /// Whether a microtask checkpoint is under way (a checkpoint asked for inside one returns).
  var isPerformingCheckpoint = false
  var nativeFunctionClassStorage: JSClassRef?
  /// The class of the native function a bounded microtask checkpoint calls.
  var checkpointClassStorage: JSClassRef?
  /// The drain delay that makes each microtask checkpoint one entry into the engine (`nil`
  /// where this JavaScriptCore does not offer it: see ``boundsMicrotaskCheckpoints``).
  let microtaskDelay: MicrotaskDelay?
  /// How many calls into script made from Swift (evaluations, calls, constructions,
  /// checkpoints) are under way: the outermost one ends with a microtask checkpoint.
  var scriptCallDepth = 0
  /// Microtask checkpoints the time limit stopped, not yet taken.
  var stoppedCheckpointCount = 0
  /// The thread's CPU time when the outermost call into script under way began (nanoseconds).
  var scriptCallStartCPU: UInt64 = 0
  /// How many times the time limit has stopped script (counted by its callback).
  var timeLimitHits = 0
  /// Whether a call stopped by the time limit was seen while script may still be running
  /// below it: see `startTerminating()`.
  var isTerminating = false
  /// The limit `setExecutionTimeLimit(_:)` set, restored when the machine stops terminating.
  var configuredTimeLimit: Double?
  /// The time-limit callback's state (the machine, unretained).
  var timeLimitState: Unmanaged<TimeLimitState>?
  var slotFunctionClassStorage: JSClassRef?
  /// Every native class an object or context of this machine was made with. JavaScriptCore
  /// finalizes objects long after their context is gone (at a later collection, or when the
  /// group goes away) and reads their class then, so a class must outlive every object made
  /// with it: the machine keeps its classes until it is destroyed itself.
  private var classesInUse: [JSNativeClass] = []

  /// Classes every context of this machine uses, by the key their maker gave.
  private var sharedClasses: [ObjectIdentifier: JSNativeClass] = [:]
  /// A context of the machine's own and a protected no-op function in it: see
  /// ``detachedRejectionCallback``.
  private var detachedCallbackStorage: (context: JSGlobalContextRef, function: JSObjectRef)?

  /// The class shared by every context of this machine under `key`, made by `make` the first
  /// time. For classes without per-context state (no property hooks capturing a context):
  /// making a class costs a `JSClassCreate` and, in each new context, the engine's per-class
  /// data; sharing it across the contexts of a batch makes that once.
  public func sharedClass(for key: ObjectIdentifier, make: () -> JSNativeClass) -> JSNativeClass {
    if let shared = sharedClasses[key] { return shared }
    let made = make()
    keepAlive(made)
    sharedClasses[key] = made
    return made
  }

  /// Keeps `nativeClass` (and its parents, which it holds) until this machine is destroyed.
  func keepAlive(_ nativeClass: JSNativeClass) {
    if nativeClass.keptAliveBy == serial { return }
    nativeClass.keptAliveBy = serial
    classesInUse.append(nativeClass)
  }

  /// Makes a virtual machine.
  public init() {
    let group: JSContextGroupRef = JSContextGroupCreate()
    self.group = group
    microtaskDelay = EngineInternals.shared.flatMap { MicrotaskDelay(internals: $0, group: group) }
  }

  deinit {
    graveyard.releaseAll()
    if let detached = detachedCallbackStorage {
      JSValueUnprotect(detached.context, detached.function)
      JSGlobalContextRelease(detached.context)
    }
    JSContextGroupClearExecutionTimeLimit(group)
    timeLimitState?.release()
    // Jobs still queued are dropped, never run, as the machine goes.
    microtaskDelay?.abandon()
    JSContextGroupRelease(group)
    // Tearing the heap down finalizes what is left: release that too. Classes go last: the
    // finalization above still reads them (`classesInUse` is released after this body).
    graveyard.releaseAll()
    if let nativeFunctionClassStorage { JSClassRelease(nativeFunctionClassStorage) }
    if let slotFunctionClassStorage { JSClassRelease(slotFunctionClassStorage) }
    if let checkpointClassStorage { JSClassRelease(checkpointClassStorage) }
  }

  /// A function that does nothing, made in a context of the machine's own: what a context's
  /// unhandled-rejection callback is pointed at before the context is released.
  ///
  /// JavaScriptCore keeps the callback in a strong handle (a garbage-collection root) on the
  /// global object, and a function keeps its own global object alive: a context whose
  /// callback is one of its own functions can never be collected, with everything its
  /// wrappers hold (a whole document per run). Pointing the callback at this function, whose
  /// global object lives as long as the machine anyway, breaks that cycle.
  var detachedRejectionCallback: (context: JSGlobalContextRef, function: JSObjectRef) {
    if let detachedCallbackStorage { return detachedCallbackStorage }
    let context: JSGlobalContextRef = JSGlobalContextCreateInGroup(group, nil)
    let function: JSObjectRef = JSObjectMakeFunctionWithCallback(context, nil) {
      context, _, _, _, _, _ in JSValueMakeUndefined(context)
    }
    JSValueProtect(context, function)
    detachedCallbackStorage = (context, function)
    return (context, function)
  }

  /// The number of `JSValue`s alive on this machine (each protects one value).
  public var liveProtectedValueCount: Int { protectedValues.value }

  /// The number of native objects whose Swift private data has not been released yet.
  public var liveNativeObjectCount: Int {
    releaseFinalizedObjects()
    return liveBoxes.value
  }

  /// Releases the Swift private data of native objects the collector has finalized. It runs
  /// by itself each time a script, call, `new` or collection started from Swift returns (not
  /// inside native callbacks: that path stays lock-free).
  public func releaseFinalizedObjects() { graveyard.releaseAll() }

  /// Stops any script that runs longer than `seconds` (CPU time of the script, checked by
  /// JavaScriptCore's watchdog); the script then throws, and `JSException.isTimeLimit` is true.
  /// `nil` removes the limit. The machine and its contexts stay usable afterwards.
  public func setExecutionTimeLimit(_ seconds: Double?) {
    configuredTimeLimit = seconds
    isTerminating = false
    applyTimeLimit(seconds)
  }

  /// Gives JavaScriptCore's watchdog `seconds` (or no limit).
  func applyTimeLimit(_ seconds: Double?) {
    guard let seconds else {
      JSContextGroupClearExecutionTimeLimit(group)
      return
    }
    // One state for the machine's life: the callback may set the limit again while it runs.
    let state: Unmanaged<TimeLimitState>
    if let timeLimitState {
      state = timeLimitState
    } else {
      state = Unmanaged.passRetained(TimeLimitState(machine: self))
      timeLimitState = state
    }
    JSContextGroupSetExecutionTimeLimit(
      group, seconds, Trampolines.shouldTerminate, state.toOpaque())
  }
}

/// What the time-limit callback needs: a way to flag the machine.
final class TimeLimitState {
  unowned(unsafe) let machine: VirtualMachine
  init(machine: VirtualMachine) { self.machine = machine }
}
