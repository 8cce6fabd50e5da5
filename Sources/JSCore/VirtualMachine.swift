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
  private var timeLimitState: Unmanaged<TimeLimitState>?
  var nativeFunctionClassStorage: JSClassRef?
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
    group = JSContextGroupCreate()
  }

  deinit {
    graveyard.releaseAll()
    if let detached = detachedCallbackStorage {
      JSValueUnprotect(detached.context, detached.function)
      JSGlobalContextRelease(detached.context)
    }
    JSContextGroupClearExecutionTimeLimit(group)
    timeLimitState?.release()
    JSContextGroupRelease(group)
    // Tearing the heap down finalizes what is left: release that too. Classes go last: the
    // finalization above still reads them (`classesInUse` is released after this body).
    graveyard.releaseAll()
    if let nativeFunctionClassStorage { JSClassRelease(nativeFunctionClassStorage) }
    if let slotFunctionClassStorage { JSClassRelease(slotFunctionClassStorage) }
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
    JSContextGroupClearExecutionTimeLimit(group)
    timeLimitState?.release()
    timeLimitState = nil
    guard let seconds else { return }
    let state = Unmanaged.passRetained(TimeLimitState(machine: self))
    timeLimitState = state
    JSContextGroupSetExecutionTimeLimit(
      group, seconds, Trampolines.shouldTerminate, state.toOpaque())
  }
}

/// What the time-limit callback needs: a way to flag the machine.
final class TimeLimitState {
  unowned(unsafe) let machine: VirtualMachine
  init(machine: VirtualMachine) { self.machine = machine }
}
