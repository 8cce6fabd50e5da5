import Foundation

extension PropertyList: Equatable {
  /// Compares two values of the same case; values of different cases are never equal
  /// (`.integer(1) != .real(1) != .boolean(true)`).
  ///
  /// Reals and dates compare with JavaScript's SameValue (`Object.is`) rather than IEEE `==`:
  /// `NaN` equals `NaN` (any payload), and `0.0` differs from `-0.0`. This keeps `==` an
  /// equivalence relation, so tests and `Set`s of values behave, and it tells apart the values
  /// a JavaScript `run()` can produce. Dates compare their seconds since 2001 the same way.
  /// Dictionaries compare as unordered dictionaries (see ``PropertyListDictionary``). Strings
  /// and keys compare as Swift `String`s, that is up to Unicode canonical equivalence.
  public static func == (lhs: PropertyList, rhs: PropertyList) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): return a == b
    case (.integer(let a), .integer(let b)): return a == b
    case (.real(let a), .real(let b)): return sameValue(a, b)
    case (.boolean(let a), .boolean(let b)): return a == b
    case (.date(let a), .date(let b)):
      return sameValue(a.timeIntervalSinceReferenceDate, b.timeIntervalSinceReferenceDate)
    case (.data(let a), .data(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.dictionary(let a), .dictionary(let b)): return a == b
    default: return false
    }
  }

  /// JavaScript's SameValue on numbers: bitwise equality with every `NaN` treated as one value.
  static func sameValue(_ a: Double, _ b: Double) -> Bool {
    a.isNaN ? b.isNaN : a.bitPattern == b.bitPattern
  }

  /// The bits hashed for a real: one pattern for all `NaN`s, the exact bits otherwise.
  static func sameValueHashBits(_ value: Double) -> UInt64 {
    value.isNaN ? Double.nan.bitPattern : value.bitPattern
  }
}

extension PropertyList: Hashable {
  /// Hashes consistently with ``==(_:_:)`` (case, then SameValue bits for reals and dates).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(typeName)
    switch self {
    case .string(let value): hasher.combine(value)
    case .integer(let value): hasher.combine(value)
    case .real(let value): hasher.combine(Self.sameValueHashBits(value))
    case .boolean(let value): hasher.combine(value)
    case .date(let value):
      hasher.combine(Self.sameValueHashBits(value.timeIntervalSinceReferenceDate))
    case .data(let value): hasher.combine(value)
    case .array(let value): hasher.combine(value)
    case .dictionary(let value): hasher.combine(value)
    }
  }
}
