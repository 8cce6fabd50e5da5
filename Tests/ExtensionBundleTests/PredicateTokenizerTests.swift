import Testing

@testable import ExtensionBundles

/// The tokenizer of predicate format strings (docs/safari-behavior.md §5.2).
struct PredicateTokenizerTests {
  private func kinds(_ source: String) throws -> [PredicateToken.Kind] {
    try PredicateTokenizer.tokenize(source).map(\.kind)
  }

  @Test("keywords are case-insensitive and come out uppercased")
  func keywords() throws {
    #expect(
      try kinds("and Or NOT subquery Self nil")
        == [
          .keyword("AND"), .keyword("OR"), .keyword("NOT"), .keyword("SUBQUERY"),
          .keyword("SELF"), .keyword("NIL"), .end,
        ])
  }

  @Test("UTI operators are single tokens in any case; a plain 'uti' key stays a key")
  func utiOperators() throws {
    #expect(
      try kinds("uti-conforms-to UTI-Equals uti")
        == [.keyword("UTI-CONFORMS-TO"), .keyword("UTI-EQUALS"), .identifier("uti"), .end])
  }

  @Test("# escapes a reserved word; $ and @ prefix variables and collection operators")
  func prefixes() throws {
    #expect(
      try kinds("#AND $item @count _key2")
        == [
          .identifier("AND"), .variable("item"), .collectionOperator("count"),
          .identifier("_key2"), .end,
        ])
  }

  @Test("symbols take the longest match, with offsets")
  func symbols() throws {
    let tokens = try PredicateTokenizer.tokenize("a=<b=>c<>d!=e&&f||!g")
    #expect(
      tokens.compactMap { token -> String? in
        if case .symbol(let symbol) = token.kind { return symbol }
        return nil
      } == ["=<", "=>", "<>", "!=", "&&", "||", "!"])
    #expect(tokens.map(\.offset) == [0, 1, 3, 4, 6, 7, 9, 10, 12, 13, 15, 16, 18, 19, 20])
  }

  @Test("numbers in every base, negative numbers and exponents")
  func numbers() throws {
    #expect(
      try kinds("0 -7 3.25 1e3 0XfF 0O777 0B11")
        == [
          .number(0), .number(-7), .number(3.25), .number(1000), .number(255), .number(511),
          .number(3), .end,
        ])
    #expect(try kinds("a.b") == [.identifier("a"), .symbol("."), .identifier("b"), .end])
    #expect(try kinds("1.") == [.number(1), .symbol("."), .end])
  }

  @Test("string escapes")
  func strings() throws {
    #expect(
      try kinds(#"'a\tb' "c\u0041\0""#) == [.string("a\tb"), .string("cA\0"), .end])
    #expect(throws: PredicateSyntaxError.self) { try kinds(#""\u12""#) }
    #expect(throws: PredicateSyntaxError.self) { try kinds("'open") }
    #expect(throws: PredicateSyntaxError.self) { try kinds("$ x") }
    #expect(throws: PredicateSyntaxError.self) { try kinds("# x") }
    #expect(throws: PredicateSyntaxError.self) { try kinds("@1") }
    #expect(throws: PredicateSyntaxError.self) { try kinds("0b102") }
  }
}
