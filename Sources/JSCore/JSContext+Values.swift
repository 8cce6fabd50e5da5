internal import CJavaScriptCore

extension JSContext {
  /// `undefined`.
  public var undefined: JSValue { JSValue(JSValueMakeUndefined(ref), in: self) }
  /// `null`.
  public var null: JSValue { JSValue(JSValueMakeNull(ref), in: self) }
  /// A boolean.
  public func boolean(_ value: Bool) -> JSValue {
    JSValue(JSValueMakeBoolean(ref, value), in: self)
  }
  /// A number.
  public func number(_ value: Double) -> JSValue {
    JSValue(JSValueMakeNumber(ref, value), in: self)
  }
  /// A string.
  public func string(_ value: String) -> JSValue {
    JSStringScope.with(value) { JSValue(JSValueMakeString(ref, $0), in: self) }
  }
  /// A string from exact UTF-16 code units (lone surrogates kept).
  public func string(utf16 units: [UInt16]) -> JSValue {
    let string = units.withUnsafeBufferPointer {
      JSStringCreateWithCharacters($0.baseAddress, $0.count)
    }
    defer { JSStringRelease(string) }
    return JSValue(JSValueMakeString(ref, string), in: self)
  }
  /// A value parsed from JSON text, or `nil` when the text is not JSON.
  public func value(json: String) -> JSValue? {
    JSStringScope.with(json) { text in
      JSValueMakeFromJSONString(ref, text).map { JSValue($0, in: self) }
    }
  }

  /// A new empty object.
  public func object() -> JSValue { JSValue(JSObjectMake(ref, nil, nil), in: self) }

  /// A new array of `elements`.
  public func array(_ elements: [JSValue] = []) throws(JSException) -> JSValue {
    let refs: [JSValueRef?] = elements.map { $0.ref }
    let array = try refs.withUnsafeBufferPointer { buffer throws(JSException) in
      try checking { JSObjectMakeArray(ref, buffer.count, buffer.baseAddress, $0) }
    }
    return JSValue(array ?? JSValueMakeUndefined(ref), in: self)
  }

  /// A new array of values as bindings return them (kept wrappers go in without a protection
  /// each: one call for the whole array).
  public func array(returning elements: [JSReturn]) throws(JSException) -> JSValue {
    let refs: [JSValueRef?] = elements.map { $0.make(in: self) }
    let array = try refs.withUnsafeBufferPointer { buffer throws(JSException) in
      try checking { JSObjectMakeArray(ref, buffer.count, buffer.baseAddress, $0) }
    }
    return JSValue(array ?? JSValueMakeUndefined(ref), in: self)
  }

  /// A `Date` for milliseconds since 1970 (UTC).
  public func date(millisecondsSince1970 milliseconds: Double) throws(JSException) -> JSValue {
    let argument: [JSValueRef?] = [JSValueMakeNumber(ref, milliseconds)]
    let date = try argument.withUnsafeBufferPointer { buffer throws(JSException) in
      try checking { JSObjectMakeDate(ref, 1, buffer.baseAddress, $0) }
    }
    return JSValue(date ?? JSValueMakeUndefined(ref), in: self)
  }

  /// The time value of a `Date`, in milliseconds since 1970 (NaN for an invalid date).
  public func timeValue(of date: JSValue) -> Double? {
    guard date.isDate else { return nil }
    return (try? date.invokeMethod("getTime"))?.toDouble()
  }

  /// An error made with the global constructor `kind` (`Error`, `TypeError`, …).
  public func makeError(kind: String = "Error", message: String) -> JSValue {
    if !virtualMachine.isTerminating {
      let constructor = globalObject.property(kind)
      if let error = try? constructor.construct(arguments: [string(message)]) { return error }
    }
    // The context's intrinsic `Error` (also while the machine is terminating, when no call
    // into script runs).
    return JSValue(intrinsicError(message), in: self)
  }

  /// A pending promise with the functions that settle it.
  public func deferredPromise() throws(JSException) -> (
    promise: JSValue, resolve: JSValue, reject: JSValue
  ) {
    var resolve: JSObjectRef? = nil
    var reject: JSObjectRef? = nil
    let promise = try checking { JSObjectMakeDeferredPromise(ref, &resolve, &reject, $0) }
    guard let promise, let resolve, let reject else {
      throw JSException(value: makeError(message: "Could not make a promise"), isTimeLimit: false)
    }
    return (JSValue(promise, in: self), JSValue(resolve, in: self), JSValue(reject, in: self))
  }

  /// A new ArrayBuffer holding a copy of `bytes`.
  public func arrayBuffer(_ bytes: [UInt8]) throws(JSException) -> JSValue {
    let typed = try typedArray(.uint8, bytes: bytes)
    return try typed.get("buffer")
  }

  /// A new typed array of `kind` over a copy of `bytes` (whose length must be a multiple of
  /// the element size).
  public func typedArray(_ kind: JSTypedArrayKind, bytes: [UInt8]) throws(JSException) -> JSValue {
    let copy = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
    bytes.withUnsafeBytes { source in
      if let base = source.baseAddress { copy.copyMemory(from: base, byteCount: bytes.count) }
    }
    let typed = try checking {
      JSObjectMakeTypedArrayWithBytesNoCopy(
        ref, kind.cType, copy, bytes.count, Trampolines.deallocateBytes, nil, $0)
    }
    return JSValue(typed ?? JSValueMakeUndefined(ref), in: self)
  }

  /// The bytes of a typed array or ArrayBuffer (a copy), or `nil` for other values.
  public func bytes(of value: JSValue) -> [UInt8]? {
    guard let object = value.objectRef else { return nil }
    var exception: JSValueRef? = nil
    let type = JSValueGetTypedArrayType(ref, value.ref, &exception)
    if type == kJSTypedArrayTypeArrayBuffer {
      let length = JSObjectGetArrayBufferByteLength(ref, object, &exception)
      guard let pointer = JSObjectGetArrayBufferBytesPtr(ref, object, &exception) else { return [] }
      return Array(UnsafeRawBufferPointer(start: pointer, count: length))
    }
    guard type != kJSTypedArrayTypeNone else { return nil }
    let length = JSObjectGetTypedArrayByteLength(ref, object, &exception)
    let offset = JSObjectGetTypedArrayByteOffset(ref, object, &exception)
    guard let pointer = JSObjectGetTypedArrayBytesPtr(ref, object, &exception) else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer + offset, count: length))
  }
}

extension JSContext {
  /// A `Float64Array` laid over `count` doubles at `pointer`, not copied: scripts holding it
  /// read the memory as Swift changes it (a counter a script checks without calling into
  /// Swift). `owner` is retained until the engine frees the array's buffer, so memory that
  /// lives as long as `owner` stays valid for as long as the array can be read. Nil when the
  /// engine refuses (out of memory).
  public func float64Array(
    over pointer: UnsafeMutablePointer<Double>, count: Int, owner: AnyObject
  ) -> JSValue? {
    let retained = Unmanaged.passRetained(owner).toOpaque()
    // The engine calls the deallocator (which releases the owner) even when it fails.
    let array = JSObjectMakeTypedArrayWithBytesNoCopy(
      ref, kJSTypedArrayTypeFloat64Array, pointer, count * MemoryLayout<Double>.stride,
      { _, context in
        guard let context else { return }
        Unmanaged<AnyObject>.fromOpaque(context).release()
      }, retained, nil)
    return array.map { JSValue($0, in: self) }
  }
}
