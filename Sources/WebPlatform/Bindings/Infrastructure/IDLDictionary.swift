import DOM
import JSCore

/// A Web IDL dictionary argument, read member by member with each member's type conversion;
/// a missing or `undefined` member takes its default. Read members in the order the IDL
/// prescribes (inherited dictionaries first, then each dictionary's members sorted by name),
/// since getters are observable.
///
/// https://webidl.spec.whatwg.org/#js-dictionary
public struct IDLDictionary {
  /// The dictionary object, or nil for `undefined`/`null` (every member takes its default).
  public let object: JSValue?
  /// The call the dictionary was passed to (for its world and error messages).
  public let call: BindingCall

  /// Argument `index` of `call` as a dictionary: `undefined` and `null` are empty
  /// dictionaries; other non-objects throw a `TypeError`.
  public init(_ call: BindingCall, _ index: Int) throws {
    self.call = call
    self.object = try call.dictionary(index)
  }

  /// `value` (a member of another dictionary, say) as a dictionary.
  public init(_ call: BindingCall, value: JSValue) throws {
    self.call = call
    if value.isUndefined || value.isNull {
      object = nil
    } else if value.isObject {
      object = value
    } else {
      throw JSThrow.typeError("The value given to \(call.interface.name) is not a dictionary")
    }
  }

  /// The member's value, or nil when it is missing or `undefined`.
  public func value(_ name: String) throws -> JSValue? {
    guard let object else { return nil }
    let value = try object.get(name)
    return value.isUndefined ? nil : value
  }

  /// A required member's value: a `TypeError` when it is missing or `undefined`.
  public func required(_ name: String) throws -> JSValue {
    guard let value = try value(name) else {
      throw JSThrow.typeError(
        "The '\(name)' member is required by \(call.interface.name).\(call.member)")
    }
    return value
  }

  /// A `boolean` member.
  public func boolean(_ name: String, default defaultValue: Bool = false) throws -> Bool {
    try value(name)?.toBool() ?? defaultValue
  }

  /// A `DOMString` member.
  public func string(_ name: String, default defaultValue: String = "") throws -> String {
    guard let value = try value(name) else { return defaultValue }
    return try value.toStringChecked()
  }

  /// A `DOMString?` member whose default is null.
  public func nullableString(_ name: String) throws -> String? {
    guard let value = try value(name), !value.isNull else { return nil }
    return try value.toStringChecked()
  }

  /// An `unrestricted double` member.
  public func unrestrictedDouble(_ name: String, default defaultValue: Double = 0) throws
    -> Double
  {
    guard let value = try value(name) else { return defaultValue }
    return try value.toNumber()
  }

  /// An enumeration member with a default: ToString, then one of the enumeration's values,
  /// else a TypeError (worded "Type error", as WebKit words it for a dictionary member).
  ///
  /// https://webidl.spec.whatwg.org/#js-enumeration
  public func enumeration<Value: RawRepresentable>(
    _ name: String, _ type: Value.Type, default defaultValue: Value
  ) throws -> Value where Value.RawValue == String {
    guard let value = try value(name) else { return defaultValue }
    guard let member = Value(rawValue: try value.toStringChecked()) else {
      throw JSThrow.typeError("Type error")
    }
    return member
  }

  /// An `unrestricted double` member without a default: nil when it is not present.
  public func optionalUnrestrictedDouble(_ name: String) throws -> Double? {
    try value(name).map { try $0.toNumber() }
  }

  /// A `double` (or `float`) member: NaN and infinities throw a `TypeError`.
  public func double(_ name: String, default defaultValue: Double = 0) throws -> Double {
    guard let value = try value(name) else { return defaultValue }
    let number = try value.toNumber()
    guard number.isFinite else {
      throw JSThrow.typeError(
        "The '\(name)' member given to \(call.interface.name) is not a finite number")
    }
    return number
  }

  /// A `long` member.
  public func long(_ name: String, default defaultValue: Int = 0) throws -> Int {
    guard let value = try value(name) else { return defaultValue }
    return Int(Int32(truncatingIfNeeded: WebIDLInteger.modulo(try value.toNumber(), bits: 32)))
  }

  /// An `unsigned long` member.
  public func unsignedLong(_ name: String, default defaultValue: UInt32 = 0) throws -> UInt32 {
    guard let value = try value(name) else { return defaultValue }
    return try Self.unsignedLong(value)
  }

  /// `value` converted to `unsigned long`.
  public static func unsignedLong(_ value: JSValue) throws -> UInt32 {
    UInt32(truncatingIfNeeded: WebIDLInteger.modulo(try value.toNumber(), bits: 32))
  }

  /// A `short` member.
  public func short(_ name: String, default defaultValue: Int16 = 0) throws -> Int16 {
    guard let value = try value(name) else { return defaultValue }
    return Int16(truncatingIfNeeded: WebIDLInteger.modulo(try value.toNumber(), bits: 16))
  }

  /// An `unsigned short` member.
  public func unsignedShort(_ name: String, default defaultValue: UInt16 = 0) throws -> UInt16 {
    guard let value = try value(name) else { return defaultValue }
    return UInt16(truncatingIfNeeded: WebIDLInteger.modulo(try value.toNumber(), bits: 16))
  }

  /// An `unsigned long long` member, as a double (exact up to 2^53).
  public func unsignedLongLong(_ name: String, default defaultValue: Double = 0) throws -> Double {
    guard let value = try value(name) else { return defaultValue }
    return Double(WebIDLInteger.modulo(try value.toNumber(), bits: 64))
  }

  /// A nullable interface-typed member (default null): the Swift object of an instance of
  /// `definition`, else a `TypeError`.
  public func object<T: AnyObject>(
    _ name: String, _ definition: InterfaceDefinition, as type: T.Type
  ) throws -> T? {
    guard let value = try value(name), !value.isNull else { return nil }
    return try object(value, name, definition, as: type)
  }

  /// `value` (member `name`) as the Swift object of an instance of `definition`, else a
  /// `TypeError`.
  public func object<T: AnyObject>(
    _ value: JSValue, _ name: String, _ definition: InterfaceDefinition, as type: T.Type
  ) throws -> T {
    guard let object = call.world.unwrap(value, as: definition, T.self) else {
      throw JSThrow.typeError(
        "The '\(name)' member given to \(call.interface.name) is not a \(definition.name)")
    }
    return object
  }

  /// A `sequence<DOMString>` member, or nil when missing. Only arrays are accepted (other
  /// iterables throw a `TypeError`, as non-iterable values do).
  public func stringSequence(_ name: String) throws -> [String]? {
    guard let value = try value(name) else { return nil }
    guard value.isArray else {
      throw JSThrow.typeError(
        "The '\(name)' member given to \(call.interface.name) is not a sequence")
    }
    let length = Int(WebIDLInteger.modulo(try value.get("length").toNumber(), bits: 32))
    var strings: [String] = []
    strings.reserveCapacity(length)
    for index in 0..<length { strings.append(try value.get(at: index).toStringChecked()) }
    return strings
  }
}
