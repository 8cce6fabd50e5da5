/// Parses media query lists, from the tokens of the CSS Syntax tokenizer, into ``MediaQuery``
/// values. A query that does not match the grammar, names an unknown feature or media type
/// keyword, or gives a feature a value it does not take, becomes `not all`.
///
/// https://drafts.csswg.org/mediaqueries-4/#mq-syntax
enum MediaQueryParser {
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-query-list
  static func parseList(_ text: String) -> [MediaQuery] {
    let tokens = CSSTokenizer.tokenize(text)
    if tokens.allSatisfy({ $0 == .whitespace }) { return [] }
    // Split at top-level commas (commas inside blocks and functions stay in their query), as
    // "parse a comma-separated list of component values" does. Whitespace goes, except between
    // `<` or `>` and `=`, where it makes them two comparisons (`< =` is not `<=`).
    var queries: [[CSSToken]] = [[]]
    var closers: [CSSToken] = []
    for (index, token) in tokens.enumerated() {
      if let closer = closer(of: token) {
        closers.append(closer)
      } else if token == closers.last {
        closers.removeLast()
      } else if token == .comma && closers.isEmpty {
        queries.append([])
        continue
      } else if token == .whitespace {
        guard index > 0, index + 1 < tokens.count, tokens[index + 1] == .delim("="),
          tokens[index - 1] == .delim("<") || tokens[index - 1] == .delim(">")
        else { continue }
      }
      queries[queries.count - 1].append(token)
    }
    return queries.map { parseQuery($0) ?? .notAll }
  }

  /// The token that closes the block or function `token` opens, if it opens one.
  ///
  /// https://drafts.csswg.org/css-syntax-3/#consume-simple-block
  static func closer(of token: CSSToken) -> CSSToken? {
    switch token {
    case .openParen, .function: .closeParen
    case .openSquare: .closeSquare
    case .openCurly: .closeCurly
    default: nil
    }
  }

  /// For each token that opens a block or function, the index of the token closing it, or the
  /// end of `tokens` if none does (CSS Syntax closes it at the end of the input).
  ///
  /// https://drafts.csswg.org/css-syntax-3/#consume-simple-block
  static func closingIndices(_ tokens: [CSSToken]) -> [Int] {
    var closing = [Int](repeating: tokens.count, count: tokens.count)
    var open: [(index: Int, closer: CSSToken)] = []
    for (index, token) in tokens.enumerated() {
      if let closer = closer(of: token) {
        open.append((index, closer))
      } else if token == open.last?.closer, let opener = open.popLast() {
        closing[opener.index] = index
      }
    }
    return closing
  }

  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-query
  static func parseQuery(_ tokens: [CSSToken]) -> MediaQuery? {
    guard let first = tokens.first else { return nil }
    let closing = closingIndices(tokens)
    // <media-condition>
    if first == .openParen
      || (isKeyword(first, "not") && tokens.count > 1 && tokens[1] == .openParen)
    {
      guard
        let condition = parseCondition(
          tokens, from: 0, allowOr: true, closing: closing)
      else { return nil }
      return MediaQuery(condition: condition)
    }
    // [ not | only ]? <media-type> [ and <media-condition-without-or> ]?
    var index = 0
    var qualifier: MediaQuery.Qualifier?
    if isKeyword(first, "not") {
      qualifier = .not
      index += 1
    } else if isKeyword(first, "only") {
      qualifier = .only
      index += 1
    }
    guard index < tokens.count, case .ident(let typeName) = tokens[index] else { return nil }
    let mediaType = typeName.lowercased()
    // https://drafts.csswg.org/mediaqueries-4/#typedef-media-type
    if ["only", "not", "and", "or", "layer"].contains(mediaType) { return nil }
    index += 1
    guard index < tokens.count else {
      return MediaQuery(qualifier: qualifier, mediaType: mediaType, condition: nil)
    }
    guard isKeyword(tokens[index], "and") else { return nil }
    guard
      let condition = parseCondition(
        tokens, from: index + 1, allowOr: false, closing: closing)
    else { return nil }
    return MediaQuery(qualifier: qualifier, mediaType: mediaType, condition: condition)
  }

  /// The most parentheses one query may nest (`((color))` nests two); a query nesting more is
  /// `not all`, so that the condition tree stays shallow enough for the recursive walks over
  /// it (serializing, evaluating, comparing, freeing). WebKit reads 2,000 levels.
  static let maximumNesting = 2_000

  /// A `<media-condition>` being read: the outermost one, or one in parentheses.
  private struct ConditionFrame {
    /// Where the condition ends: its closing parenthesis, or the end of the query.
    var end: Int
    /// Whether `or` may join its parts (not in `<media-condition-without-or>`).
    var allowOr: Bool
    /// For a condition in parentheses, where reading goes on after its `)`.
    var resume: Int?
    /// Whether it is `not <media-in-parens>`.
    var negated = false
    var parts: [MediaCondition] = []
    /// `and` or `or`, once one has joined two parts.
    var connective: String?
  }

  /// <media-condition> (or <media-condition-without-or>) from `start` to the end of `tokens`,
  /// which it must take up. The conditions in parentheses being read are on an explicit
  /// stack, so nesting depth is not limited by the call stack.
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-condition and
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-in-parens (other
  /// `<general-enclosed>` forms make the query invalid)
  static func parseCondition(
    _ tokens: [CSSToken], from start: Int, allowOr: Bool, closing: [Int]
  ) -> MediaCondition? {
    var stack = [ConditionFrame(end: tokens.count, allowOr: allowOr)]
    var index = start
    var atConditionStart = true
    while var frame = stack.popLast() {
      // One <media-in-parens>, after `not` at the start of a condition.
      if atConditionStart, index < frame.end, isKeyword(tokens[index], "not") {
        frame.negated = true
        index += 1
      }
      guard index < frame.end, tokens[index] == .openParen else { return nil }
      let close = min(closing[index], frame.end)
      let innerStart = index + 1
      index = min(close + 1, frame.end)
      guard innerStart < close else { return nil }
      if tokens[innerStart] == .openParen || isKeyword(tokens[innerStart], "not") {
        guard stack.count + 1 < maximumNesting else { return nil }
        stack.append(frame)
        stack.append(ConditionFrame(end: close, allowOr: true, resume: index))
        index = innerStart
        atConditionStart = true
        continue
      }
      guard let feature = parseFeature(Array(tokens[innerStart..<close])) else { return nil }
      var value = MediaCondition.feature(feature)
      // Add the value to its condition; a condition it completes is a value of the one around.
      while true {
        frame.parts.append(value)
        if !frame.negated, index < frame.end {
          guard case .ident(let word) = tokens[index] else { return nil }
          let lowered = word.lowercased()
          guard lowered == "and" || (lowered == "or" && frame.allowOr) else { return nil }
          if let connective = frame.connective, connective != lowered { return nil }
          frame.connective = lowered
          index += 1
          break
        }
        guard index == frame.end else { return nil }
        let condition: MediaCondition
        if frame.negated {
          condition = .not(value)
        } else if frame.parts.count == 1 {
          condition = value
        } else {
          condition = frame.connective == "and" ? .and(frame.parts) : .or(frame.parts)
        }
        guard let resume = frame.resume, let outer = stack.popLast() else { return condition }
        value = .group(condition)
        index = resume
        frame = outer
      }
      stack.append(frame)
      atConditionStart = false
    }
    return nil
  }

  /// <media-feature>: `name`, `name: value`, or range syntax.
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-feature
  static func parseFeature(_ tokens: [CSSToken]) -> MediaFeature? {
    // <mf-boolean>
    if tokens.count == 1, case .ident(let rawName) = tokens[0] {
      let name = rawName.lowercased()
      guard MediaFeatureKind.known[name] != nil else { return nil }
      return MediaFeature(name: name, test: .boolean)
    }
    // <mf-plain>
    if tokens.count >= 3, case .ident(let rawName) = tokens[0], tokens[1] == .colon {
      guard let value = parseValue(tokens[2...]) else { return nil }
      var name = rawName.lowercased()
      var prefix: String?
      for candidate in ["min-", "max-"] {
        if name.hasPrefix(candidate) {
          prefix = candidate
          name = String(name.dropFirst(candidate.count))
        } else if name.hasPrefix("-webkit-" + candidate) {
          prefix = candidate
          name = "-webkit-" + name.dropFirst(("-webkit-" + candidate).count)
        }
      }
      guard let kind = MediaFeatureKind.known[name], kind.accepts(value) else {
        return nil
      }
      switch prefix {
      case "min-": return kind.isRange ? MediaFeature(name: name, test: .min(value)) : nil
      case "max-": return kind.isRange ? MediaFeature(name: name, test: .max(value)) : nil
      default: return MediaFeature(name: name, test: .plain(value))
      }
    }
    return parseRange(tokens)
  }

  /// <mf-range>: values and a name around one or two comparisons; `<=` and `>=` are a `<` or
  /// `>` delim directly followed by a `=` delim.
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-mf-range
  static func parseRange(_ tokens: [CSSToken]) -> MediaFeature? {
    var parts: [[CSSToken]] = [[]]
    var comparisons: [MediaComparison] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      let comparison: MediaComparison
      switch token {
      case .delim("<"), .delim(">"):
        let orEqual = index < tokens.count && tokens[index] == .delim("=")
        if orEqual { index += 1 }
        if token == .delim("<") {
          comparison = orEqual ? .lessThanOrEqual : .lessThan
        } else {
          comparison = orEqual ? .greaterThanOrEqual : .greaterThan
        }
      case .delim("="):
        comparison = .equal
      default:
        parts[parts.count - 1].append(token)
        continue
      }
      comparisons.append(comparison)
      parts.append([])
    }
    func rangeName(_ part: [CSSToken]) -> String? {
      guard part.count == 1, case .ident(let rawName) = part[0] else { return nil }
      let name = rawName.lowercased()
      return MediaFeatureKind.known[name]?.isRange == true ? name : nil
    }
    func value(_ part: [CSSToken], for name: String) -> MediaFeatureValue? {
      guard let value = parseValue(part[...]),
        MediaFeatureKind.known[name]?.accepts(value) == true
      else { return nil }
      return value
    }
    switch comparisons.count {
    case 1:
      if let name = rangeName(parts[0]) {
        guard let right = value(parts[1], for: name) else { return nil }
        return MediaFeature(name: name, test: .nameFirst(comparisons[0], right))
      }
      if let name = rangeName(parts[1]) {
        guard let left = value(parts[0], for: name) else { return nil }
        return MediaFeature(name: name, test: .valueFirst(left, comparisons[0]))
      }
      return nil
    case 2:
      guard let name = rangeName(parts[1]), let low = value(parts[0], for: name),
        let high = value(parts[2], for: name)
      else { return nil }
      let lessThan: Set<MediaComparison> = [.lessThan, .lessThanOrEqual]
      let greaterThan: Set<MediaComparison> = [.greaterThan, .greaterThanOrEqual]
      guard
        (lessThan.contains(comparisons[0]) && lessThan.contains(comparisons[1]))
          || (greaterThan.contains(comparisons[0]) && greaterThan.contains(comparisons[1]))
      else { return nil }
      return MediaFeature(name: name, test: .between(low, comparisons[0], comparisons[1], high))
    default:
      return nil
    }
  }

  /// <mf-value>: a number, a dimension, an identifier or a ratio.
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-mf-value
  static func parseValue(_ tokens: ArraySlice<CSSToken>) -> MediaFeatureValue? {
    let tokens = Array(tokens)
    switch tokens.count {
    case 1:
      switch tokens[0] {
      case .number(let number): return .number(number.value)
      case .dimension(let number, let unit):
        return .dimension(number.value, unit: unit.lowercased())
      case .ident(let name): return .ident(name.lowercased())
      default: return nil
      }
    case 3:
      guard case .number(let numerator) = tokens[0], tokens[1] == .delim("/"),
        case .number(let denominator) = tokens[2]
      else { return nil }
      return .ratio(numerator.value, denominator.value)
    default:
      return nil
    }
  }

  static func isKeyword(_ token: CSSToken, _ keyword: String) -> Bool {
    if case .ident(let name) = token { return name.lowercased() == keyword }
    return false
  }
}
