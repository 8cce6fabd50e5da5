extension SelectorParser {
  /// A short description of a token for error messages (`'hovr'`, `'nth-child('`, `a number`);
  /// `nil` is the end of the range being parsed.
  static func describe(_ token: CSSToken?) -> String {
    guard let token else { return "the end" }
    switch token {
    case .ident(let name): return "'\(name)'"
    case .function(let name): return "'\(name)('"
    case .atKeyword(let name): return "'@\(name)'"
    case .hash(let name, _): return "'#\(name)'"
    case .string, .badString: return "a string"
    case .url, .badURL: return "a url"
    case .delim(let symbol): return "'\(symbol)'"
    case .number, .percentage, .dimension: return "a number"
    case .whitespace: return "whitespace"
    case .cdo: return "'<!--'"
    case .cdc: return "'-->'"
    case .colon: return "':'"
    case .semicolon: return "';'"
    case .comma: return "','"
    case .openSquare: return "'['"
    case .closeSquare: return "']'"
    case .openParen: return "'('"
    case .closeParen: return "')'"
    case .openCurly: return "'{'"
    case .closeCurly: return "'}'"
    }
  }
}

extension CSSToken {
  /// Whether this is an ident token equal to `name` ignoring ASCII case.
  func isIdent(_ name: String) -> Bool {
    if case .ident(let value) = self { return value.asciiCaseInsensitiveEquals(name) }
    return false
  }
}
