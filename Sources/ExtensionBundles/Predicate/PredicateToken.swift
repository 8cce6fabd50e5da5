/// A token of a predicate format string (docs/safari-behavior.md §5.2).
struct PredicateToken: Hashable, Sendable {
  /// The kinds of token.
  enum Kind: Hashable, Sendable {
    /// A key-path identifier; `#word` escapes give identifiers too.
    case identifier(String)
    /// A reserved word, uppercased (`AND`, `SUBQUERY`, `UTI-CONFORMS-TO`, …).
    case keyword(String)
    /// A string literal, escapes resolved.
    case string(String)
    /// A number literal.
    case number(Double)
    /// `$name`.
    case variable(String)
    /// `@name` (collection operator).
    case collectionOperator(String)
    /// Punctuation or a symbolic operator: `( ) { } [ ] , .` `== = != <> < <= =< > >= =>`
    /// `&& || !`.
    case symbol(String)
    /// The end of the input.
    case end
  }

  /// The token.
  var kind: Kind
  /// Offset of its first Unicode scalar.
  var offset: Int

  /// How the token is named in "found …" messages.
  var summary: String {
    switch kind {
    case .identifier(let name): return "identifier '\(name)'"
    case .keyword(let word): return "'\(word)'"
    case .string(let value): return "string \"\(value)\""
    case .number(let value): return "number \(PredicateValue.number(value))"
    case .variable(let name): return "variable '$\(name)'"
    case .collectionOperator(let name): return "'@\(name)'"
    case .symbol(let symbol): return "'\(symbol)'"
    case .end: return "end of input"
    }
  }
}
