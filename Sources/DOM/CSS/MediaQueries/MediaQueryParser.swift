/// Parses media query lists, from the tokens of the CSS Syntax tokenizer, into ``MediaQuery``
/// values, as WebKit reads them: a query that does not match the grammar becomes `not all`; a
/// feature WebKit does not know, or a value it does not take, is kept but not valid
/// (``MediaFeature/isValid``); a block that is neither a condition nor a feature is kept as
/// written (``MediaCondition/generalEnclosed(_:)``).
///
/// https://drafts.csswg.org/mediaqueries-4/#mq-syntax
enum MediaQueryParser {
  /// One query's tokens without whitespace, and where each came from, to write a
  /// `<general-enclosed>` block back as written.
  struct QueryTokens {
    /// The significant tokens (whitespace dropped, but between `<` or `>` and `=`).
    var tokens: [CSSToken] = []
    /// All of the query's tokens, whitespace included.
    var sources: [CSSSourceToken] = []
    /// For each significant token, its index in ``sources``.
    var sourceIndex: [Int] = []

    /// The block or function opened at `open` and closed at `close` (or the end), as WebKit
    /// writes a `<general-enclosed>` back: its name, `(`, its tokens, `)`.
    func enclosedText(open: Int, close: Int) -> String {
      let first = sourceIndex[open] + 1
      let last = close < tokens.count ? sourceIndex[close] : sources.count
      var prefix = "("
      if case .function(let name) = tokens[open] { prefix = name + "(" }
      let inside = first < last ? Array(sources[first..<last]) : []
      return prefix
        + CSSSerialization.asWritten(inside, trimmingTrailingWhitespace: false) + ")"
    }
  }

  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-query-list
  static func parseList(_ text: String) -> [MediaQuery] {
    let sources = CSSTokenizer.tokenizeWithSource(text)
    if sources.allSatisfy({ $0.token == .whitespace }) { return [] }
    // Split at top-level commas (commas inside blocks and functions stay in their query), as
    // "parse a comma-separated list of component values" does. Whitespace goes, except between
    // `<` or `>` and `=`, where it makes them two comparisons (`< =` is not `<=`).
    var queries = [QueryTokens()]
    var closers: [CSSToken] = []
    for (index, source) in sources.enumerated() {
      let token = source.token
      if let closer = closer(of: token) {
        closers.append(closer)
      } else if token == closers.last {
        closers.removeLast()
      } else if token == .comma && closers.isEmpty {
        queries.append(QueryTokens())
        continue
      }
      var query = queries[queries.count - 1]
      queries[queries.count - 1] = QueryTokens()
      query.sources.append(source)
      let isSignificant =
        token != .whitespace
        || (index > 0 && index + 1 < sources.count && sources[index + 1].token == .delim("=")
          && (sources[index - 1].token == .delim("<") || sources[index - 1].token == .delim(">")))
      if isSignificant {
        query.tokens.append(token)
        query.sourceIndex.append(query.sources.count - 1)
      }
      queries[queries.count - 1] = query
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
  static func parseQuery(_ query: QueryTokens) -> MediaQuery? {
    let tokens = query.tokens
    guard let first = tokens.first else { return nil }
    let closing = closingIndices(tokens)
    // <media-condition>
    var startsCondition = first == .openParen
    if case .function = first { startsCondition = true }
    if isKeyword(first, "not"), tokens.count > 1 {
      if case .function = tokens[1] { startsCondition = true }
      if tokens[1] == .openParen { startsCondition = true }
    }
    if startsCondition {
      guard
        let condition = parseCondition(
          query, from: 0, allowOr: true, closing: closing)
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
        query, from: index + 1, allowOr: false, closing: closing)
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
    /// For a condition in parentheses, where its `(` is.
    var open: Int?
    /// Whether it is `not <media-in-parens>`.
    var negated = false
    var parts: [MediaCondition] = []
    /// `and` or `or`, once one has joined two parts.
    var connective: String?
  }

  /// <media-condition> (or <media-condition-without-or>) from `start` to the end of the
  /// query, which it must take up. The conditions in parentheses being read are on an explicit
  /// stack, so nesting depth is not limited by the call stack. As in WebKit, a parenthesized
  /// block is read as a condition, else as a feature, else it is `<general-enclosed>`; a
  /// function is always `<general-enclosed>`.
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-condition and
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-in-parens
  static func parseCondition(
    _ query: QueryTokens, from start: Int, allowOr: Bool, closing: [Int]
  ) -> MediaCondition? {
    let tokens = query.tokens
    var stack: [ConditionFrame] = []
    var frame = ConditionFrame(end: tokens.count, allowOr: allowOr)
    var index = start
    // A <media-in-parens> just read, to add to `frame`.
    var pending: MediaCondition?
    while true {
      var failed = false
      if let value = pending {
        pending = nil
        frame.parts.append(value)
        if !frame.negated, index < frame.end {
          // `and` or `or` (the same all along), then the next <media-in-parens>.
          if case .ident(let word) = tokens[index],
            case let lowered = word.lowercased(),
            lowered == "and" || (lowered == "or" && frame.allowOr),
            frame.connective == nil || frame.connective == lowered
          {
            frame.connective = lowered
            index += 1
            continue
          }
          failed = true
        } else if index == frame.end {
          // The condition is complete: a value of the one around it, if any.
          let condition: MediaCondition
          if frame.negated {
            condition = .not(value)
          } else if frame.parts.count == 1 {
            condition = value
          } else {
            condition = frame.connective == "and" ? .and(frame.parts) : .or(frame.parts)
          }
          guard let resume = frame.resume, let outer = stack.popLast() else { return condition }
          pending = .group(condition)
          index = resume
          frame = outer
          continue
        } else {
          failed = true
        }
      } else {
        // One <media-in-parens>, after `not` at the start of a condition.
        if frame.parts.isEmpty, !frame.negated, index < frame.end,
          isKeyword(tokens[index], "not")
        {
          frame.negated = true
          index += 1
        }
        if index < frame.end, case .function = tokens[index] {
          let close = min(closing[index], frame.end)
          pending = .generalEnclosed(query.enclosedText(open: index, close: close))
          index = min(close + 1, frame.end)
          continue
        }
        if index < frame.end, tokens[index] == .openParen {
          let close = min(closing[index], frame.end)
          let innerStart = index + 1
          let after = min(close + 1, frame.end)
          if innerStart < close,
            tokens[innerStart] == .openParen || isKeyword(tokens[innerStart], "not")
              || isFunction(tokens[innerStart])
          {
            guard stack.count + 1 < maximumNesting else { return nil }
            stack.append(frame)
            frame = ConditionFrame(end: close, allowOr: true, resume: after, open: index)
            index = innerStart
            continue
          }
          if let feature = parseFeature(Array(tokens[innerStart..<close])) {
            pending = .feature(feature)
          } else {
            pending = .generalEnclosed(query.enclosedText(open: index, close: close))
          }
          index = after
          continue
        }
        failed = true
      }
      if failed {
        // A parenthesized block that is not a condition (nor a feature: it starts with `(`,
        // `not` or a function) is <general-enclosed>; at the top, the query does not parse.
        guard let resume = frame.resume, let open = frame.open, let outer = stack.popLast()
        else { return nil }
        pending = .generalEnclosed(query.enclosedText(open: open, close: frame.end))
        index = resume
        frame = outer
      }
    }
  }

  static func isFunction(_ token: CSSToken) -> Bool {
    if case .function = token { return true }
    return false
  }

  /// <media-feature>: `name`, `name: value`, or range syntax; `nil` when the tokens are none of
  /// these. A feature WebKit does not know, or a value it does not take, is kept with
  /// ``MediaFeature/isValid`` false.
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-feature
  static func parseFeature(_ tokens: [CSSToken]) -> MediaFeature? {
    // <mf-boolean>
    if tokens.count == 1, case .ident(let rawName) = tokens[0] {
      let name = rawName.lowercased()
      if name.hasPrefix("min-") || name.hasPrefix("max-") || name.hasPrefix("-webkit-min-")
        || name.hasPrefix("-webkit-max-")
      {
        return nil
      }
      return MediaFeature(name: name, test: .boolean, isValid: MediaFeatureKind.known[name] != nil)
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
      let kind = MediaFeatureKind.known[name]
      let accepts = kind?.accepts(value) == true
      switch prefix {
      case "min-":
        return MediaFeature(
          name: name, test: .min(value), isValid: accepts && kind?.isRange == true)
      case "max-":
        return MediaFeature(
          name: name, test: .max(value), isValid: accepts && kind?.isRange == true)
      default:
        return MediaFeature(name: name, test: .plain(value), isValid: accepts)
      }
    }
    return parseRange(tokens)
  }

  /// <mf-range>: values and a name around one or two comparisons; `<=` and `>=` are a `<` or
  /// `>` delim directly followed by a `=` delim. Two comparisons must point the same way and
  /// neither may be `=` (WebKit's rule); a name that is not a known range feature, or a value
  /// it does not take, makes the feature not valid.
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
    func name(_ part: [CSSToken]) -> String? {
      guard part.count == 1, case .ident(let rawName) = part[0] else { return nil }
      return rawName.lowercased()
    }
    func isValue(_ part: [CSSToken]) -> Bool {
      if part.count == 1, case .ident = part[0] { return false }
      return parseValue(part[...]) != nil
    }
    func valid(_ name: String, _ values: [[CSSToken]]) -> Bool {
      guard let kind = MediaFeatureKind.known[name], kind.isRange else { return false }
      return values.allSatisfy { part in parseValue(part[...]).map(kind.accepts) == true }
    }
    switch comparisons.count {
    case 1:
      if let name = name(parts[0]), let right = parseValue(parts[1][...]) {
        return MediaFeature(
          name: name, test: .nameFirst(comparisons[0], right), isValid: valid(name, [parts[1]]))
      }
      if isValue(parts[0]), let name = name(parts[1]), let left = parseValue(parts[0][...]) {
        return MediaFeature(
          name: name, test: .valueFirst(left, comparisons[0]), isValid: valid(name, [parts[0]]))
      }
      return nil
    case 2:
      guard isValue(parts[0]), let name = name(parts[1]), let low = parseValue(parts[0][...]),
        let high = parseValue(parts[2][...])
      else { return nil }
      let lessThan: Set<MediaComparison> = [.lessThan, .lessThanOrEqual]
      let greaterThan: Set<MediaComparison> = [.greaterThan, .greaterThanOrEqual]
      guard
        (lessThan.contains(comparisons[0]) && lessThan.contains(comparisons[1]))
          || (greaterThan.contains(comparisons[0]) && greaterThan.contains(comparisons[1]))
      else { return nil }
      return MediaFeature(
        name: name, test: .between(low, comparisons[0], comparisons[1], high),
        isValid: valid(name, [parts[0], parts[2]]))
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
