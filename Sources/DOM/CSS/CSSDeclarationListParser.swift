/// A declaration as the CSS Syntax parser produces it, before its value is checked against the
/// property's grammar.
///
/// https://drafts.csswg.org/css-syntax-3/#declaration
struct CSSParsedDeclaration: Equatable, Sendable {
  /// The property name as written (escapes resolved).
  var name: String
  /// The value, with leading and trailing whitespace and `!important` removed.
  var value: [CSSComponentValue]
  /// Whether the declaration ended in `!important`.
  var important: Bool
  /// The value's tokens as written (without `!important`), to write a custom property's value
  /// or a value with `var()` back as WebKit does.
  var valueSource: [CSSSourceToken] = []
}

/// Parses the contents of a `style` attribute: a list of declarations, with the CSS Syntax
/// error recovery (invalid declarations and at-rules are skipped up to the next `;`).
///
/// https://drafts.csswg.org/css-syntax-3/#parse-a-list-of-declarations
enum CSSDeclarationListParser {
  /// https://drafts.csswg.org/css-syntax-3/#consume-list-of-declarations
  static func parse(_ text: String) -> [CSSParsedDeclaration] {
    let tokens = CSSTokenizer.tokenizeWithSource(text)
    var parser = CSSComponentValueParser(tokens.map(\.token))
    var declarations: [CSSParsedDeclaration] = []
    while let token = parser.nextToken {
      switch token {
      // 1. Whitespace and semicolons: do nothing.
      case .whitespace, .semicolon:
        parser.advance()
      // 2. An at-rule: consume it (up to a `;` or a `{}` block) and drop it.
      case .atKeyword:
        parser.advance()
        while let next = parser.nextToken {
          if next == .semicolon {
            parser.advance()
            break
          }
          if case .block(open: .openCurly, _) = parser.consumeComponentValue() { break }
        }
      // 3. An identifier: collect up to the next top-level `;` and consume a declaration.
      case .ident:
        let start = parser.position
        let values = consumeUpToSemicolon(&parser)
        if var declaration = consumeDeclaration(values) {
          declaration.valueSource = valueSource(
            tokens[start..<parser.position], important: declaration.important)
          declarations.append(declaration)
        }
      // 4. Anything else is a parse error: skip up to the next top-level `;`.
      default:
        _ = consumeUpToSemicolon(&parser)
      }
    }
    return declarations
  }

  private static func consumeUpToSemicolon(_ parser: inout CSSComponentValueParser)
    -> [CSSComponentValue]
  {
    var values: [CSSComponentValue] = []
    while let next = parser.nextToken, next != .semicolon {
      values.append(parser.consumeComponentValue())
    }
    return values
  }

  /// The tokens of a declaration's value: after the colon, without a trailing `!important`.
  private static func valueSource(_ tokens: ArraySlice<CSSSourceToken>, important: Bool)
    -> [CSSSourceToken]
  {
    guard let colon = tokens.firstIndex(where: { $0.token == .colon }) else { return [] }
    var value = tokens[(colon + 1)...]
    if important {
      // Drop the `important` identifier, then the `!` (whitespace around them too).
      for _ in 0..<2 {
        while value.last?.token == .whitespace { value = value.dropLast() }
        value = value.dropLast()
      }
    }
    return Array(value)
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-declaration
  static func consumeDeclaration(_ input: [CSSComponentValue]) -> CSSParsedDeclaration? {
    // 1. The name is the first token, an identifier.
    guard let name = input.first?.ident else { return nil }
    var rest = input.dropFirst()
    // 2–3. Skip whitespace; the next token must be a colon.
    while rest.first?.isWhitespace == true { rest = rest.dropFirst() }
    guard rest.first == .token(.colon) else { return nil }
    rest = rest.dropFirst()
    // 4–5. The value is the rest, trimmed.
    var value = Array(rest).trimmingCSSWhitespace()
    // 6. A trailing `!` `important` (whitespace allowed between) sets the important flag.
    var important = false
    if let last = value.last?.ident, last.asciiCaseInsensitiveEquals("important") {
      var index = value.count - 2
      while index >= 0 && value[index].isWhitespace { index -= 1 }
      if index >= 0 && value[index] == .token(.delim("!")) {
        important = true
        value = Array(value[..<index]).trimmingCSSWhitespace()
      }
    }
    return CSSParsedDeclaration(name: name, value: value, important: important)
  }
}

extension Array where Element == CSSComponentValue {
  /// The values without leading and trailing whitespace tokens.
  func trimmingCSSWhitespace() -> [CSSComponentValue] {
    var start = startIndex
    var end = endIndex
    while start < end && self[start].isWhitespace { start += 1 }
    while end > start && self[end - 1].isWhitespace { end -= 1 }
    return Array(self[start..<end])
  }

  /// The values with every top-level whitespace token removed.
  package var withoutWhitespace: [CSSComponentValue] { filter { !$0.isWhitespace } }

  /// The values split at top-level commas (each part trimmed).
  func splitOnCommas() -> [[CSSComponentValue]] {
    split(separator: .token(.comma), omittingEmptySubsequences: false).map {
      Array($0).trimmingCSSWhitespace()
    }
  }
}
