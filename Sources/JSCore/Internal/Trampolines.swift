internal import CJavaScriptCore

/// The `@convention(c)` callbacks JavaScriptCore calls (here and in `extension Trampolines` beside
/// the property hooks and function slots): each recovers its Swift object from private data or
/// user data, calls it, and maps a thrown Swift error to the exception out-parameter.
enum Trampolines {
  /// Calls a native function's closure.
  static let callAsFunction: JSObjectCallAsFunctionCallback = {
    ctx, function, thisObject, argumentCount, arguments, exception in
    guard let ctx, let function, let data = JSObjectGetPrivate(function) else {
      return JSValueMakeUndefined(ctx)
    }
    // The JS object keeps the box alive for the call: no retain needed.
    return Unmanaged<NativeFunctionBox>.fromOpaque(data)._withUnsafeGuaranteedRef { box in
      if box.context.virtualMachine.isTerminating {
        exception?.pointee = box.context.terminatingError()
        return JSValueMakeUndefined(ctx)
      }
      let call = JSCall(
        context: box.context, thisRef: thisObject, count: argumentCount, arguments: arguments)
      do {
        return try box.body(call).make(in: box.context)
      } catch {
        exception?.pointee = box.context.exceptionValue(for: error)
        return JSValueMakeUndefined(ctx)
      }
    }
  }

  /// `new` on a native constructor.
  static let callAsConstructor: JSObjectCallAsConstructorCallback = {
    ctx, constructor, argumentCount, arguments, exception in
    guard let ctx, let constructor, let data = JSObjectGetPrivate(constructor) else { return nil }
    let box = Unmanaged<NativeFunctionBox>.fromOpaque(data).takeUnretainedValue()
    if box.context.virtualMachine.isTerminating {
      exception?.pointee = box.context.terminatingError()
      return nil
    }
    let call = JSCall(
      context: box.context, thisRef: nil, count: argumentCount, arguments: arguments)
    do {
      guard let construct = box.construct else { throw JSThrow.typeError("Illegal constructor") }
      let object = try construct(call)
      guard let result = object.objectRef else {
        throw JSThrow.typeError("A constructor must return an object")
      }
      return result
    } catch {
      exception?.pointee = box.context.exceptionValue(for: error)
      return nil
    }
  }

  /// `instanceof` a native constructor: the ordinary prototype-chain walk against its
  /// `prototype` property (https://tc39.es/ecma262/#sec-ordinaryhasinstance).
  ///
  /// The walk is one call of the context's original `Object.prototype.isPrototypeOf`, which
  /// is that same walk: inside a callback every C API call takes the engine's lock anew, so
  /// a walk step by step (prototype, is-object, equality: three calls a level) cost a dozen
  /// lock round trips for an element against `Node`; this costs one.
  static let hasInstance: JSObjectHasInstanceCallback = {
    ctx, constructor, possibleInstance, exception in
    guard let ctx, let constructor, let possibleInstance, let data = JSObjectGetPrivate(constructor)
    else { return false }
    let box = Unmanaged<NativeFunctionBox>.fromOpaque(data).takeUnretainedValue()
    let context = box.context
    // A constructor's `prototype` cannot change: read once, kept in its box.
    let prototype: JSValueRef
    if let fixed = box.prototypeRef {
      prototype = fixed
    } else {
      let read = JSStringScope.with("prototype") {
        JSObjectGetProperty(ctx, constructor, $0, exception)
      }
      guard let read, JSValueIsObject(ctx, read) else { return false }
      prototype = read
    }
    let argument: JSValueRef? = possibleInstance
    let result = withUnsafePointer(to: argument) {
      JSObjectCallAsFunction(ctx, context.isPrototypeOfRef, prototype, 1, $0, exception)
    }
    return result == context.trueRef
  }

  /// Hands an object's Swift private data to its machine's graveyard, to be released on the
  /// machine's thread. Nothing else: finalizers may run on any thread and must not call the
  /// engine.
  static let finalize: JSObjectFinalizeCallback = { object in
    guard let object, let data = JSObjectGetPrivate(object) else { return }
    let box = Unmanaged<AnyObject>.fromOpaque(data).takeUnretainedValue()
    if let parked = box as? ParkedOnFinalize {
      parked.graveyard.bury(data)
    } else {
      Unmanaged<AnyObject>.fromOpaque(data).release()
    }
  }

  /// The execution time limit was reached: flag the machine, make it terminating (the
  /// watchdog then stops any script still running in this entry within a millisecond, again
  /// and again: see `VirtualMachine.startTerminating()`), and stop the script.
  static let shouldTerminate: JSShouldTerminateCallback = { _, userdata in
    guard let userdata else { return true }
    let machine = Unmanaged<TimeLimitState>.fromOpaque(userdata).takeUnretainedValue().machine
    machine.terminatedByTimeLimit = true
    machine.timeLimitHits += 1
    machine.startTerminating()
    return true
  }

  /// A microtask checkpoint's entry: drains the queue inside this call, so that the jobs are
  /// one entry into the engine with it (see `EngineInternals`).
  static let microtaskCheckpoint: JSObjectCallAsFunctionCallback = {
    ctx, function, _, _, _, _ in
    if let function, let data = JSObjectGetPrivate(function) {
      Unmanaged<MicrotaskDelay>.fromOpaque(data).takeUnretainedValue().drainInsideEntry()
    }
    return JSValueMakeUndefined(ctx)
  }

  /// Frees the copy of a typed array's bytes.
  static let deallocateBytes: JSTypedArrayBytesDeallocator = { bytes, _ in
    bytes?.deallocate()
  }
}
