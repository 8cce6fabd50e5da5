import Foundation

/// A property-list value: what a Swift request handler receives for the results of an
/// extension's `run()` (the `NSExtensionJavaScriptPreprocessingResultsKey` dictionary).
///
/// The cases mirror the property-list types of Foundation's `PropertyListSerialization`:
/// `NSString`, `NSNumber` (integer, real or boolean), `NSDate`, `NSData`, `NSArray` and
/// `NSDictionary` with string keys. Types stay apart: `.integer(1)`, `.real(1)` and
/// `.boolean(true)` are three different values, as they are in a binary property list.
///
/// Dictionaries keep their insertion order (see ``PropertyListDictionary``), so reports written
/// from a value are deterministic, while equality compares them as unordered dictionaries.
/// Equality of reals follows JavaScript's `Object.is` (see ``==(_:_:)``).
public enum PropertyList: Sendable {
  /// A string (`NSString`, `<string>`).
  case string(String)
  /// A signed integer (`NSNumber` with an integer type, `<integer>`).
  case integer(Int64)
  /// A double-precision real (`NSNumber` with a floating-point type, `<real>`).
  case real(Double)
  /// A boolean (`NSNumber` of the boolean class, `<true/>` / `<false/>`).
  case boolean(Bool)
  /// A date (`NSDate`, `<date>`), stored as Foundation does: seconds since 2001-01-01 UTC.
  case date(Date)
  /// Raw bytes (`NSData`, `<data>`).
  case data([UInt8])
  /// An ordered array (`NSArray`, `<array>`).
  case array([PropertyList])
  /// A dictionary with string keys in insertion order (`NSDictionary`, `<dict>`).
  case dictionary(PropertyListDictionary)
}

extension PropertyList {
  /// The name of this value's property-list type: `"string"`, `"integer"`, `"real"`,
  /// `"boolean"`, `"date"`, `"data"`, `"array"` or `"dictionary"`.
  public var typeName: String {
    switch self {
    case .string: return "string"
    case .integer: return "integer"
    case .real: return "real"
    case .boolean: return "boolean"
    case .date: return "date"
    case .data: return "data"
    case .array: return "array"
    case .dictionary: return "dictionary"
    }
  }

  /// Creates a dictionary value from an unordered Swift dictionary; keys are put in ascending
  /// order (by Unicode scalar values) so the result is deterministic.
  public init(_ dictionary: [String: PropertyList]) {
    self = .dictionary(PropertyListDictionary(dictionary))
  }

  /// The string, if this is a `.string`.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The integer, if this is an `.integer`.
  public var integerValue: Int64? {
    if case .integer(let value) = self { return value }
    return nil
  }

  /// The real, if this is a `.real`.
  public var realValue: Double? {
    if case .real(let value) = self { return value }
    return nil
  }

  /// The number as a `Double`, if this is an `.integer` or a `.real` (large integers round).
  public var numberValue: Double? {
    switch self {
    case .integer(let value): return Double(value)
    case .real(let value): return value
    default: return nil
    }
  }

  /// The boolean, if this is a `.boolean`.
  public var booleanValue: Bool? {
    if case .boolean(let value) = self { return value }
    return nil
  }

  /// The date, if this is a `.date`.
  public var dateValue: Date? {
    if case .date(let value) = self { return value }
    return nil
  }

  /// The bytes, if this is a `.data`.
  public var dataValue: [UInt8]? {
    if case .data(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an `.array`.
  public var arrayValue: [PropertyList]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The ordered dictionary, if this is a `.dictionary`.
  public var dictionaryValue: PropertyListDictionary? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The value for `key` if this is a `.dictionary` holding that key, else `nil`.
  public subscript(key: String) -> PropertyList? {
    dictionaryValue?[key]
  }

  /// The element at `index` if this is an `.array` and the index is in range, else `nil`.
  public subscript(index: Int) -> PropertyList? {
    guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
    return elements[index]
  }
}
