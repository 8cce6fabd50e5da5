/// An expression on either side of a comparison (Predicate Programming Guide, "Expressions";
/// docs/safari-behavior.md §5.2).
public indirect enum PredicateExpression: Hashable, Sendable, CustomStringConvertible {
  /// `SELF`: the evaluated object. A bare key path starts here.
  case evaluatedObject
  /// `$name`: a variable bound by `SUBQUERY`.
  case variable(String)
  /// A literal: string, number, `TRUE`/`YES`, `FALSE`/`NO`, `NULL`/`NIL`.
  case constant(PredicateValue)
  /// `{a, b, …}`: an aggregate of literals.
  case aggregate([PredicateExpression])
  /// `SUBQUERY(collection, $variable, predicate)`: the elements for which the predicate holds.
  case subquery(collection: PredicateExpression, variable: String, predicate: Predicate)
  /// `base.key1.key2…`; a component `@count` counts the collection reached so far.
  case keyPath(base: PredicateExpression, components: [String])

  /// A rendering that parses back to the same tree.
  public var description: String {
    switch self {
    case .evaluatedObject: return "SELF"
    case .variable(let name): return "$\(name)"
    case .constant(let value): return value.description
    case .aggregate(let elements):
      return "{" + elements.map(\.description).joined(separator: ", ") + "}"
    case .subquery(let collection, let variable, let predicate):
      return "SUBQUERY(\(collection), $\(variable), \(predicate))"
    case .keyPath(let base, let components):
      let path = components.map(Self.escapedKey).joined(separator: ".")
      if case .evaluatedObject = base { return path }
      return "\(base).\(path)"
    }
  }

  /// A key that is a reserved word gets its `#` escape back.
  private static func escapedKey(_ key: String) -> String {
    PredicateTokenizer.keywords.contains(key.uppercased()) ? "#" + key : key
  }

  /// Whether a subquery inside contains `TRUEPREDICATE`.
  var containsTruePredicate: Bool {
    switch self {
    case .evaluatedObject, .variable, .constant: return false
    case .aggregate(let elements): return elements.contains { $0.containsTruePredicate }
    case .subquery(let collection, _, let predicate):
      return collection.containsTruePredicate || predicate.containsTruePredicate
    case .keyPath(let base, _): return base.containsTruePredicate
    }
  }
}
