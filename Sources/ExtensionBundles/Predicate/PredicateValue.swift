/// A value seen by the predicate evaluator: the Swift stand-in for the Foundation objects an
/// `NSPredicate` walks with key-value coding (Apple's Predicate Programming Guide,
/// "Predicate Format String Syntax"; docs/safari-behavior.md §5.2).
public indirect enum PredicateValue: Hashable, Sendable, CustomStringConvertible {
  /// `nil` / `NSNull`.
  case null
  /// A Boolean (`NSNumber` of the boolean class); compares equal to the numbers 1 and 0.
  case boolean(Bool)
  /// A number (`NSNumber`).
  case number(Double)
  /// A string (`NSString`).
  case string(String)
  /// An ordered collection (`NSArray`; aggregates `{…}` and `SUBQUERY` results).
  case array([PredicateValue])
  /// A dictionary with string keys (`NSDictionary`), read with key-value coding.
  case dictionary([String: PredicateValue])

  /// The number, for `.number` and `.boolean` (1 or 0).
  public var numericValue: Double? {
    switch self {
    case .number(let value): return value
    case .boolean(let value): return value ? 1 : 0
    default: return nil
    }
  }

  /// The elements, for `.array`.
  public var arrayValue: [PredicateValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The string, for `.string`.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// A compact, predicate-like rendering (strings quoted, arrays in braces).
  public var description: String {
    switch self {
    case .null: return "nil"
    case .boolean(let value): return value ? "TRUE" : "FALSE"
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
      return String(value)
    case .string(let value): return "\"\(value)\""
    case .array(let elements):
      return "{" + elements.map(\.description).joined(separator: ", ") + "}"
    case .dictionary(let entries):
      let body = entries.keys.sorted().map { "\($0): \(entries[$0]?.description ?? "nil")" }
      return "[" + body.joined(separator: ", ") + "]"
    }
  }
}
