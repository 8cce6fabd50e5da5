/// A component value: a preserved token, a function, or a simple block.
///
/// https://drafts.csswg.org/css-syntax-3/#component-value
package enum CSSComponentValue: Equatable, Sendable {
  case token(CSSToken)
  indirect case function(name: String, arguments: [CSSComponentValue])
  indirect case block(open: CSSToken, contents: [CSSComponentValue])
  /// Text that is already serialized (a normalized color inside a longer value).
  case serialized(String)

  /// Whether this is a whitespace token.
  var isWhitespace: Bool { self == .token(.whitespace) }

  /// The identifier, if this is an ident token.
  var ident: String? {
    if case .token(.ident(let name)) = self { return name }
    return nil
  }

  /// The function name lowercased, if this is a function.
  var functionName: String? {
    if case .function(let name, _) = self { return name.asciiLowercased() }
    return nil
  }

  /// Whether this value or anything inside it is a `var()`, `env()` or `attr()` function.
  var containsSubstitution: Bool {
    switch self {
    case .token, .serialized: return false
    case .function(let name, let arguments):
      let lower = name.asciiLowercased()
      if lower == "var" || lower == "env" || lower == "attr" { return true }
      return arguments.contains { $0.containsSubstitution }
    case .block(_, let contents): return contents.contains { $0.containsSubstitution }
    }
  }

  /// Whether this value holds a token that makes any declaration invalid: a bad string, a bad
  /// url, or an unmatched closing bracket.
  var isInvalidAnywhere: Bool {
    switch self {
    case .token(.badString), .token(.badURL), .token(.closeParen), .token(.closeSquare),
      .token(.closeCurly):
      return true
    case .token, .serialized: return false
    case .function(_, let arguments): return arguments.contains { $0.isInvalidAnywhere }
    case .block(_, let contents): return contents.contains { $0.isInvalidAnywhere }
    }
  }
}

/// Turns a token list into component values.
///
/// https://drafts.csswg.org/css-syntax-3/#parse-a-list-of-component-values
package struct CSSComponentValueParser {
  private let tokens: [CSSToken]
  private(set) var position = 0

  init(_ tokens: [CSSToken]) { self.tokens = tokens }

  /// The next token, if any, without consuming it.
  var nextToken: CSSToken? { position < tokens.count ? tokens[position] : nil }

  /// Consumes one token.
  mutating func advance() { position += 1 }

  /// Parses the whole of `text` as a list of component values.
  package static func parseList(_ text: String) -> [CSSComponentValue] {
    var parser = CSSComponentValueParser(CSSTokenizer.tokenize(text))
    var values: [CSSComponentValue] = []
    while parser.nextToken != nil { values.append(parser.consumeComponentValue()) }
    return values
  }

  /// https://drafts.csswg.org/css-syntax-3/#consume-component-value
  mutating func consumeComponentValue() -> CSSComponentValue {
    guard let token = nextToken else { return .token(.whitespace) }
    position += 1
    switch token {
    case .openParen: return .block(open: token, contents: consumeUntil(.closeParen))
    case .openSquare: return .block(open: token, contents: consumeUntil(.closeSquare))
    case .openCurly: return .block(open: token, contents: consumeUntil(.closeCurly))
    case .function(let name): return .function(name: name, arguments: consumeUntil(.closeParen))
    default: return .token(token)
    }
  }

  /// Consumes component values up to and including `closing` (or the end).
  ///
  /// https://drafts.csswg.org/css-syntax-3/#consume-simple-block
  private mutating func consumeUntil(_ closing: CSSToken) -> [CSSComponentValue] {
    var contents: [CSSComponentValue] = []
    while let token = nextToken {
      if token == closing {
        position += 1
        return contents
      }
      contents.append(consumeComponentValue())
    }
    return contents
  }
}
