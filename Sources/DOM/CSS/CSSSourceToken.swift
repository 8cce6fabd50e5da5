/// A token together with what WebKit keeps of its source text to write it back as written: the
/// number as written (`1E3PX`, `+1`, `.5`, `01`) and the whitespace as written.
///
/// WebKit keeps a custom property's value, and a value with `var()`, as its tokens
/// (`CSSVariableData`) and writes them back one by one (`CSSParserToken::serialize`), so those
/// values keep their whitespace runs and number text while strings, identifiers and `url()`
/// are written from their values. Fixtures `style/substitution-text`, `style/substitution-more`.
///
/// https://drafts.csswg.org/css-variables/#serializing-custom-props
struct CSSSourceToken: Equatable, Sendable {
  /// The token.
  var token: CSSToken
  /// For a number, percentage or dimension, its number as written (sign, digits, exponent).
  var numberText: String?
  /// For whitespace, the whitespace as WebKit writes it back: a space for each space or tab, a
  /// newline for each newline (form feed, CR, LF; a CR LF pair gives two).
  var whitespace: String?
}

extension CSSSerialization {
  /// Writes tokens back as WebKit writes a custom property's value or a value with `var()`:
  /// each token from its value (strings double-quoted, identifiers and `url()` contents
  /// escaped as identifiers: `url(a.png)` → `url(a\.png)`), numbers as written, whitespace as
  /// written (leading whitespace dropped; trailing whitespace dropped when
  /// `trimmingTrailingWhitespace`), and a `/**/` between two tokens that would otherwise read
  /// back as one (`a/**/b`, `1/**/%`). A `\` delimiter (only read before a newline) is
  /// written with a newline as well as the whitespace after it, as WebKit does, so such a value
  /// grows a newline each time it is read back (fixture `style/substitution-more`,
  /// `spBackslashNl`).
  ///
  /// WebKit keeps trailing whitespace in a value with `var()` set by `setProperty()`
  /// (`margin: var(--a)  ;`), but not in a custom property's, nor in a declaration's (fixture
  /// `style/substitution-more`, `spmVarLead`).
  ///
  /// https://drafts.csswg.org/css-syntax-3/#serialization
  static func asWritten(_ tokens: [CSSSourceToken], trimmingTrailingWhitespace: Bool) -> String {
    var start = 0
    var end = tokens.count
    while start < end && tokens[start].token == .whitespace { start += 1 }
    if trimmingTrailingWhitespace {
      while end > start && tokens[end - 1].token == .whitespace { end -= 1 }
    }
    var result = ""
    for index in start..<end {
      let item = tokens[index]
      if index > start, needsComment(between: tokens[index - 1].token, and: item.token) {
        result += "/**/"
      }
      result += asWritten(item)
    }
    return result
  }

  private static func asWritten(_ item: CSSSourceToken) -> String {
    switch item.token {
    case .whitespace: return item.whitespace ?? " "
    case .url(let value): return "url(" + identifier(value) + ")"
    case .number(let number): return item.numberText ?? self.number(number.value)
    case .percentage(let number): return (item.numberText ?? self.number(number.value)) + "%"
    case .dimension(let number, let unit):
      return (item.numberText ?? self.number(number.value)) + self.unit(unit, keepingCase: true)
    default: return token(item.token)
    }
  }

  /// Whether two adjacent tokens need a comment between them to read back as two: the table of
  /// https://drafts.csswg.org/css-syntax-3/#serialization.
  private static func needsComment(between first: CSSToken, and second: CSSToken) -> Bool {
    let startsName: Bool
    switch second {
    case .ident, .function, .url, .badURL: startsName = true
    default: startsName = false
    }
    let isNumeric: Bool
    switch second {
    case .number, .percentage, .dimension: isNumeric = true
    default: isNumeric = false
    }
    let isMinus = second == .delim("-")
    switch first {
    case .ident:
      return startsName || isMinus || isNumeric || second == .cdc || second == .openParen
    case .atKeyword, .hash, .dimension:
      return startsName || isMinus || isNumeric || second == .cdc
    case .delim("#"), .delim("-"): return startsName || isMinus || isNumeric
    case .number:
      return startsName || isNumeric || second == .delim("%")
    case .delim("@"): return startsName || isMinus
    case .delim("."), .delim("+"): return isNumeric
    case .delim("/"): return second == .delim("*")
    default: return false
    }
  }
}
