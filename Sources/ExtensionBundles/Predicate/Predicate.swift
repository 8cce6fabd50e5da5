/// A parsed activation-rule predicate: the syntax tree of an `NSPredicate` format string, for
/// the grammar subset in docs/safari-behavior.md §5.2 (Apple's Predicate Programming Guide,
/// "Predicate Format String Syntax").
///
/// Parse one with ``PredicateParser/parse(_:)``; evaluate it with ``PredicateEvaluator``.
/// ``description`` prints a fully parenthesised form, which tests use as a tree dump.
public indirect enum Predicate: Hashable, Sendable, CustomStringConvertible {
  /// `TRUEPREDICATE`: always true (App Review rejects it, §5.2).
  case truePredicate
  /// `FALSEPREDICATE`: always false.
  case falsePredicate
  /// `NOT p` / `! p`.
  case not(Predicate)
  /// `p AND q` / `p && q`.
  case and(Predicate, Predicate)
  /// `p OR q` / `p || q`.
  case or(Predicate, Predicate)
  /// `[ANY|ALL|NONE] lhs op rhs`.
  case comparison(PredicateComparison)

  /// A fully parenthesised rendering of the tree.
  public var description: String {
    switch self {
    case .truePredicate: return "TRUEPREDICATE"
    case .falsePredicate: return "FALSEPREDICATE"
    case .not(let operand): return "(NOT \(operand))"
    case .and(let lhs, let rhs): return "(\(lhs) AND \(rhs))"
    case .or(let lhs, let rhs): return "(\(lhs) OR \(rhs))"
    case .comparison(let comparison): return comparison.description
    }
  }

  /// Whether `TRUEPREDICATE` occurs anywhere in the tree, subqueries included.
  public var containsTruePredicate: Bool {
    switch self {
    case .truePredicate: return true
    case .falsePredicate: return false
    case .not(let operand): return operand.containsTruePredicate
    case .and(let lhs, let rhs), .or(let lhs, let rhs):
      return lhs.containsTruePredicate || rhs.containsTruePredicate
    case .comparison(let comparison):
      return comparison.lhs.containsTruePredicate || comparison.rhs.containsTruePredicate
    }
  }
}
