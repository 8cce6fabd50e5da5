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

  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-query
  static func parseQuery(_ tokens: [CSSToken]) -> MediaQuery? {
    guard let first = tokens.first else { return nil }
    // <media-condition>
    if first == .openParen
      || (isKeyword(first, "not") && tokens.count > 1 && tokens[1] == .openParen)
    {
      var cursor = tokens[...]
      guard let condition = parseCondition(&cursor, allowOr: true), cursor.isEmpty else {
        return nil
      }
      return MediaQuery(condition: condition)
    }
    // [ not | only ]? <media-type> [ and <media-condition-without-or> ]?
    var cursor = tokens[...]
    var qualifier: MediaQuery.Qualifier?
    if isKeyword(first, "not") {
      qualifier = .not
      cursor.removeFirst()
    } else if isKeyword(first, "only") {
      qualifier = .only
      cursor.removeFirst()
    }
    guard case .ident(let typeName)? = cursor.first else { return nil }
    let mediaType = typeName.lowercased()
    // https://drafts.csswg.org/mediaqueries-4/#typedef-media-type
    if ["only", "not", "and", "or", "layer"].contains(mediaType) { return nil }
    cursor.removeFirst()
    guard let next = cursor.first else {
      return MediaQuery(qualifier: qualifier, mediaType: mediaType, condition: nil)
    }
    guard isKeyword(next, "and") else { return nil }
    cursor.removeFirst()
    guard let condition = parseCondition(&cursor, allowOr: false), cursor.isEmpty else {
      return nil
    }
    return MediaQuery(qualifier: qualifier, mediaType: mediaType, condition: condition)
  }

  /// <media-condition> (or <media-condition-without-or>).
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-condition
  static func parseCondition(_ cursor: inout ArraySlice<CSSToken>, allowOr: Bool)
    -> MediaCondition?
  {
    guard let first = cursor.first else { return nil }
    if isKeyword(first, "not") {
      cursor.removeFirst()
      return parseInParens(&cursor).map { .not($0) }
    }
    guard let head = parseInParens(&cursor) else { return nil }
    var parts = [head]
    var connective: String?
    while let next = cursor.first, case .ident(let word) = next {
      let lowered = word.lowercased()
      guard lowered == "and" || (lowered == "or" && allowOr) else { return nil }
      if let connective, connective != lowered { return nil }
      connective = lowered
      cursor.removeFirst()
      guard let part = parseInParens(&cursor) else { return nil }
      parts.append(part)
    }
    switch connective {
    case "and": return .and(parts)
    case "or": return .or(parts)
    default: return head
    }
  }

  /// <media-in-parens>: a parenthesized condition or a media feature. (Other general-enclosed
  /// forms make the query invalid.) A block the input leaves open ends with the input, as CSS
  /// Syntax closes it there (`(min-width: 1px` is `(min-width: 1px)`).
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-in-parens
  static func parseInParens(_ cursor: inout ArraySlice<CSSToken>) -> MediaCondition? {
    guard cursor.first == .openParen else { return nil }
    // Find the matching ")".
    var closers: [CSSToken] = []
    var end = cursor.endIndex
    for index in cursor.indices {
      let token = cursor[index]
      if let closer = closer(of: token) {
        closers.append(closer)
      } else if token == closers.last {
        closers.removeLast()
        if closers.isEmpty {
          end = index
          break
        }
      }
    }
    let inner = cursor[(cursor.startIndex + 1)..<end]
    cursor = cursor[min(end + 1, cursor.endIndex)...]
    guard let first = inner.first else { return nil }
    if first == .openParen || isKeyword(first, "not") {
      var innerCursor = inner
      guard let condition = parseCondition(&innerCursor, allowOr: true), innerCursor.isEmpty
      else { return nil }
      return .group(condition)
    }
    return parseFeature(Array(inner)).map { .feature($0) }
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
