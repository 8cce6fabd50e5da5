/// A token of CSS Syntax, with its position, as the selector parser consumes them. (The CSS
/// area has its own position-free `CSSToken`; the two could share one tokenizer.)
///
/// https://drafts.csswg.org/css-syntax-3/#tokenization
struct SelectorToken {
  /// The token types. https://drafts.csswg.org/css-syntax-3/#tokenization
  enum Kind: Equatable {
    case ident, function, atKeyword, hash, string, badString, url, badURL, delim
    case number, percentage, dimension, whitespace, cdo, cdc, colon, semicolon, comma
    case leftBracket, rightBracket, leftParenthesis, rightParenthesis, leftBrace, rightBrace
    case eof
  }

  /// The type of the token.
  var kind: Kind
  /// The value: an ident, function or hash name, a string, a URL, a dimension's unit, or the
  /// delim's code point.
  var value: String = ""
  /// The numeric value of a number, percentage or dimension.
  var number: Double = 0
  /// Whether a number or dimension has the "integer" type flag.
  var isInteger = false
  /// Whether a number or dimension was written with a leading `+` or `-`.
  var hasSign = false
  /// Whether a hash token has the "id" type flag.
  var isIDHash = false
  /// Where the token starts, in code points of the preprocessed input.
  var offset: Int

  /// Whether this is the delim token `character`.
  func isDelim(_ character: Unicode.Scalar) -> Bool {
    kind == .delim && value.unicodeScalars.first == character
  }

  /// Whether this is an ident token equal to `name` ignoring ASCII case.
  func isIdent(_ name: String) -> Bool {
    kind == .ident && value.asciiCaseInsensitiveEquals(name)
  }

  /// A short description for error messages.
  var displayName: String {
    switch kind {
    case .ident: "'\(value)'"
    case .function: "'\(value)('"
    case .atKeyword: "'@\(value)'"
    case .hash: "'#\(value)'"
    case .string, .badString: "a string"
    case .url, .badURL: "a url"
    case .delim: "'\(value)'"
    case .number, .percentage, .dimension: "a number"
    case .whitespace: "whitespace"
    case .cdo: "'<!--'"
    case .cdc: "'-->'"
    case .colon: "':'"
    case .semicolon: "';'"
    case .comma: "','"
    case .leftBracket: "'['"
    case .rightBracket: "']'"
    case .leftParenthesis: "'('"
    case .rightParenthesis: "')'"
    case .leftBrace: "'{'"
    case .rightBrace: "'}'"
    case .eof: "the end"
    }
  }
}
