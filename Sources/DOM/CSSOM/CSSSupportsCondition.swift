/// Evaluates an `@supports` condition (and `@import … supports(…)`): whether actionjs's CSS
/// parser accepts each declaration and selector in it.
///
/// Works on the flat token list with bracket matching; conditions nested deeper than
/// ``maximumDepth`` count as unsupported rather than being followed, so no input nests the
/// evaluation without bound.
///
/// https://drafts.csswg.org/css-conditional-3/#at-supports
enum CSSSupportsCondition {
  /// How deep `( … )` groups are followed.
  static let maximumDepth = 32

  /// Whether the condition holds, or `nil` when it is not a valid `<supports-condition>`.
  static func evaluate(_ tokens: [CSSToken], context: CSSParserContext) -> Bool? {
    condition(
      tokens, 0..<tokens.count, ends: CSSComponentValueEnds(tokens), depth: 0, context: context)
  }

  private static func trimmed(_ tokens: [CSSToken], _ range: Swift.Range<Int>) -> Swift.Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper && tokens[lower] == .whitespace { lower += 1 }
    while upper > lower && tokens[upper - 1] == .whitespace { upper -= 1 }
    return lower..<upper
  }

  /// `not X`, `X and Y …`, `X or Y …`.
  private static func condition(
    _ tokens: [CSSToken], _ range: Swift.Range<Int>, ends: CSSComponentValueEnds, depth: Int,
    context: CSSParserContext
  ) -> Bool? {
    let range = trimmed(tokens, range)
    guard !range.isEmpty, depth < maximumDepth else { return depth < maximumDepth ? nil : false }
    if case .ident(let word) = tokens[range.lowerBound], word.asciiLowercased() == "not" {
      let rest = trimmed(tokens, (range.lowerBound + 1)..<range.upperBound)
      guard !rest.isEmpty,
        ends.end(of: rest.lowerBound, limit: rest.upperBound) == rest.upperBound,
        let value = inParens(tokens, rest, ends: ends, depth: depth, context: context)
      else { return nil }
      return !value
    }
    // Operands separated by `and` or `or` (one kind only).
    var operands: [Bool] = []
    var joiner: String?
    var position = range.lowerBound
    var expectOperand = true
    while position < range.upperBound {
      if tokens[position] == .whitespace {
        position += 1
        continue
      }
      if expectOperand {
        let end = ends.end(of: position, limit: range.upperBound)
        guard
          let value = inParens(
            tokens, position..<end, ends: ends, depth: depth, context: context)
        else { return nil }
        operands.append(value)
        position = end
        expectOperand = false
      } else {
        guard case .ident(let word) = tokens[position] else { return nil }
        let lower = word.asciiLowercased()
        guard lower == "and" || lower == "or", joiner == nil || joiner == lower else { return nil }
        // An operator needs whitespace after it.
        guard position + 1 < range.upperBound, tokens[position + 1] == .whitespace else {
          return nil
        }
        joiner = lower
        position += 1
        expectOperand = true
      }
    }
    guard !expectOperand, !operands.isEmpty else { return nil }
    return joiner == "or" ? operands.contains(true) : operands.allSatisfy { $0 }
  }

  /// `( condition )`, `( declaration )`, `selector(…)`, `font-tech(…)`, `font-format(…)`, or
  /// any other function or parenthesized block (general-enclosed: false).
  private static func inParens(
    _ tokens: [CSSToken], _ range: Swift.Range<Int>, ends: CSSComponentValueEnds, depth: Int,
    context: CSSParserContext
  ) -> Bool? {
    guard !range.isEmpty else { return nil }
    let inner = (range.lowerBound + 1)..<max(range.lowerBound + 1, range.upperBound - 1)
    switch tokens[range.lowerBound] {
    case .openParen:
      let content = trimmed(tokens, inner)
      // A declaration: ident, colon, value.
      if content.count >= 2, case .ident(let name) = tokens[content.lowerBound] {
        var colon = content.lowerBound + 1
        while colon < content.upperBound && tokens[colon] == .whitespace { colon += 1 }
        if colon < content.upperBound, tokens[colon] == .colon {
          return declarationIsSupported(
            name, Array(tokens[(colon + 1)..<content.upperBound]), context: context)
        }
      }
      if let value = condition(tokens, content, ends: ends, depth: depth + 1, context: context) {
        return value
      }
      return false
    case .function(let name):
      switch name.asciiLowercased() {
      case "selector":
        let text = CSSSerialization.tokens(Array(tokens[inner]))
        return (try? SelectorList(text)) != nil
      default:
        return false
      }
    default:
      return nil
    }
  }

  /// Whether `name: value` parses (a custom property always does).
  private static func declarationIsSupported(
    _ name: String, _ value: [CSSToken], context: CSSParserContext
  ) -> Bool {
    var value = value
    // `!important` is allowed and ignored.
    while let last = value.last, last == .whitespace { value.removeLast() }
    if value.count >= 2, case .ident(let word) = value[value.count - 1],
      word.asciiLowercased() == "important", value[value.count - 2] == .delim("!")
    {
      value.removeLast(2)
    }
    guard let canonical = CSSPropertyTable.canonicalName(name) else { return false }
    if canonical.hasPrefix("--") { return true }
    let text = CSSSerialization.tokens(value)
    let components = CSSComponentValueParser.parseList(text)
    return CSSPropertyTable.parse(canonical, components, context: context) != nil
  }
}

extension CSSSerialization {
  /// Writes tokens back one after another, for reparsing (a comment between two that would
  /// run together).
  static func tokens(_ tokens: [CSSToken]) -> String {
    var text = ""
    for token in tokens {
      text += token == .whitespace ? " " : self.token(token) + "/**/"
    }
    return text
  }
}
