internal import CJavaScriptCore

extension JSValue {
  /// Lets `body` change the bytes of this typed array (its view only) or ArrayBuffer in place:
  /// `body` gets a copy, and what it leaves in the array is written back (the length cannot
  /// change). Returns `body`'s result, or `nil` when the value is neither (or is detached).
  ///
  /// https://webidl.spec.whatwg.org/#buffersource-types
  public func withMutableBytes<Result>(_ body: (inout [UInt8]) throws -> Result) rethrows
    -> Result?
  {
    guard let object = objectRef else { return nil }
    var exception: JSValueRef? = nil
    let type = JSValueGetTypedArrayType(context.ref, ref, &exception)
    let start: UnsafeMutableRawPointer
    let length: Int
    if type == kJSTypedArrayTypeArrayBuffer {
      guard let pointer = JSObjectGetArrayBufferBytesPtr(context.ref, object, &exception) else {
        return nil
      }
      start = pointer
      length = JSObjectGetArrayBufferByteLength(context.ref, object, &exception)
    } else if type != kJSTypedArrayTypeNone {
      guard let pointer = JSObjectGetTypedArrayBytesPtr(context.ref, object, &exception) else {
        return nil
      }
      start = pointer + JSObjectGetTypedArrayByteOffset(context.ref, object, &exception)
      length = JSObjectGetTypedArrayByteLength(context.ref, object, &exception)
    } else {
      return nil
    }
    var bytes = Array(UnsafeRawBufferPointer(start: start, count: length))
    let result = try body(&bytes)
    let count = min(bytes.count, length)
    bytes.withUnsafeBytes { source in
      if let base = source.baseAddress, count > 0 { start.copyMemory(from: base, byteCount: count) }
    }
    return result
  }

  /// The number of elements of this typed array (`Uint8Array`, `Float64Array`…), or nil when it
  /// is not one. Read without touching the elements or any script-visible property.
  ///
  /// https://tc39.es/ecma262/#sec-typedarray-objects
  public var typedArrayElementCount: Int? {
    guard let object = objectRef else { return nil }
    var exception: JSValueRef? = nil
    let type = JSValueGetTypedArrayType(context.ref, ref, &exception)
    guard type != kJSTypedArrayTypeNone, type != kJSTypedArrayTypeArrayBuffer else { return nil }
    return JSObjectGetTypedArrayLength(context.ref, object, &exception)
  }
}
