/// A token of the CSS Syntax tokenizer.
///
/// https://drafts.csswg.org/css-syntax-3/#tokenization
package enum CSSToken: Equatable, Sendable {
  case ident(String)
  case function(String)
  case atKeyword(String)
  case hash(String, isID: Bool)
  case string(String)
  case badString
  case url(String)
  case badURL
  case delim(Unicode.Scalar)
  case number(CSSNumber)
  case percentage(CSSNumber)
  case dimension(CSSNumber, unit: String)
  case whitespace
  case cdo
  case cdc
  case colon
  case semicolon
  case comma
  case openSquare
  case closeSquare
  case openParen
  case closeParen
  case openCurly
  case closeCurly
}

/// The numeric part of a number, percentage or dimension token.
///
/// https://drafts.csswg.org/css-syntax-3/#consume-number
package struct CSSNumber: Equatable, Sendable {
  /// The parsed value.
  var value: Double
  /// Whether the token had the "integer" type flag (no `.` and no exponent).
  var isInteger: Bool
}
