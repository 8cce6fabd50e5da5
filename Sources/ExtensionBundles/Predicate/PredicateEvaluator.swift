import Foundation

/// Evaluates a parsed ``Predicate`` against a ``PredicateValue`` (usually a ``HostOffer``), the
/// way `-[NSPredicate evaluateWithObject:]` does for the subset of docs/safari-behavior.md §5.2
/// (Predicate Programming Guide, "Using Predicates", "Aggregate Operations", "Subqueries").
///
/// Key paths use key-value-coding rules: a key on a dictionary reads its value (`nil` when
/// absent), a key on an array maps over the elements, and `@count` counts an array.
/// Where Foundation would raise an exception (a quantifier over a non-collection, an
/// unbound variable) or fail softly (an invalid `MATCHES` pattern), the comparison is false
/// and a diagnostic is recorded.
public struct PredicateEvaluator: Sendable {
  /// The type table for `UTI-CONFORMS-TO` and `UTI-EQUALS`.
  public var types: UniformTypeTable

  /// Creates an evaluator using `types` (default ``UniformTypeTable/standard``).
  public init(types: UniformTypeTable = .standard) {
    self.types = types
  }

  /// Evaluates `predicate` with `SELF` = `object`.
  public func evaluate(_ predicate: Predicate, on object: PredicateValue) -> PredicateEvaluation {
    var run = Run(types: types, root: object)
    let result = run.evaluate(predicate, bindings: [:])
    return PredicateEvaluation(result: result, diagnostics: run.diagnostics)
  }

  /// Evaluates `predicate` against the dictionary representation of `offer`.
  public func evaluate(_ predicate: Predicate, on offer: HostOffer) -> PredicateEvaluation {
    evaluate(predicate, on: offer.predicateValue)
  }

  /// The state of one evaluation: the root object and the diagnostics met so far.
  private struct Run {
    let types: UniformTypeTable
    let root: PredicateValue
    var diagnostics: [BundleDiagnostic] = []

    init(types: UniformTypeTable, root: PredicateValue) {
      self.types = types
      self.root = root
    }

    mutating func note(_ diagnostic: BundleDiagnostic) {
      if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    mutating func evaluate(_ predicate: Predicate, bindings: [String: PredicateValue]) -> Bool {
      switch predicate {
      case .truePredicate: return true
      case .falsePredicate: return false
      case .not(let operand): return !evaluate(operand, bindings: bindings)
      case .and(let lhs, let rhs):
        return evaluate(lhs, bindings: bindings) && evaluate(rhs, bindings: bindings)
      case .or(let lhs, let rhs):
        return evaluate(lhs, bindings: bindings) || evaluate(rhs, bindings: bindings)
      case .comparison(let comparison):
        return evaluate(comparison, bindings: bindings)
      }
    }

    mutating func evaluate(_ comparison: PredicateComparison, bindings: [String: PredicateValue])
      -> Bool
    {
      let lhs = value(of: comparison.lhs, bindings: bindings)
      let rhs = value(of: comparison.rhs, bindings: bindings)
      guard let quantifier = comparison.quantifier else {
        return compare(lhs, rhs, comparison)
      }
      guard let elements = lhs.arrayValue else {
        note(
          BundleDiagnostic(
            .activationRuleInvalid,
            "\(quantifier.rawValue) needs a collection on its left, but \(comparison.lhs) is "
              + "\(lhs); Foundation raises an exception here, actionjs reads false"))
        return false
      }
      switch quantifier {
      case .anyElement: return elements.contains { compare($0, rhs, comparison) }
      case .allElements: return elements.allSatisfy { compare($0, rhs, comparison) }
      case .noElement: return !elements.contains { compare($0, rhs, comparison) }
      }
    }

    // MARK: - Expressions

    mutating func value(of expression: PredicateExpression, bindings: [String: PredicateValue])
      -> PredicateValue
    {
      switch expression {
      case .evaluatedObject:
        return root
      case .variable(let name):
        if let bound = bindings[name] { return bound }
        note(
          BundleDiagnostic(
            .activationRuleInvalid,
            "variable $\(name) is not bound (only SUBQUERY binds variables); read as nil"))
        return .null
      case .constant(let value):
        return value
      case .aggregate(let elements):
        return .array(elements.map { value(of: $0, bindings: bindings) })
      case .subquery(let collection, let variable, let predicate):
        let source = value(of: collection, bindings: bindings)
        guard let elements = source.arrayValue else {
          note(
            BundleDiagnostic(
              .activationRuleInvalid,
              "SUBQUERY needs a collection, but \(collection) is \(source); read as empty"))
          return .array([])
        }
        var kept: [PredicateValue] = []
        for element in elements {
          var inner = bindings
          inner[variable] = element
          if evaluate(predicate, bindings: inner) { kept.append(element) }
        }
        return .array(kept)
      case .keyPath(let base, let components):
        var current = value(of: base, bindings: bindings)
        for component in components {
          current = lookUp(component, in: current, path: expression)
        }
        return current
      }
    }

    mutating func lookUp(_ key: String, in value: PredicateValue, path: PredicateExpression)
      -> PredicateValue
    {
      if key == "@count" {
        switch value {
        case .array(let elements): return .number(Double(elements.count))
        case .dictionary(let entries): return .number(Double(entries.count))
        default:
          note(
            BundleDiagnostic(
              .activationRuleInvalid, "@count needs a collection in \(path), found \(value)"))
          return .null
        }
      }
      switch value {
      case .dictionary(let entries):
        if let found = entries[key] { return found }
        note(
          BundleDiagnostic(
            .activationRuleKeyPathUnknown,
            "key '\(key)' in \(path) is not in the host offer; read as nil"))
        return .null
      case .array(let elements):
        return .array(elements.map { lookUp(key, in: $0, path: path) })
      case .null:
        return .null
      default:
        note(
          BundleDiagnostic(
            .activationRuleInvalid,
            "key '\(key)' in \(path) applied to \(value), which has no keys; read as nil"))
        return .null
      }
    }

    // MARK: - Comparisons

    mutating func compare(
      _ lhs: PredicateValue, _ rhs: PredicateValue, _ comparison: PredicateComparison
    ) -> Bool {
      let options = comparison.options
      switch comparison.comparisonOperator {
      case .equal: return Self.equal(lhs, rhs)
      case .notEqual: return !Self.equal(lhs, rhs)
      case .lessThan: return Self.order(lhs, rhs).map { $0 < 0 } ?? false
      case .lessThanOrEqual: return Self.order(lhs, rhs).map { $0 <= 0 } ?? false
      case .greaterThan: return Self.order(lhs, rhs).map { $0 > 0 } ?? false
      case .greaterThanOrEqual: return Self.order(lhs, rhs).map { $0 >= 0 } ?? false
      case .utiConformsTo:
        guard let type = lhs.stringValue, let other = rhs.stringValue else {
          noteCollectionWithoutQuantifier(lhs, comparison)
          return false
        }
        return types.conforms(type, to: other)
      case .utiEquals:
        guard let type = lhs.stringValue, let other = rhs.stringValue else {
          noteCollectionWithoutQuantifier(lhs, comparison)
          return false
        }
        return types.isEqual(type, other)
      case .in:
        switch rhs {
        case .array(let elements): return elements.contains { Self.equal(lhs, $0) }
        case .string(let text):
          guard let part = lhs.stringValue else { return false }
          return StringMatching.contains(text, part, options)
        case .dictionary(let entries):
          guard let key = lhs.stringValue else { return false }
          return entries[key] != nil
        default: return false
        }
      case .between:
        guard let bounds = rhs.arrayValue, bounds.count == 2 else {
          note(
            BundleDiagnostic(
              .activationRuleInvalid, "BETWEEN needs {lower, upper}, found \(comparison.rhs)"))
          return false
        }
        guard let low = Self.order(lhs, bounds[0]), let high = Self.order(lhs, bounds[1]) else {
          return false
        }
        return low >= 0 && high <= 0
      case .beginsWith, .endsWith, .contains, .like, .matches:
        if comparison.comparisonOperator == .contains, let elements = lhs.arrayValue {
          return elements.contains { Self.equal($0, rhs) }
        }
        guard let text = lhs.stringValue, let pattern = rhs.stringValue else {
          noteCollectionWithoutQuantifier(lhs, comparison)
          return false
        }
        switch comparison.comparisonOperator {
        case .beginsWith: return StringMatching.beginsWith(text, pattern, options)
        case .endsWith: return StringMatching.endsWith(text, pattern, options)
        case .contains: return StringMatching.contains(text, pattern, options)
        case .like: return StringMatching.like(text, pattern, options)
        default:
          switch StringMatching.matches(text, pattern, options) {
          case .matched(let matched): return matched
          case .invalidPattern(let reason):
            note(
              BundleDiagnostic(
                .activationRuleRegexInvalid,
                "MATCHES pattern \"\(pattern)\" is not a valid regular expression (\(reason)); "
                  + "the comparison is false"))
            return false
          }
        }
      }
    }

    mutating func noteCollectionWithoutQuantifier(
      _ lhs: PredicateValue, _ comparison: PredicateComparison
    ) {
      guard lhs.arrayValue != nil, comparison.quantifier == nil else { return }
      note(
        BundleDiagnostic(
          .activationRuleInvalid,
          "\(comparison.comparisonOperator.rawValue) compares strings, but \(comparison.lhs) "
            + "is a collection; write ANY \(comparison.lhs) … (the comparison is false)"))
    }

    /// Equality as `isEqual:`: numbers and Booleans by value, strings by canonical
    /// equivalence, collections element-wise.
    static func equal(_ lhs: PredicateValue, _ rhs: PredicateValue) -> Bool {
      if let left = lhs.numericValue, let right = rhs.numericValue { return left == right }
      switch (lhs, rhs) {
      case (.string(let left), .string(let right)): return StringMatching.equals(left, right, [])
      case (.null, .null): return true
      case (.array(let left), .array(let right)):
        return left.count == right.count && zip(left, right).allSatisfy { equal($0, $1) }
      case (.dictionary(let left), .dictionary(let right)):
        return left.keys.sorted() == right.keys.sorted()
          && left.allSatisfy { key, value in right[key].map { equal(value, $0) } ?? false }
      default: return false
      }
    }

    /// `-1`, `0` or `1` for two numbers or two strings (`compare:`), else `nil`.
    static func order(_ lhs: PredicateValue, _ rhs: PredicateValue) -> Int? {
      if let left = lhs.numericValue, let right = rhs.numericValue {
        return left < right ? -1 : (left > right ? 1 : 0)
      }
      if let left = lhs.stringValue, let right = rhs.stringValue {
        if left == right { return 0 }
        return left < right ? -1 : 1
      }
      return nil
    }
  }
}

/// The outcome of ``PredicateEvaluator``: the Boolean and
/// the diagnostics met on the way.
public struct PredicateEvaluation: Hashable, Sendable {
  /// Whether the predicate holds.
  public var result: Bool
  /// Problems found while evaluating (invalid patterns, unknown keys, misuse of quantifiers).
  public var diagnostics: [BundleDiagnostic]

  /// Creates an outcome.
  public init(result: Bool, diagnostics: [BundleDiagnostic]) {
    self.result = result
    self.diagnostics = diagnostics
  }
}
