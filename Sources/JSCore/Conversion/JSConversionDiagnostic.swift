public import Diagnostics

/// Something the JS → property-list conversion dropped, replaced or noticed, at a key path.
///
/// Codes are stable (reports and CI output rely on them).
public struct JSConversionDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How serious the diagnostic is (the project's one scale).
  public typealias Severity = Diagnostics.Severity

  /// The stable code, e.g. `null-removed`.
  public var code: String
  /// The severity.
  public var severity: Severity
  /// Where in the converted value, e.g. `results.items[2]`.
  public var path: String
  /// What happened, for people.
  public var message: String

  public var description: String { "\(severity.rawValue) \(code) at \(path): \(message)" }
}

/// The value JavaScriptCore's `-[JSValue toObject]` would produce (docs/safari-behavior.md §4.1),
/// before any property-list check: it may hold `NSNull`s and cycles.
public indirect enum JSConvertedValue: Equatable, Sendable {
  /// `NSNull` (from `null`, or `undefined`/holes/unsupported values inside arrays).
  case null
  /// An `NSNumber` boolean.
  case boolean(Bool)
  /// An `NSNumber` double (every JS number).
  case number(Double)
  /// An `NSString`.
  case string(String)
  /// An `NSDate` from a JS `Date`, in milliseconds since 1970 (NaN for an invalid date).
  case date(millisecondsSince1970: Double)
  /// An `NSArray`.
  case array([JSConvertedValue])
  /// An `NSDictionary` of enumerable properties, in enumeration order.
  case dictionary([(key: String, value: JSConvertedValue)])
  /// A reference back to an enclosing container (a cycle), named by that container's path.
  case cycle(to: String)

  public static func == (lhs: JSConvertedValue, rhs: JSConvertedValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.boolean(let a), .boolean(let b)): a == b
    case (.number(let a), .number(let b)): a == b || (a.isNaN && b.isNaN)
    case (.string(let a), .string(let b)): a == b
    case (.date(let a), .date(let b)): a == b || (a.isNaN && b.isNaN)
    case (.array(let a), .array(let b)): a == b
    case (.dictionary(let a), .dictionary(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    case (.cycle(let a), .cycle(let b)): a == b
    default: false
    }
  }
}
