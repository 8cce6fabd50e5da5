import Testing

@testable import DOM

/// The tokenizer entry point the selector parser reads: positions and number signs.
@Suite struct CSSTokenizerPositionTests {
  @Test func tokensCarryTheirStartAfterComments() {
    let (tokens, end) = CSSTokenizer.tokenizeWithPositions("a /* x */ #b")
    #expect(tokens.map(\.token) == [.ident("a"), .whitespace, .whitespace, .hash("b", isID: true)])
    #expect(tokens.map(\.offset) == [0, 1, 9, 10])
    #expect(end == 12)
    #expect(CSSTokenizer.tokenizeWithPositions("p /* open").end == 9)
  }

  @Test(
    arguments: [
      ("+1", true), ("-1", true), ("1", false), ("+.5", true), ("-2n", true), ("2n", false),
      ("+5%", true), ("5%", false), ("1e+3", false),
    ] as [(String, Bool)])
  func numbersKnowWhetherTheyAreSigned(_ text: String, _ signed: Bool) {
    let tokens = CSSTokenizer.tokenizeWithPositions(text).tokens
    #expect(tokens.count == 1)
    #expect(tokens.first?.hasSign == signed, "\(text)")
  }

  @Test func anPlusBTokenForms() {
    // https://drafts.csswg.org/css-syntax-3/#anb-microsyntax: `2n+1` is a dimension and a
    // signed number; `-n-1` one ident; `+n` a delim and an ident; `2n- 1` a dimension `n-`.
    func tokens(_ text: String) -> [CSSToken] {
      CSSTokenizer.tokenizeWithPositions(text).tokens.map(\.token)
    }
    let two = CSSNumber(value: 2, isInteger: true)
    let one = CSSNumber(value: 1, isInteger: true)
    #expect(tokens("2n+1") == [.dimension(two, unit: "n"), .number(one)])
    #expect(tokens("-n-1") == [.ident("-n-1")])
    #expect(tokens("+n") == [.delim("+"), .ident("n")])
    #expect(tokens("2n- 1") == [.dimension(two, unit: "n-"), .whitespace, .number(one)])
    #expect(tokens("2n-1") == [.dimension(two, unit: "n-1")])
    #expect(tokens("2\\6e+1") == [.dimension(two, unit: "n"), .number(one)])
  }

  @Test(
    arguments: [
      ("abc", 1, 1), ("abc", 3, 3), ("abc", 9, 3), ("a\r\nb", 1, 1), ("a\r\nb", 2, 3),
      ("a\rb", 2, 2), ("\u{1F600}x", 1, 2), ("é\u{1F600}x", 2, 3), ("", 0, 0),
    ] as [(String, Int, Int)])
  func preprocessedOffsetsMapToUTF16(_ text: String, _ offset: Int, _ utf16: Int) {
    #expect(CSSTokenizer.utf16Offset(ofPreprocessed: offset, in: text) == utf16)
  }

  @Test func theOtherEntryPointsAgree() {
    let text = "a:nth-child(2n+1 of .x) [data-x=\"y\" i], url(b.png) 1E3PX /**/"
    let plain = CSSTokenizer.tokenize(text)
    #expect(CSSTokenizer.tokenizeWithPositions(text).tokens.map(\.token) == plain)
    #expect(CSSTokenizer.tokenizeWithSource(text).map(\.token) == plain)
  }
}
