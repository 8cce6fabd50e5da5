/// Parses media query lists into ``MediaQuery`` values. A query that does not match the
/// grammar, names an unknown feature or media type keyword, or gives a feature a value it does
/// not take, becomes `not all`.
///
/// https://drafts.csswg.org/mediaqueries-4/#mq-syntax
enum MediaQueryParser {
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-query-list
  static func parseList(_ text: String) -> [MediaQuery] {
    let tokens = MediaQueryTokenizer.tokenize(text)
    if tokens.allSatisfy({ $0 == .whitespace }) { return [] }
    // Split at top-level commas (commas inside parentheses or functions stay in their query).
    var queries: [[MediaQueryToken]] = [[]]
    var depth = 0
    for token in tokens {
      switch token {
      case .open, .function: depth += 1
      case .close: depth = max(0, depth - 1)
      case .comma where depth == 0:
        queries.append([])
        continue
      default: break
      }
      if token != .whitespace { queries[queries.count - 1].append(token) }
    }
    return queries.map { parseQuery($0) ?? .notAll }
  }

  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-query
  static func parseQuery(_ tokens: [MediaQueryToken]) -> MediaQuery? {
    guard let first = tokens.first else { return nil }
    // <media-condition>
    if first == .open || (isKeyword(first, "not") && tokens.count > 1 && tokens[1] == .open) {
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
  static func parseCondition(_ cursor: inout ArraySlice<MediaQueryToken>, allowOr: Bool)
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
  /// forms make the query invalid.)
  ///
  /// https://drafts.csswg.org/mediaqueries-4/#typedef-media-in-parens
  static func parseInParens(_ cursor: inout ArraySlice<MediaQueryToken>) -> MediaCondition? {
    guard cursor.first == .open else { return nil }
    // Find the matching ")".
    var depth = 0
    var end: ArraySlice<MediaQueryToken>.Index?
    for index in cursor.indices {
      switch cursor[index] {
      case .open, .function: depth += 1
      case .close:
        depth -= 1
        if depth == 0 { end = index }
      default: break
      }
      if end != nil { break }
    }
    guard let end else { return nil }
    let inner = cursor[(cursor.startIndex + 1)..<end]
    cursor = cursor[(end + 1)...]
    guard let first = inner.first else { return nil }
    if first == .open || isKeyword(first, "not") {
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
  static func parseFeature(_ tokens: [MediaQueryToken]) -> MediaFeature? {
    // <mf-boolean>
    if tokens.count == 1, case .ident(let rawName) = tokens[0] {
      let name = rawName.lowercased()
      guard MediaQueryEvaluator.featureKinds[name] != nil else { return nil }
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
      guard let kind = MediaQueryEvaluator.featureKinds[name], kind.accepts(value) else {
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

  /// <mf-range>. https://drafts.csswg.org/mediaqueries-4/#typedef-mf-range
  static func parseRange(_ tokens: [MediaQueryToken]) -> MediaFeature? {
    var parts: [[MediaQueryToken]] = [[]]
    var comparisons: [MediaComparison] = []
    for token in tokens {
      if case .comparison(let symbol) = token {
        guard let comparison = MediaComparison(rawValue: symbol) else { return nil }
        comparisons.append(comparison)
        parts.append([])
      } else {
        parts[parts.count - 1].append(token)
      }
    }
    func rangeName(_ part: [MediaQueryToken]) -> String? {
      guard part.count == 1, case .ident(let rawName) = part[0] else { return nil }
      let name = rawName.lowercased()
      return MediaQueryEvaluator.featureKinds[name]?.isRange == true ? name : nil
    }
    func value(_ part: [MediaQueryToken], for name: String) -> MediaFeatureValue? {
      guard let value = parseValue(part[...]),
        MediaQueryEvaluator.featureKinds[name]?.accepts(value) == true
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
  static func parseValue(_ tokens: ArraySlice<MediaQueryToken>) -> MediaFeatureValue? {
    let tokens = Array(tokens)
    switch tokens.count {
    case 1:
      switch tokens[0] {
      case .number(let value, _): return .number(value)
      case .dimension(let value, let unit): return .dimension(value, unit: unit.lowercased())
      case .ident(let name): return .ident(name.lowercased())
      default: return nil
      }
    case 3:
      guard case .number(let numerator, _) = tokens[0], tokens[1] == .slash,
        case .number(let denominator, _) = tokens[2]
      else { return nil }
      return .ratio(numerator, denominator)
    default:
      return nil
    }
  }

  static func isKeyword(_ token: MediaQueryToken, _ keyword: String) -> Bool {
    if case .ident(let name) = token { return name.lowercased() == keyword }
    return false
  }
}
