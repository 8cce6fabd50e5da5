internal import CJavaScriptCore

/// A JavaScript value held from Swift: protected from garbage collection for as long as this
/// object lives (protected in `init`, unprotected in `deinit`), and holding its context.
///
/// https://developer.apple.com/documentation/javascriptcore/jsvalue
public final class JSValue {
  /// The context the value belongs to.
  public let context: JSContext
  let ref: JSValueRef

  init(_ ref: JSValueRef, in context: JSContext) {
    self.context = context
    self.ref = ref
    JSValueProtect(context.ref, ref)
    context.virtualMachine.protectedValues.increment()
  }

  deinit {
    JSValueUnprotect(context.ref, ref)
    context.virtualMachine.protectedValues.decrement()
  }

  var objectRef: JSObjectRef? {
    JSValueIsObject(context.ref, ref) ? ref : nil
  }

  // MARK: - Types

  public var isUndefined: Bool { JSValueIsUndefined(context.ref, ref) }
  public var isNull: Bool { JSValueIsNull(context.ref, ref) }
  public var isBoolean: Bool { JSValueIsBoolean(context.ref, ref) }
  public var isNumber: Bool { JSValueIsNumber(context.ref, ref) }
  public var isString: Bool { JSValueIsString(context.ref, ref) }
  public var isSymbol: Bool { JSValueIsSymbol(context.ref, ref) }
  public var isBigInt: Bool { JSValueIsBigInt(context.ref, ref) }
  public var isObject: Bool { JSValueIsObject(context.ref, ref) }
  public var isArray: Bool { JSValueIsArray(context.ref, ref) }
  public var isDate: Bool { JSValueIsDate(context.ref, ref) }
  /// Whether the value can be called.
  public var isFunction: Bool { objectRef.map { JSObjectIsFunction(context.ref, $0) } ?? false }
  /// Whether the value can be used with `new`.
  public var isConstructor: Bool {
    objectRef.map { JSObjectIsConstructor(context.ref, $0) } ?? false
  }

  /// The kind of typed array, or `nil` for anything else (ArrayBuffer included).
  public var typedArrayKind: JSTypedArrayKind? {
    var exception: JSValueRef? = nil
    let type = JSValueGetTypedArrayType(context.ref, ref, &exception)
    return JSTypedArrayKind(type)
  }

  /// Whether the value is an ArrayBuffer.
  public var isArrayBuffer: Bool {
    var exception: JSValueRef? = nil
    return JSValueGetTypedArrayType(context.ref, ref, &exception) == kJSTypedArrayTypeArrayBuffer
  }

  /// `===`. https://tc39.es/ecma262/#sec-isstrictlyequal
  public func isStrictlyEqual(to other: JSValue) -> Bool {
    JSValueIsStrictEqual(context.ref, ref, other.ref)
  }

  /// `instanceof`.
  public func isInstance(of constructor: JSValue) throws(JSException) -> Bool {
    guard let object = constructor.objectRef else { return false }
    return try context.checking { JSValueIsInstanceOfConstructor(context.ref, ref, object, $0) }
  }

  // MARK: - Conversions

  /// ToBoolean.
  public func toBool() -> Bool { JSValueToBoolean(context.ref, ref) }

  /// ToNumber; NaN when it throws.
  public func toDouble() -> Double {
    var exception: JSValueRef? = nil
    return JSValueToNumber(context.ref, ref, &exception)
  }

  /// ToNumber, throwing what it throws.
  public func toNumber() throws(JSException) -> Double {
    try context.checking { JSValueToNumber(context.ref, ref, $0) }
  }

  /// ToString; `""` when it throws (use `toStringChecked()` to see the exception).
  public func toString() -> String { (try? toStringChecked()) ?? "" }

  /// ToString, throwing what it throws.
  public func toStringChecked() throws(JSException) -> String {
    let string = try context.checking { JSValueToStringCopy(context.ref, ref, $0) }
    return JSStringScope.consume(string) ?? ""
  }

  /// ToString as exact UTF-16 code units (lone surrogates kept).
  public func toUTF16() throws(JSException) -> [UInt16] {
    let string = try context.checking { JSValueToStringCopy(context.ref, ref, $0) }
    guard let string else { return [] }
    defer { JSStringRelease(string) }
    return JSStringScope.units(string)
  }

  /// The value as JSON text (`JSON.stringify`), or `nil` when it has none.
  public func jsonString(indent: Int = 0) throws(JSException) -> String? {
    let string = try context.checking {
      JSValueCreateJSONString(context.ref, ref, UInt32(clamping: indent), $0)
    }
    return JSStringScope.consume(string)
  }

  // MARK: - Properties

  private func requireObject() throws(JSException) -> JSObjectRef {
    if let objectRef { return objectRef }
    // ToObject throws a TypeError for undefined and null; other primitives are boxed.
    return try context.checking { JSValueToObject(context.ref, ref, $0) }
      ?? {
        preconditionFailure("JSValueToObject returned no object and no exception")
      }()
  }

  /// `value[name]`, throwing what a getter throws.
  public func get(_ name: String) throws(JSException) -> JSValue {
    let object = try requireObject()
    let value = try JSStringScope.with(name) { key throws(JSException) in
      try context.checking { JSObjectGetProperty(context.ref, object, key, $0) }
    }
    return JSValue(value ?? JSValueMakeUndefined(context.ref), in: context)
  }

  /// `value[name]`, or `undefined` when that throws or the value is not an object.
  public func property(_ name: String) -> JSValue {
    (try? get(name)) ?? context.undefined
  }

  /// `value[name] = newValue`.
  public func set(_ name: String, _ newValue: JSValue) throws(JSException) {
    let object = try requireObject()
    try JSStringScope.with(name) { key throws(JSException) in
      try context.checking {
        JSObjectSetProperty(
          context.ref, object, key, newValue.ref, JSPropertyAttributes(kJSPropertyAttributeNone), $0
        )
      }
    }
  }

  /// `value[index]`.
  public func get(at index: Int) throws(JSException) -> JSValue {
    let object = try requireObject()
    let value = try context.checking {
      JSObjectGetPropertyAtIndex(context.ref, object, UInt32(clamping: index), $0)
    }
    return JSValue(value ?? JSValueMakeUndefined(context.ref), in: context)
  }

  /// `value[index] = newValue`.
  public func set(at index: Int, _ newValue: JSValue) throws(JSException) {
    let object = try requireObject()
    try context.checking {
      JSObjectSetPropertyAtIndex(context.ref, object, UInt32(clamping: index), newValue.ref, $0)
    }
  }

  /// `delete value[name]`; false when the property could not be deleted.
  @discardableResult
  public func delete(_ name: String) throws(JSException) -> Bool {
    let object = try requireObject()
    return try JSStringScope.with(name) { key throws(JSException) in
      try context.checking { JSObjectDeleteProperty(context.ref, object, key, $0) }
    }
  }

  /// `name in value`.
  public func has(_ name: String) -> Bool {
    guard let objectRef else { return false }
    return JSStringScope.with(name) { JSObjectHasProperty(context.ref, objectRef, $0) }
  }

  /// The names of the object's enumerable properties, own and inherited, in enumeration
  /// order (`JSObjectCopyPropertyNames`); empty for primitives.
  public var propertyNames: [String] {
    guard let objectRef else { return [] }
    let names = JSObjectCopyPropertyNames(context.ref, objectRef)
    defer { JSPropertyNameArrayRelease(names) }
    let count = JSPropertyNameArrayGetCount(names)
    return (0..<count).map { JSStringScope.string(JSPropertyNameArrayGetNameAtIndex(names, $0)) }
  }

  /// The object's prototype. https://tc39.es/ecma262/#sec-object.getprototypeof
  public var prototype: JSValue {
    get {
      guard let objectRef else { return context.null }
      return JSValue(JSObjectGetPrototype(context.ref, objectRef), in: context)
    }
    set {
      guard let objectRef else { return }
      JSObjectSetPrototype(context.ref, objectRef, newValue.ref)
    }
  }

  /// Defines a data property with `Object.defineProperty` semantics.
  public func defineProperty(
    _ name: String, value: JSValue, writable: Bool = true, enumerable: Bool = true,
    configurable: Bool = true
  ) throws(JSException) {
    // No prototype: a page's `Object.prototype` accessors for "value", "get"… can neither run
    // while the descriptor is filled nor add fields to it (`Object.defineProperty` reads
    // inherited fields too).
    let descriptor = context.object()
    descriptor.prototype = context.null
    try descriptor.set("value", value)
    try descriptor.set("writable", context.boolean(writable))
    try descriptor.set("enumerable", context.boolean(enumerable))
    try descriptor.set("configurable", context.boolean(configurable))
    try context.objectDefineProperty.call(
      this: context.undefined, arguments: [self, context.string(name), descriptor])
  }

  /// Defines an accessor property whose getter and setter are the given functions.
  public func defineAccessor(
    _ name: String, getter: JSValue?, setter: JSValue?, enumerable: Bool = true,
    configurable: Bool = true
  ) throws(JSException) {
    let descriptor = context.object()
    descriptor.prototype = context.null  // as in defineProperty(_:value:…)
    if let getter { try descriptor.set("get", getter) }
    if let setter { try descriptor.set("set", setter) }
    try descriptor.set("enumerable", context.boolean(enumerable))
    try descriptor.set("configurable", context.boolean(configurable))
    try context.objectDefineProperty.call(
      this: context.undefined, arguments: [self, context.string(name), descriptor])
  }

  // MARK: - Calling

  /// Calls the value as a function.
  @discardableResult
  public func call(this: JSValue? = nil, arguments: [JSValue] = []) throws(JSException) -> JSValue {
    try call(this: this, refs: arguments.map { $0.ref })
  }

  /// Calls this function with arguments as bindings return them: numbers, booleans and values
  /// already held elsewhere (kept wrappers, protected values), with no protection taken for
  /// each, which ``call(this:arguments:)`` pays (a lock and a table update per argument).
  public func call(passing arguments: [JSReturn]) throws(JSException) -> JSValue {
    try call(this: nil, refs: arguments.map { $0.make(in: context) })
  }

  private func call(this: JSValue?, refs argumentRefs: [JSValueRef?]) throws(JSException)
    -> JSValue
  {
    guard let function = objectRef, JSObjectIsFunction(context.ref, function) else {
      throw JSException(
        value: context.makeError(kind: "TypeError", message: "Value is not a function"),
        isTimeLimit: false)
    }
    let result = try context.runningScript { () throws(JSException) in
      try argumentRefs.withUnsafeBufferPointer { buffer throws(JSException) in
        try context.checking {
          JSObjectCallAsFunction(
            context.ref, function, this?.objectRef, buffer.count, buffer.baseAddress, $0)
        }
      }
    }
    context.virtualMachine.releaseFinalizedObjects()
    return JSValue(result ?? JSValueMakeUndefined(context.ref), in: context)
  }

  /// `new value(...arguments)`.
  public func construct(arguments: [JSValue] = []) throws(JSException) -> JSValue {
    guard let constructor = objectRef, JSObjectIsConstructor(context.ref, constructor) else {
      throw JSException(
        value: context.makeError(kind: "TypeError", message: "Value is not a constructor"),
        isTimeLimit: false)
    }
    let argumentRefs: [JSValueRef?] = arguments.map { $0.ref }
    let result = try context.runningScript { () throws(JSException) in
      try argumentRefs.withUnsafeBufferPointer { buffer throws(JSException) in
        try context.checking {
          JSObjectCallAsConstructor(context.ref, constructor, buffer.count, buffer.baseAddress, $0)
        }
      }
    }
    context.virtualMachine.releaseFinalizedObjects()
    guard let result else { return context.undefined }
    return JSValue(result, in: context)
  }

  /// Calls the method `name` of this value.
  @discardableResult
  public func invokeMethod(_ name: String, arguments: [JSValue] = []) throws(JSException)
    -> JSValue
  {
    try get(name).call(this: self, arguments: arguments)
  }
}

/// The kinds of typed array. https://tc39.es/ecma262/#sec-typedarray-objects
public enum JSTypedArrayKind: Sendable, CaseIterable {
  case int8, int16, int32, uint8, uint8Clamped, uint16, uint32, float32, float64, bigInt64,
    bigUint64

  init?(_ type: JSTypedArrayType) {
    switch type {
    case kJSTypedArrayTypeInt8Array: self = .int8
    case kJSTypedArrayTypeInt16Array: self = .int16
    case kJSTypedArrayTypeInt32Array: self = .int32
    case kJSTypedArrayTypeUint8Array: self = .uint8
    case kJSTypedArrayTypeUint8ClampedArray: self = .uint8Clamped
    case kJSTypedArrayTypeUint16Array: self = .uint16
    case kJSTypedArrayTypeUint32Array: self = .uint32
    case kJSTypedArrayTypeFloat32Array: self = .float32
    case kJSTypedArrayTypeFloat64Array: self = .float64
    case kJSTypedArrayTypeBigInt64Array: self = .bigInt64
    case kJSTypedArrayTypeBigUint64Array: self = .bigUint64
    default: return nil
    }
  }

  var cType: JSTypedArrayType {
    switch self {
    case .int8: kJSTypedArrayTypeInt8Array
    case .int16: kJSTypedArrayTypeInt16Array
    case .int32: kJSTypedArrayTypeInt32Array
    case .uint8: kJSTypedArrayTypeUint8Array
    case .uint8Clamped: kJSTypedArrayTypeUint8ClampedArray
    case .uint16: kJSTypedArrayTypeUint16Array
    case .uint32: kJSTypedArrayTypeUint32Array
    case .float32: kJSTypedArrayTypeFloat32Array
    case .float64: kJSTypedArrayTypeFloat64Array
    case .bigInt64: kJSTypedArrayTypeBigInt64Array
    case .bigUint64: kJSTypedArrayTypeBigUint64Array
    }
  }
}
