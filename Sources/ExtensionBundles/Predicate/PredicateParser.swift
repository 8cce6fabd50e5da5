/// A recursive-descent parser for the activation-rule predicate grammar of
/// docs/safari-behavior.md §5.2 (a subset of Apple's Predicate Programming Guide, "Predicate
/// Format String Syntax"; `NSPredicate(format:)` is unavailable on Linux, S1).
///
/// Precedence, loosest first: `OR`/`||`, `AND`/`&&`, `NOT`/`!`, then parentheses and
/// comparisons. `AND` and `OR` associate to the left.
public struct PredicateParser {
  /// The most tokens a format string may have; longer input is a syntax error, so that no
  /// input can exhaust the stack while parsing or evaluating.
  public static let maximumTokenCount = 4_096
  /// The deepest nesting of parentheses, `NOT`, `SUBQUERY` and aggregates accepted.
  public static let maximumNestingDepth = 100

  private let tokens: [PredicateToken]
  private var position = 0
  private var depth = 0

  private init(tokens: [PredicateToken]) {
    self.tokens = tokens
  }

  /// Parses a whole format string.
  ///
  /// - Throws: ``PredicateSyntaxError`` with the offset and what was expected.
  public static func parse(_ source: String) throws(PredicateSyntaxError) -> Predicate {
    let tokens = try PredicateTokenizer.tokenize(source)
    guard tokens.count <= maximumTokenCount + 1 else {
      throw PredicateSyntaxError(
        offset: tokens[maximumTokenCount].offset,
        expected: "at most \(maximumTokenCount) tokens", found: "a longer predicate")
    }
    var parser = PredicateParser(tokens: tokens)
    let predicate = try parser.parsePredicate()
    guard parser.current.kind == .end else {
      throw parser.failure(expected: "'AND', 'OR' or end of input")
    }
    return predicate
  }

  // MARK: - Token helpers

  private var current: PredicateToken {
    tokens[min(position, tokens.count - 1)]
  }

  private mutating func advance() {
    if position < tokens.count - 1 { position += 1 }
  }

  private func failure(expected: String) -> PredicateSyntaxError {
    PredicateSyntaxError(offset: current.offset, expected: expected, found: current.summary)
  }

  private func isKeyword(_ words: String...) -> Bool {
    if case .keyword(let word) = current.kind { return words.contains(word) }
    return false
  }

  private func isSymbol(_ symbols: String...) -> Bool {
    if case .symbol(let symbol) = current.kind { return symbols.contains(symbol) }
    return false
  }

  /// Enters one level of nesting, failing past ``maximumNestingDepth``.
  private mutating func enter() throws(PredicateSyntaxError) {
    depth += 1
    guard depth <= Self.maximumNestingDepth else {
      throw failure(expected: "at most \(Self.maximumNestingDepth) levels of nesting")
    }
  }

  private mutating func expectSymbol(_ symbol: String) throws(PredicateSyntaxError) {
    guard isSymbol(symbol) else { throw failure(expected: "'\(symbol)'") }
    advance()
  }

  // MARK: - Predicates

  private mutating func parsePredicate() throws(PredicateSyntaxError) -> Predicate {
    var result = try parseAnd()
    while isKeyword("OR") || isSymbol("||") {
      advance()
      result = .or(result, try parseAnd())
    }
    return result
  }

  private mutating func parseAnd() throws(PredicateSyntaxError) -> Predicate {
    var result = try parseNot()
    while isKeyword("AND") || isSymbol("&&") {
      advance()
      result = .and(result, try parseNot())
    }
    return result
  }

  private mutating func parseNot() throws(PredicateSyntaxError) -> Predicate {
    if isKeyword("NOT") || isSymbol("!") {
      try enter()
      defer { depth -= 1 }
      advance()
      return .not(try parseNot())
    }
    return try parsePrimary()
  }

  private mutating func parsePrimary() throws(PredicateSyntaxError) -> Predicate {
    if isSymbol("(") {
      try enter()
      defer { depth -= 1 }
      advance()
      let inner = try parsePredicate()
      guard isSymbol(")") else { throw failure(expected: "')', 'AND' or 'OR'") }
      advance()
      return inner
    }
    if isKeyword("TRUEPREDICATE") {
      advance()
      return .truePredicate
    }
    if isKeyword("FALSEPREDICATE") {
      advance()
      return .falsePredicate
    }
    return .comparison(try parseComparison())
  }

  private mutating func parseComparison() throws(PredicateSyntaxError) -> PredicateComparison {
    var quantifier: PredicateComparison.Quantifier?
    if case .keyword(let word) = current.kind {
      switch word {
      case "ANY", "SOME": quantifier = .anyElement
      case "ALL": quantifier = .allElements
      case "NONE": quantifier = .noElement
      default: break
      }
      if quantifier != nil { advance() }
    }
    let lhs = try parseExpression()
    let comparisonOperator = try parseOperator()
    var options: StringComparisonOptions = []
    if isSymbol("[") {
      guard comparisonOperator.acceptsStringOptions else {
        throw failure(expected: "an expression ('[c]', '[d]', '[cd]' follow string operators only)")
      }
      advance()
      options = try parseOptions()
      try expectSymbol("]")
    }
    let rhsToken = current
    let rhs = try parseExpression()
    if comparisonOperator == .between, case .aggregate(let bounds) = rhs, bounds.count != 2 {
      throw PredicateSyntaxError(
        offset: rhsToken.offset, expected: "'{lower, upper}' with two elements after BETWEEN",
        found: "an aggregate of \(bounds.count) element(s)")
    }
    return PredicateComparison(
      quantifier: quantifier, lhs: lhs, comparisonOperator: comparisonOperator,
      options: options, rhs: rhs)
  }

  private mutating func parseOperator() throws(PredicateSyntaxError) -> ComparisonOperator {
    let token = current
    let found: ComparisonOperator?
    switch token.kind {
    case .symbol(let symbol):
      switch symbol {
      case "==", "=": found = .equal
      case "!=", "<>": found = .notEqual
      case "<": found = .lessThan
      case "<=", "=<": found = .lessThanOrEqual
      case ">": found = .greaterThan
      case ">=", "=>": found = .greaterThanOrEqual
      default: found = nil
      }
    case .keyword(let word):
      found = ComparisonOperator(rawValue: word)
    default:
      found = nil
    }
    guard let comparisonOperator = found else {
      throw failure(
        expected: "a comparison operator (==, !=, <, <=, >, >=, IN, BETWEEN, BEGINSWITH, "
          + "ENDSWITH, CONTAINS, LIKE, MATCHES, UTI-CONFORMS-TO, UTI-EQUALS)")
    }
    advance()
    return comparisonOperator
  }

  private mutating func parseOptions() throws(PredicateSyntaxError) -> StringComparisonOptions {
    guard case .identifier(let letters) = current.kind else {
      throw failure(expected: "'c', 'd' or 'cd'")
    }
    var options: StringComparisonOptions = []
    for letter in letters.lowercased() {
      switch letter {
      case "c": options.insert(.caseInsensitive)
      case "d": options.insert(.diacriticInsensitive)
      default: throw failure(expected: "'c', 'd' or 'cd'")
      }
    }
    advance()
    return options
  }

  // MARK: - Expressions

  private mutating func parseExpression() throws(PredicateSyntaxError) -> PredicateExpression {
    let token = current
    let base: PredicateExpression
    switch token.kind {
    case .string(let value):
      advance()
      return .constant(.string(value))
    case .number(let value):
      advance()
      return .constant(.number(value))
    case .variable(let name):
      advance()
      base = .variable(name)
    case .identifier(let name):
      advance()
      return try parseKeyPathTail(base: .evaluatedObject, components: [name])
    case .collectionOperator:
      return try parseKeyPathTail(base: .evaluatedObject, components: [], leadingDot: false)
    case .symbol("{"):
      return try parseAggregate()
    case .keyword(let word):
      switch word {
      case "TRUE", "YES":
        advance()
        return .constant(.boolean(true))
      case "FALSE", "NO":
        advance()
        return .constant(.boolean(false))
      case "NULL", "NIL":
        advance()
        return .constant(.null)
      case "SELF":
        advance()
        base = .evaluatedObject
      case "SUBQUERY":
        base = try parseSubquery()
      case "FETCH", "CAST", "ANYKEY", "FIRST", "LAST", "SIZE":
        throw failure(expected: "an expression ('\(word)' is reserved; write '#\(word)' for a key)")
      default:
        throw failure(expected: "an expression")
      }
    default:
      throw failure(expected: "an expression")
    }
    return try parseKeyPathTail(base: base, components: [])
  }

  /// Reads `.key`, `.@count` (and a bare leading `@count`) after `base`.
  private mutating func parseKeyPathTail(
    base: PredicateExpression, components: [String], leadingDot: Bool = true
  ) throws(PredicateSyntaxError) -> PredicateExpression {
    var components = components
    var needsDot = leadingDot
    while true {
      if needsDot {
        guard isSymbol(".") else { break }
        advance()
      }
      needsDot = true
      switch current.kind {
      case .identifier(let name):
        components.append(name)
      case .collectionOperator(let name):
        guard name.lowercased() == "count" else {
          throw failure(expected: "'@count' (the only collection operator actionjs supports)")
        }
        components.append("@count")
      default:
        throw failure(expected: "a key or '@count' after '.'")
      }
      advance()
    }
    return components.isEmpty ? base : .keyPath(base: base, components: components)
  }

  private mutating func parseAggregate() throws(PredicateSyntaxError) -> PredicateExpression {
    try enter()
    defer { depth -= 1 }
    try expectSymbol("{")
    var elements: [PredicateExpression] = []
    if isSymbol("}") {
      advance()
      return .aggregate(elements)
    }
    while true {
      let element = try parseExpression()
      switch element {
      case .constant, .aggregate: elements.append(element)
      default:
        throw PredicateSyntaxError(
          offset: tokens[max(position - 1, 0)].offset, expected: "a literal inside '{…}'",
          found: "expression \(element)")
      }
      if isSymbol(",") {
        advance()
        continue
      }
      guard isSymbol("}") else { throw failure(expected: "',' or '}'") }
      advance()
      return .aggregate(elements)
    }
  }

  private mutating func parseSubquery() throws(PredicateSyntaxError) -> PredicateExpression {
    try enter()
    defer { depth -= 1 }
    advance()
    try expectSymbol("(")
    let collection = try parseExpression()
    try expectSymbol(",")
    guard case .variable(let name) = current.kind else {
      throw failure(expected: "a variable such as '$item' as SUBQUERY's second argument")
    }
    advance()
    try expectSymbol(",")
    let predicate = try parsePredicate()
    guard isSymbol(")") else { throw failure(expected: "')' closing SUBQUERY, 'AND' or 'OR'") }
    advance()
    return .subquery(collection: collection, variable: name, predicate: predicate)
  }
}
