internal import CJavaScriptCore

/// A JavaScript global context (a `JSGlobalContextRef`), made on a `VirtualMachine`.
/// Use it from one thread only (it is not `Sendable`).
///
/// https://developer.apple.com/documentation/javascriptcore/jscontext
public final class JSContext {
  /// The machine this context runs on.
  public let virtualMachine: VirtualMachine
  let ref: JSGlobalContextRef
  /// Unhandled promise rejections reported since the last `takeUnhandledRejections()`, as
  /// protected raw values (a `JSValue` here would hold the context and never let it go).
  private var unhandledRejections: [JSValueRef] = []
  private var rejectionHandlerInstalled = false
  /// `Object.defineProperty`, protected, looked up once.
  private let definePropertyRef: JSValueRef
  /// The context's intrinsic `Function.prototype`, protected, read before any script runs.
  let functionPrototypeRef: JSValueRef
  /// The context's intrinsic `Object.prototype.isPrototypeOf`, protected, read before any
  /// script runs: `instanceof` a native constructor is one call of it (see
  /// `Trampolines.hasInstance`).
  let isPrototypeOfRef: JSValueRef
  /// `true` as a value reference: an immediate, the same bits every time it is made.
  let trueRef: JSValueRef
  /// The strings of string arguments scripts pass again and again.
  let stringArguments = StringArgumentCache()
  /// The strings of short string results native functions return again and again.
  let stringResults = StringResultCache()
  /// The ordinary objects made to carry a Swift object (``JSPlainCarrier``), by address; they
  /// are kept alive by a keeper of this context, and released with it.
  /// (Retained by the table, read without retaining: see ``releasePlainCarriers()``.)
  let plainCarriers = PointerTable<JSPlainCarrier>()
  /// The native function whose call is a microtask checkpoint's entry, protected (made on the
  /// first checkpoint).
  private var checkpointFunctionRef: JSObjectRef?
  /// The global object, when its class's parent is known to Swift only
  /// (``JSNativeClass/parentKnownToEngine``): brand checks of it walk that class's parents
  /// here (see ``carriedObject(_:of:as:)``).
  let unchainedGlobal: (ref: JSObjectRef, nativeClass: JSNativeClass)?

  /// Makes a context with an ordinary global object.
  public init(virtualMachine: VirtualMachine = VirtualMachine()) {
    self.virtualMachine = virtualMachine
    ref = JSGlobalContextCreateInGroup(virtualMachine.group, nil)
    functionPrototypeRef = Self.intrinsic("Function", "prototype", of: ref)
    definePropertyRef = Self.intrinsic("Object", "defineProperty", of: ref)
    isPrototypeOfRef = Self.intrinsic("Object", "prototype", "isPrototypeOf", of: ref)
    trueRef = JSValueMakeBoolean(ref, true)
    unchainedGlobal = nil
  }

  /// Makes a context whose global object is an instance of `globalClass`.
  public init(virtualMachine: VirtualMachine, globalClass: JSNativeClass) {
    self.virtualMachine = virtualMachine
    virtualMachine.keepAlive(globalClass)
    ref = JSGlobalContextCreateInGroup(virtualMachine.group, globalClass.ref)
    functionPrototypeRef = Self.intrinsic("Function", "prototype", of: ref)
    definePropertyRef = Self.intrinsic("Object", "defineProperty", of: ref)
    isPrototypeOfRef = Self.intrinsic("Object", "prototype", "isPrototypeOf", of: ref)
    trueRef = JSValueMakeBoolean(ref, true)
    if !globalClass.parentKnownToEngine, let global = JSContextGetGlobalObject(ref) {
      unchainedGlobal = (global, globalClass)
    } else {
      unchainedGlobal = nil
    }
  }

  /// Makes a context whose global object is an instance of `globalClass` carrying `object`
  /// (found again with ``JSValue/nativeObject(of:as:)`` and ``JSCall/thisObject(of:as:)``).
  public convenience init(
    virtualMachine: VirtualMachine, globalClass: JSNativeClass, carrying object: AnyObject
  ) {
    self.init(virtualMachine: virtualMachine, globalClass: globalClass)
    let box = PrivateBox(object, machine: virtualMachine)
    let global = JSContextGetGlobalObject(ref)
    if !JSObjectSetPrivate(global, Unmanaged.passRetained(box).toOpaque()) {
      Unmanaged.passUnretained(box).release()
    }
  }

  /// Gives the global object property hooks (its class must have been made with
  /// ``JSNativeClass/init(globalObjectClassNamed:parent:interceptsWrites:)``, which calls only
  /// the `set`, `delete` and `ownKeys` hooks). The Swift object the global carries stays.
  public func setGlobalHooks(_ hooks: JSPropertyHooks) {
    let global = JSContextGetGlobalObject(ref)
    guard let global, let data = JSObjectGetPrivate(global) else { return }
    let old = Unmanaged<PrivateBox>.fromOpaque(data)
    let box = PrivateBox(
      old.takeUnretainedValue().object, machine: virtualMachine, hooks: hooks)
    if JSObjectSetPrivate(global, Unmanaged.passRetained(box).toOpaque()) {
      old.release()
    } else {
      Unmanaged.passUnretained(box).release()
    }
  }

  /// `globalThis[path[0]][path[1]]…` read when the context is made, before any script can
  /// replace it, and protected for the context's life (`null` when a step is missing).
  private static func intrinsic(_ path: String..., of ref: JSGlobalContextRef) -> JSValueRef {
    var current: JSValueRef? = JSContextGetGlobalObject(ref)
    for name in path {
      guard let owner = current, JSValueIsObject(ref, owner) else {
        current = nil
        break
      }
      current = JSStringScope.with(name) { JSObjectGetProperty(ref, owner, $0, nil) }
    }
    let result: JSValueRef = current ?? JSValueMakeNull(ref)
    JSValueProtect(ref, result)
    return result
  }

  deinit {
    releasePlainCarriers()
    virtualMachine.graveyard.releaseAll()
    if rejectionHandlerInstalled {
      // The callback is a function of this context, held by a root: let go of it, or the
      // global object (and all it reaches) is never collected.
      JSGlobalContextSetUnhandledRejectionCallback(
        ref, virtualMachine.detachedRejectionCallback.function, nil)
    }
    for value in unhandledRejections { JSValueUnprotect(ref, value) }
    JSValueUnprotect(ref, definePropertyRef)
    JSValueUnprotect(ref, functionPrototypeRef)
    JSValueUnprotect(ref, isPrototypeOfRef)
    if let checkpointFunctionRef { JSValueUnprotect(ref, checkpointFunctionRef) }
    stringArguments.removeAll(in: ref)
    stringResults.removeAll(in: ref)
    JSGlobalContextRelease(ref)
  }

  /// `Object.defineProperty`.
  var objectDefineProperty: JSValue { JSValue(definePropertyRef, in: self) }

  /// The global object.
  public var globalObject: JSValue { JSValue(JSContextGetGlobalObject(ref), in: self) }

  /// The context's name in debuggers.
  public var name: String? {
    get { JSStringScope.consume(JSGlobalContextCopyName(ref)) }
    set {
      guard let newValue else {
        JSGlobalContextSetName(ref, nil)
        return
      }
      JSStringScope.with(newValue) { JSGlobalContextSetName(ref, $0) }
    }
  }

  // MARK: - Running scripts

  /// Runs `body` with an exception out-parameter and turns a thrown value into `JSException`.
  @inline(__always)
  func checking<R>(_ body: (UnsafeMutablePointer<JSValueRef?>) -> R) throws(JSException) -> R {
    var exception: JSValueRef? = nil
    let result = body(&exception)
    if let exception {
      let timeLimit = virtualMachine.terminatedByTimeLimit
      // (The time-limit callback already made the machine terminating.)
      if timeLimit { virtualMachine.terminatedByTimeLimit = false }
      // While terminating, whatever ends a call ends it because of the time limit (a native
      // function's refusal, say).
      throw JSException(
        value: JSValue(exception, in: self),
        isTimeLimit: timeLimit || virtualMachine.isTerminating)
    }
    return result
  }

  /// Evaluates a classic script; returns its completion value.
  ///
  /// - Parameters:
  ///   - sourceURL: shown in stack traces and errors.
  ///   - startingLineNumber: the line number of the first line (1-based).
  public func evaluateScript(
    _ source: String, sourceURL: String? = nil, startingLineNumber: Int = 1
  ) throws(JSException) -> JSValue {
    let value = try runningScript { () throws(JSException) in
      try JSStringScope.with(source) { script throws(JSException) in
        try withOptionalJSString(sourceURL) { url throws(JSException) in
          try checking { exception in
            JSEvaluateScript(ref, script, nil, url, Int32(clamping: startingLineNumber), exception)
          }
        }
      }
    }
    virtualMachine.releaseFinalizedObjects()
    return JSValue(value ?? JSValueMakeUndefined(ref), in: self)
  }

  /// Checks a script's syntax without running it.
  public func checkScriptSyntax(
    _ source: String, sourceURL: String? = nil, startingLineNumber: Int = 1
  ) throws(JSException) {
    _ = try JSStringScope.with(source) { script throws(JSException) in
      try withOptionalJSString(sourceURL) { url throws(JSException) in
        try checking { exception in
          JSCheckScriptSyntax(ref, script, url, Int32(clamping: startingLineNumber), exception)
        }
      }
    }
  }

  private func withOptionalJSString<R>(
    _ string: String?, _ body: (JSStringRef?) throws(JSException) -> R
  ) throws(JSException) -> R {
    guard let string else { return try body(nil) }
    return try JSStringScope.with(string) { ref throws(JSException) in try body(ref) }
  }

  /// Asks for a garbage collection (JavaScriptCore may run it later).
  public func garbageCollect() { JSGarbageCollect(ref) }

  /// Runs a full garbage collection now (for leak checks and tests: it is slow). The stack is
  /// scanned conservatively, so a few unreachable objects may survive one collection.
  public func collectGarbageSynchronously() {
    JSSynchronousGarbageCollectForDebugging(ref)
    virtualMachine.releaseFinalizedObjects()
  }

  /// The current JavaScript stack, as JavaScriptCore formats it.
  public func backtrace(maximumFrames: Int = 32) -> String {
    JSStringScope.consume(JSContextCreateBacktrace(ref, UInt32(clamping: maximumFrames))) ?? ""
  }

  // MARK: - Promises

  /// Records unhandled promise rejections from now on (read them with
  /// `takeUnhandledRejections()`).
  public func trackUnhandledRejections() throws(JSException) {
    guard !rejectionHandlerInstalled else { return }
    let handler = makeFunction(name: "unhandledRejection") { [unowned self] call in
      let reason = call.rawArgument(1)
      JSValueProtect(self.ref, reason)
      self.unhandledRejections.append(reason)
      return .undefined
    }
    guard let object = handler.objectRef else { return }
    _ = try checking { exception in
      JSGlobalContextSetUnhandledRejectionCallback(ref, object, exception)
    }
    rejectionHandlerInstalled = true
  }

  /// The reasons of promises rejected with no handler since the last call.
  public func takeUnhandledRejections() -> [JSValue] {
    defer {
      for value in unhandledRejections { JSValueUnprotect(ref, value) }
      unhandledRejections = []
    }
    return unhandledRejections.map { JSValue($0, in: self) }
  }

  /// Runs the pending promise jobs (microtasks): a microtask checkpoint. Returns `false` when
  /// the execution time limit stopped it (the jobs left were dropped).
  ///
  /// Where ``VirtualMachine/boundsMicrotaskCheckpoints`` holds, the jobs run nested in one call
  /// of a native function, one entry into the engine, so that the time limit bounds them as a
  /// whole; the same checkpoint follows the outermost evaluation, call or construction made
  /// from Swift. Elsewhere JavaScriptCore drains its queue itself each time control returns
  /// from the engine, and this enters the engine once with an empty script to drain jobs
  /// queued by Swift code (for example by resolving a deferred promise from Swift).
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#perform-a-microtask-checkpoint
  @discardableResult
  public func drainMicrotasks() -> Bool {
    let machine = virtualMachine
    guard let delay = machine.microtaskDelay else {
      var exception: JSValueRef? = nil
      JSStringScope.with("") { script in
        _ = JSEvaluateScript(ref, script, nil, nil, 1, &exception)
      }
      return true
    }
    // A checkpoint asked for inside one (a task run by a job) is that one.
    guard !machine.isPerformingCheckpoint else { return true }
    if machine.isTerminating && machine.scriptCallDepth > 0 { return false }
    let function: JSObjectRef
    if let checkpointFunctionRef {
      function = checkpointFunctionRef
    } else {
      function = JSObjectMake(
        ref, machine.checkpointClass, Unmanaged.passUnretained(delay).toOpaque())
      JSValueProtect(ref, function)
      checkpointFunctionRef = function
    }
    let hitsBefore = machine.timeLimitHits
    machine.beginScriptCall(in: ref)
    machine.isPerformingCheckpoint = true
    var exception: JSValueRef? = nil
    _ = JSObjectCallAsFunction(ref, function, nil, 0, nil, &exception)
    machine.isPerformingCheckpoint = false
    if exception != nil { machine.terminatedByTimeLimit = false }
    let stopped = machine.timeLimitHits != hitsBefore
    if stopped { machine.stoppedCheckpointCount += 1 }
    _ = machine.endScriptCall(in: ref)
    machine.releaseFinalizedObjects()
    return !stopped
  }

  /// The error a native function throws, and a call into script from Swift ends with, while
  /// the machine is terminating.
  func terminatingError() -> JSValueRef {
    intrinsicError("Script stopped: the script time limit was reached.")
  }

  /// An error made with the context's intrinsic `Error` (no script runs, so it works while
  /// the machine is terminating and whatever a page did to the global `Error`).
  func intrinsicError(_ message: String) -> JSValueRef {
    let argument: [JSValueRef?] = [JSStringScope.with(message) { JSValueMakeString(ref, $0) }]
    let error = argument.withUnsafeBufferPointer { JSObjectMakeError(ref, 1, $0.baseAddress, nil) }
    return error ?? JSValueMakeUndefined(ref)
  }

  /// Runs `body`, an API call that may run script, as a call into script from Swift: the
  /// outermost one (not made from inside a native function the engine is running) is followed
  /// by a microtask checkpoint, as the engine's own draining would have followed it. While
  /// the machine is terminating (a call under way was stopped by the time limit), it throws
  /// the time limit without running `body`.
  @inline(__always)
  func runningScript<R>(_ body: () throws(JSException) -> R) throws(JSException) -> R {
    let machine = virtualMachine
    machine.beginScriptCall(in: ref)
    if machine.isTerminating && machine.scriptCallDepth > 1 {
      _ = machine.endScriptCall(in: ref)
      throw JSException(value: JSValue(terminatingError(), in: self), isTimeLimit: true)
    }
    defer {
      if machine.endScriptCall(in: ref) { drainMicrotasks() }
    }
    return try body()
  }
}
