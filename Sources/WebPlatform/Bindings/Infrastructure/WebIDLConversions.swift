import DOM
import JSCore

// Web IDL argument conversions for binding rows.
// https://webidl.spec.whatwg.org/#js-type-mapping

extension BindingCall {
  /// `DOMString`: ToString (a Symbol throws a TypeError).
  ///
  /// https://webidl.spec.whatwg.org/#js-DOMString
  public func string(_ index: Int) throws -> String { try js.string(index) }

  /// `DOMString?`: null and undefined become nil.
  public func nullableString(_ index: Int) throws -> String? {
    js.isNullOrUndefined(index) ? nil : try js.string(index)
  }

  /// `[LegacyNullToEmptyString] DOMString`: null becomes the empty string.
  ///
  /// https://webidl.spec.whatwg.org/#LegacyNullToEmptyString
  public func stringNullAsEmpty(_ index: Int) throws -> String {
    js.isNull(index) ? "" : try js.string(index)
  }

  /// An optional `DOMString` argument: nil when missing or undefined.
  public func optionalString(_ index: Int) throws -> String? {
    js.isUndefined(index) ? nil : try js.string(index)
  }

  /// `DOMString` as exact UTF-16 code units (lone surrogates kept).
  public func utf16(_ index: Int) throws -> [UInt16] { try js.utf16(index) }

  /// `boolean`: ToBoolean.
  ///
  /// https://webidl.spec.whatwg.org/#js-boolean
  public func boolean(_ index: Int) -> Bool { js.boolean(index) }

  /// An optional `boolean` argument: nil when undefined.
  public func optionalBoolean(_ index: Int) -> Bool? {
    js.isUndefined(index) ? nil : js.boolean(index)
  }

  /// An enumeration argument: ToString, then one of the enumeration's values, else a
  /// TypeError worded as WebKit words it ("The provided value 'x' is not a valid enum value of
  /// type DOMParserSupportedType."). `name` is the IDL enumeration's name.
  ///
  /// https://webidl.spec.whatwg.org/#js-enumeration
  public func enumeration<Value: RawRepresentable>(
    _ index: Int, _ type: Value.Type, named name: String
  ) throws -> Value where Value.RawValue == String {
    let string = try js.string(index)
    guard let value = Value(rawValue: string) else {
      throw JSThrow.typeError(
        "The provided value '\(string)' is not a valid enum value of type \(name).")
    }
    return value
  }

  /// `unrestricted double`: ToNumber.
  ///
  /// https://webidl.spec.whatwg.org/#js-unrestricted-double
  public func unrestrictedDouble(_ index: Int) throws -> Double { try js.number(index) }

  /// `double`: ToNumber; NaN and infinities throw a TypeError with WebKit's message, "The
  /// provided value is non-finite" (`hit-testing/arguments.js`).
  ///
  /// https://webidl.spec.whatwg.org/#js-double
  public func double(_ index: Int) throws -> Double {
    let value = try js.number(index)
    guard value.isFinite else { throw JSThrow.typeError("The provided value is non-finite") }
    return value
  }

  /// `long`: ToNumber then ConvertToInt(32, signed).
  ///
  /// https://webidl.spec.whatwg.org/#abstract-opdef-converttoint
  public func long(_ index: Int) throws -> Int {
    Int(Int32(truncatingIfNeeded: WebIDLInteger.modulo(try js.number(index), bits: 32)))
  }

  /// `unsigned long`: ToNumber then ConvertToInt(32, unsigned).
  public func unsignedLong(_ index: Int) throws -> Int {
    Int(UInt32(truncatingIfNeeded: WebIDLInteger.modulo(try js.number(index), bits: 32)))
  }

  /// `unsigned short`: ToNumber then ConvertToInt(16, unsigned).
  public func unsignedShort(_ index: Int) throws -> Int {
    Int(UInt16(truncatingIfNeeded: WebIDLInteger.modulo(try js.number(index), bits: 16)))
  }

  /// `long long`: ToNumber then ConvertToInt(64, signed).
  public func longLong(_ index: Int) throws -> Int {
    let value = try js.number(index)
    guard value.isFinite else { return 0 }
    let truncated = value.rounded(.towardZero)
    guard abs(truncated) < 9_007_199_254_740_992 else {
      return Int(WebIDLInteger.modulo(truncated, bits: 64))
    }
    return Int(truncated)
  }

  /// An interface-typed argument: the Swift object of an instance of `definition`, else a
  /// TypeError naming the expected interface.
  public func object<T: AnyObject>(
    _ index: Int, _ definition: InterfaceDefinition, as type: T.Type
  ) throws -> T {
    if let object = js.nativeObject(at: index, of: world.nativeClass(for: definition), as: T.self) {
      return object
    }
    throw JSThrow.typeError(
      "Argument \(index + 1) ('\(member)') to \(interface.name).\(member) must be an instance of "
        + definition.name)
  }

  /// The Swift object of argument `index` when it is an instance of `definition`, else nil
  /// (a union's interface member: https://webidl.spec.whatwg.org/#es-union).
  public func instance<T: AnyObject>(
    _ index: Int, _ definition: InterfaceDefinition, as type: T.Type
  ) -> T? {
    js.nativeObject(at: index, of: world.nativeClass(for: definition), as: T.self)
  }

  /// A nullable interface-typed argument: nil for `null` and `undefined`.
  public func nullableObject<T: AnyObject>(
    _ index: Int, _ definition: InterfaceDefinition, as type: T.Type
  ) throws -> T? {
    js.isNullOrUndefined(index) ? nil : try object(index, definition, as: type)
  }

  /// A `Node` argument.
  public func node(_ index: Int) throws -> Node {
    try object(index, NodeBinding.definition, as: Node.self)
  }

  /// A `Node?` argument.
  public func nullableNode(_ index: Int) throws -> Node? {
    try nullableObject(index, NodeBinding.definition, as: Node.self)
  }

  /// An `Element` argument.
  public func element(_ index: Int) throws -> Element {
    try object(index, ElementBinding.definition, as: Element.self)
  }

  /// A callback function argument (`EventListener?`-style callbacks take objects too; see
  /// ``callbackObject(_:)``): nil for null/undefined, a TypeError for non-callables.
  ///
  /// https://webidl.spec.whatwg.org/#js-callback-function
  public func nullableFunction(_ index: Int) throws -> JSValue? {
    if js.isNullOrUndefined(index) { return nil }
    guard js.isFunction(index) else {
      throw JSThrow.typeError(
        "Argument \(index + 1) to \(interface.name).\(member) must be a function")
    }
    return js.argument(index)
  }

  /// A required callback function argument.
  public func function(_ index: Int) throws -> JSValue {
    guard let function = try nullableFunction(index) else {
      throw JSThrow.typeError(
        "Argument \(index + 1) to \(interface.name).\(member) must be a function")
    }
    return function
  }

  /// A callback interface argument (a function, or an object with the operation): nil for
  /// null/undefined, a TypeError for primitives.
  ///
  /// https://webidl.spec.whatwg.org/#js-callback-interface
  public func nullableCallbackObject(_ index: Int) throws -> JSValue? {
    if js.isNullOrUndefined(index) { return nil }
    guard js.isObject(index) else {
      throw JSThrow.typeError(
        "Argument \(index + 1) to \(interface.name).\(member) must be an object")
    }
    return js.argument(index)
  }

  /// A dictionary argument: nil for null/undefined, a TypeError for other non-objects.
  ///
  /// https://webidl.spec.whatwg.org/#js-dictionary
  public func dictionary(_ index: Int) throws -> JSValue? {
    if js.isNullOrUndefined(index) { return nil }
    guard js.isObject(index) else {
      throw JSThrow.typeError(
        "Argument \(index + 1) to \(interface.name).\(member) must be a dictionary")
    }
    return js.argument(index)
  }
}

/// Integer conversions of Web IDL.
enum WebIDLInteger {
  /// ConvertToInt's modulo step: truncate, then reduce modulo 2^bits (NaN and infinities
  /// become 0).
  ///
  /// https://webidl.spec.whatwg.org/#abstract-opdef-converttoint (steps 8–11)
  static func modulo(_ value: Double, bits: Int) -> UInt64 {
    guard value.isFinite else { return 0 }
    let truncated = value.rounded(.towardZero)
    let modulus = pow2(bits)
    var reduced = truncated.truncatingRemainder(dividingBy: modulus)
    if reduced < 0 { reduced += modulus }
    return UInt64(reduced)
  }

  private static func pow2(_ bits: Int) -> Double {
    var result = 1.0
    for _ in 0..<bits { result *= 2 }
    return result
  }
}
