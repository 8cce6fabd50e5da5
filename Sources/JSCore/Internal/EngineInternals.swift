internal import CJavaScriptCore

#if canImport(Glibc)
  import Glibc
#endif

/// Five functions of JavaScriptCore that its C API lacks, which WebKitGTK's
/// `libjavascriptcoregtk` exports: with them a microtask checkpoint runs as *one* entry into
/// the engine, so the execution time limit bounds it as a whole.
///
/// Why: the C API drains the engine's microtask queue each time the outermost API call gives
/// the engine's lock back, running every job as an entry of its own; the time limit
/// (`JSContextGroupSetExecutionTimeLimit`) counts each entry on its own, so a job that queues
/// itself (`(function f() { Promise.resolve().then(f); })()`) never reaches the limit and never
/// ends. Instead, a ``VirtualMachine`` holds a `VM::DrainMicrotaskDelayScope` for its life (the
/// engine then drains nothing by itself) and drains at each checkpoint from inside a native
/// function it calls: the jobs then run nested in that call's entry, and the time limit stops
/// them all at once (the jobs left are dropped, as a terminated checkpoint does).
///
/// The functions are looked up by name at run time (`dlsym`), and the delay scope's layout is
/// checked when it is made (one reference to the machine, nothing else): where any of this does
/// not hold (another build of JavaScriptCore, Apple's framework), ``shared`` is `nil` and the
/// engine drains by itself as before, with the time limit bounding each job only.
///
/// The symbols are those of WebKit's `Source/JavaScriptCore/runtime/JSLock.h` (`JSLockHolder`)
/// and `VM.h` (`VM::drainMicrotasks`, `VM::DrainMicrotaskDelayScope`); a `JSContextGroupRef` is
/// a `JSC::VM*` (`API/APICast.h`).
struct EngineInternals {
  /// `JSC::JSLockHolder::JSLockHolder(JSC::VM*)`: takes the engine's lock (recursively).
  let lockHolderInit: @convention(c) (UnsafeMutableRawPointer, JSContextGroupRef) -> Void
  /// `JSC::JSLockHolder::~JSLockHolder()`.
  let lockHolderDeinit: @convention(c) (UnsafeMutableRawPointer) -> Void
  /// `JSC::VM::drainMicrotasks()`: runs the queued jobs (nothing while a delay scope lives).
  let drainMicrotasks: @convention(c) (JSContextGroupRef) -> Void
  /// `JSC::VM::DrainMicrotaskDelayScope::DrainMicrotaskDelayScope(JSC::VM&)`: counts one more
  /// reason not to drain, and holds a reference to the machine.
  let delayScopeInit: @convention(c) (UnsafeMutableRawPointer, JSContextGroupRef) -> Void
  /// `JSC::VM::DrainMicrotaskDelayScope::~DrainMicrotaskDelayScope()`: counts one less (and
  /// drains when none is left).
  let delayScopeDeinit: @convention(c) (UnsafeMutableRawPointer) -> Void

  /// The bytes given to each of the two C++ objects made here (each needs 8: one pointer).
  static let objectSize = 64

  /// The functions, when this process's JavaScriptCore exports them all.
  static let shared: EngineInternals? = {
    #if os(Linux)
      // Set ACTIONJS_ENGINE_DRAIN=0 to let the engine drain by itself (for comparisons).
      if let setting = getenv("ACTIONJS_ENGINE_DRAIN"), String(cString: setting) == "0" {
        return nil
      }
      func symbol(_ name: String) -> UnsafeMutableRawPointer? { dlsym(nil, name) }
      guard let lockInit = symbol("_ZN3JSC12JSLockHolderC1EPNS_2VME"),
        let lockDeinit = symbol("_ZN3JSC12JSLockHolderD1Ev"),
        let drain = symbol("_ZN3JSC2VM15drainMicrotasksEv"),
        let delayInit = symbol("_ZN3JSC2VM24DrainMicrotaskDelayScopeC1ERS0_"),
        let delayDeinit = symbol("_ZN3JSC2VM24DrainMicrotaskDelayScopeD1Ev")
      else { return nil }
      typealias Init = @convention(c) (UnsafeMutableRawPointer, JSContextGroupRef) -> Void
      typealias Deinit = @convention(c) (UnsafeMutableRawPointer) -> Void
      typealias Drain = @convention(c) (JSContextGroupRef) -> Void
      return EngineInternals(
        lockHolderInit: unsafeBitCast(lockInit, to: Init.self),
        lockHolderDeinit: unsafeBitCast(lockDeinit, to: Deinit.self),
        drainMicrotasks: unsafeBitCast(drain, to: Drain.self),
        delayScopeInit: unsafeBitCast(delayInit, to: Init.self),
        delayScopeDeinit: unsafeBitCast(delayDeinit, to: Deinit.self))
    #else
      return nil
    #endif
  }()

  /// Runs `body` holding the engine's lock.
  func withLock(on group: JSContextGroupRef, _ body: () -> Void) {
    let holder = UnsafeMutableRawPointer.allocate(
      byteCount: Self.objectSize, alignment: MemoryLayout<UInt64>.alignment)
    holder.initializeMemory(as: UInt8.self, repeating: 0, count: Self.objectSize)
    defer { holder.deallocate() }
    lockHolderInit(holder, group)
    body()
    lockHolderDeinit(holder)
  }
}

/// A machine's drain delay: the `DrainMicrotaskDelayScope` it holds for its life, and the
/// checkpoint that drains inside one entry (see ``EngineInternals``).
final class MicrotaskDelay {
  let internals: EngineInternals
  let group: JSContextGroupRef
  /// The delay scope object (one `RefPtr<VM>`).
  private let scope: UnsafeMutableRawPointer

  /// Starts delaying `group`'s drains; `nil` when the scope does not look as expected (it is
  /// then undone at once, and the engine drains by itself).
  init?(internals: EngineInternals, group: JSContextGroupRef) {
    self.internals = internals
    self.group = group
    scope = UnsafeMutableRawPointer.allocate(
      byteCount: EngineInternals.objectSize, alignment: MemoryLayout<UInt64>.alignment)
    scope.initializeMemory(as: UInt8.self, repeating: 0, count: EngineInternals.objectSize)
    internals.withLock(on: group) { internals.delayScopeInit(scope, group) }
    // The scope is one reference to the machine: its first word is the machine's address, and
    // nothing else was written.
    let first = scope.load(as: UInt.self)
    var restIsZero = true
    for offset in stride(from: 8, to: EngineInternals.objectSize, by: 8)
    where scope.load(fromByteOffset: offset, as: UInt.self) != 0 {
      restIsZero = false
    }
    guard first == UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(group))), restIsZero else {
      internals.withLock(on: group) { internals.delayScopeDeinit(scope) }
      scope.deallocate()
      return nil
    }
  }

  /// Runs the queued jobs now. Call it only from inside a native function the engine is
  /// running (so that the jobs are one entry with it): the scope is ended (which drains) and
  /// made again.
  func drainInsideEntry() {
    internals.withLock(on: group) {
      internals.delayScopeDeinit(scope)
      internals.drainMicrotasks(group)
      scope.initializeMemory(as: UInt8.self, repeating: 0, count: EngineInternals.objectSize)
      internals.delayScopeInit(scope, group)
    }
  }

  /// Ends the delay without draining: the jobs still queued are dropped with the machine.
  /// The scope's reference to the machine is given back with `JSContextGroupRelease` (ending
  /// the scope the ordinary way would run the queued jobs, at teardown). Call it once, just
  /// before the machine's own last release.
  func abandon() {
    scope.storeBytes(of: 0, as: UInt.self)
    JSContextGroupRelease(group)
    scope.deallocate()
  }
}
