/// One comparison of a predicate: `[modifier] lhs operator[options] rhs` (Predicate
/// Programming Guide, "Basic Comparisons", "String Comparisons", "Aggregate Operations";
/// docs/safari-behavior.md §5.2).
public struct PredicateComparison: Hashable, Sendable, CustomStringConvertible {
  /// `ANY`/`SOME`, `ALL` or `NONE` before the left side.
  public enum Quantifier: String, Hashable, Sendable {
    /// `ANY` or `SOME`: some element of the left collection satisfies the comparison.
    case anyElement = "ANY"
    /// `ALL`: every element does (true for an empty collection).
    case allElements = "ALL"
    /// `NONE`: no element does (`NOT ANY`).
    case noElement = "NONE"
  }

  /// The quantifier, if any.
  public var quantifier: Quantifier?
  /// The left expression.
  public var lhs: PredicateExpression
  /// The operator.
  public var comparisonOperator: ComparisonOperator
  /// `[c]`, `[d]` or `[cd]` after a string operator.
  public var options: StringComparisonOptions
  /// The right expression.
  public var rhs: PredicateExpression

  /// Creates a comparison.
  public init(
    quantifier: Quantifier? = nil, lhs: PredicateExpression,
    comparisonOperator: ComparisonOperator, options: StringComparisonOptions = [],
    rhs: PredicateExpression
  ) {
    self.quantifier = quantifier
    self.lhs = lhs
    self.comparisonOperator = comparisonOperator
    self.options = options
    self.rhs = rhs
  }

  /// `(ANY lhs OP[cd] rhs)`.
  public var description: String {
    let prefix = quantifier.map { "\($0.rawValue) " } ?? ""
    return "(\(prefix)\(lhs) \(comparisonOperator.rawValue)\(options) \(rhs))"
  }
}

/// A comparison operator of the predicate grammar (docs/safari-behavior.md §5.2). Synonyms map to
/// one case: `=` is ``equal``, `<>` is ``notEqual``, `=<` is ``lessThanOrEqual``, `=>` is
/// ``greaterThanOrEqual``.
public enum ComparisonOperator: String, Hashable, Sendable, CaseIterable {
  /// `==`, `=`.
  case equal = "=="
  /// `!=`, `<>`.
  case notEqual = "!="
  /// `<`.
  case lessThan = "<"
  /// `<=`, `=<`.
  case lessThanOrEqual = "<="
  /// `>`.
  case greaterThan = ">"
  /// `>=`, `=>`.
  case greaterThanOrEqual = ">="
  /// `UTI-CONFORMS-TO` (`UTTypeConformsTo`).
  case utiConformsTo = "UTI-CONFORMS-TO"
  /// `UTI-EQUALS` (`UTTypeEqual`).
  case utiEquals = "UTI-EQUALS"
  /// `IN`: membership in a collection, or substring of a string.
  case `in` = "IN"
  /// `BETWEEN {low, high}`, inclusive.
  case between = "BETWEEN"
  /// `BEGINSWITH`.
  case beginsWith = "BEGINSWITH"
  /// `ENDSWITH`.
  case endsWith = "ENDSWITH"
  /// `CONTAINS`: substring, or collection membership when the left side is a collection.
  case contains = "CONTAINS"
  /// `LIKE`: `*` matches any run of characters, `?` one character.
  case like = "LIKE"
  /// `MATCHES`: the whole string matches an ICU regular expression.
  case matches = "MATCHES"

  /// Whether `[c]`, `[d]` or `[cd]` may follow the operator.
  public var acceptsStringOptions: Bool {
    switch self {
    case .beginsWith, .endsWith, .contains, .like, .matches: return true
    default: return false
    }
  }
}

/// The `[c]`, `[d]`, `[cd]` options of a string comparison (Predicate Programming Guide,
/// "String Comparisons").
public struct StringComparisonOptions: OptionSet, Hashable, Sendable, CustomStringConvertible {
  /// The raw bits.
  public let rawValue: Int

  /// Creates options from raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// `c`: case-insensitive.
  public static let caseInsensitive = StringComparisonOptions(rawValue: 1)
  /// `d`: diacritic-insensitive (combining marks removed after canonical decomposition).
  public static let diacriticInsensitive = StringComparisonOptions(rawValue: 2)

  /// `""`, `"[c]"`, `"[d]"` or `"[cd]"`.
  public var description: String {
    var letters = ""
    if contains(.caseInsensitive) { letters += "c" }
    if contains(.diacriticInsensitive) { letters += "d" }
    return letters.isEmpty ? "" : "[\(letters)]"
  }
}
