import Testing

@testable import DOM

@Suite struct SelectorParserTests {
  static let valid = [
    "*", "div", "DIV", "*|div", "|div", "*|*", "|*", "#a", ".a", "div.a#b[c]", "[a]", "[a=b]",
    "[a='b']", "[a=\"b\"]", "[a~=b]", "[a|=b]", "[a^=b]", "[a$=b]", "[a*=b]", "[a=b i]",
    "[a=b s]", "[a=b I]", "[ a = b ]", "[*|a]", "[|a]", "[a|=b]", "[href", "div:not(.a",
    "a b", "a > b", "a>b", "a + b", "a+b", "a ~ b", "a~b", "a , b", "a,b", "  a  ", "a\t>\nb",
    "a/**/ b", "a /* c */ > /* d */ b", "a:first-child", ":root", ":empty", ":last-child",
    ":only-child", ":first-of-type", ":last-of-type", ":only-of-type", ":nth-child(2n+1)",
    ":nth-child(odd of .a, .b)", ":nth-last-child(3)", ":nth-of-type(even)",
    ":nth-last-of-type(-n+2)", ":not(a, b > c)", ":is()", ":is(a, :bogus, b)", ":where(a)",
    ":has(> p)", ":has(+ a)", ":has(~ a, b)", ":has(p, > q)", ":scope", ":link", ":any-link",
    ":checked", ":disabled", ":enabled", ":required", ":optional", ":read-only", ":read-write",
    ":placeholder-shown", ":defined", ":lang(en)", ":lang(\"de-*\", fr)", ":lang('*-CH')",
    ":dir(ltr)", ":dir(rtl)", ":HOVER", ":Nth-Child(1)", "::before", "a::after", ":before",
    ":after", ":first-line", ":first-letter", "p::first-line", "::-webkit-scrollbar",
    "::part(x)", "a::before:hover", "#\\31 23", ".a\\:b", "\\64 iv", ".\\@x", "#-a", "#_a",
    "#\\-", ".-\\31", "[data-x=\"a\\\"b\"]", "a:not(:is(b))", ":is(:has(a))",
  ]

  @Test(arguments: valid)
  func parsesValidSelectors(_ text: String) {
    #expect(throws: Never.self) { _ = try SelectorList(text) }
  }

  static let invalid = [
    "", " ", ",", "a,", ",a", "a,,b", "#123", "#", ".", ".1", "a..b", "[", "[]", "[=a]",
    "[a=]", "[a==b]", "[a=b c]", "[a=b x]", "[a=1]", "[a ^ = b]", "[*=a]", "ns|a", "[ns|a]",
    "a|b", "a >", "> a", "a > > b", "a + ~ b", ":hovr", ":nth-child", ":nth-child()",
    ":nth-child(- n)", ":nth-child(+ n)", ":nth-child(2 n)", ":nth-child(1.5)",
    ":nth-child(n + +1)", ":nth-child(odd of)", ":nth-of-type(2n of a)", ":not()", ":has()",
    ":has(:has(a))", ":has(::before)", ":not(::before)", "::before a", "::before.a",
    "::bogus", "a::before::after", ":lang()", ":dir()", ":dir(1)", "a b)", "a ] b", "{}",
    "a:", "a::", "div*", "a | b", "@media", "a!", "#a b!", "a||b", ":unknown(a)",
  ]

  @Test(arguments: invalid)
  func rejectsInvalidSelectors(_ text: String) {
    #expect(domErrorName { _ = try SelectorList(text) } == .syntaxError)
  }

  static let anPlusB: [(String, Int, Int)] = [
    ("odd", 2, 1), ("even", 2, 0), ("EVEN", 2, 0), ("-n+3", -1, 3), ("+5", 0, 5), ("5", 0, 5),
    ("-5", 0, -5), ("n", 1, 0), ("N", 1, 0), ("+n", 1, 0), ("-n", -1, 0), ("2n+1", 2, 1),
    ("2n-1", 2, -1), ("2N+1", 2, 1), (" 2n + 1 ", 2, 1), ("3n - 2", 3, -2), ("n- 1", 1, -1),
    ("n-1", 1, -1), ("+n-2", 1, -2), ("-n-1", -1, -1), ("-n- 4", -1, -4), ("0n+0", 0, 0),
    ("+3n", 3, 0), ("-2n +3", -2, 3), ("10n-10", 10, -10), ("n+0", 1, 0),
  ]

  @Test(arguments: anPlusB)
  func parsesAnPlusB(_ text: String, _ a: Int, _ b: Int) throws {
    let list = try SelectorList(":nth-child(\(text))")
    guard
      case .pseudoClass(.nthChild(let step, nil)) = list.selectors[0].compounds[0]
        .simpleSelectors[0]
    else {
      Issue.record("not an :nth-child")
      return
    }
    #expect(step == AnPlusB(a: a, b: b))
  }

  @Test func anPlusBMatchesIndices() {
    #expect((1...6).filter { AnPlusB(a: 2, b: 1).matches(index: $0) } == [1, 3, 5])
    #expect((1...6).filter { AnPlusB(a: -1, b: 3).matches(index: $0) } == [1, 2, 3])
    #expect((1...6).filter { AnPlusB(a: 0, b: 4).matches(index: $0) } == [4])
    #expect((1...6).filter { AnPlusB(a: 3, b: -1).matches(index: $0) } == [2, 5])
    #expect((1...6).filter { AnPlusB(a: -2, b: 0).matches(index: $0) }.isEmpty)
  }

  static let errorPositions: [(String, Int)] = [
    ("div >", 5), ("a:hovr", 2), ("#123", 0), ("a, b, #1", 6), ("[a=b x]", 5),
    (".\u{1F600}:bad", 4), ("a /* x */ !", 10), ("ns|a", 0), (":nth-child(- n)", 11),
  ]

  @Test(arguments: errorPositions)
  func syntaxErrorsNamePositionAndSelector(_ text: String, _ offset: Int) {
    do {
      _ = try SelectorList(text)
      Issue.record("'\(text)' parsed")
    } catch {
      #expect(error.name == .syntaxError)
      #expect(error.message.contains("at offset \(offset)"), "\(error.message)")
      #expect(error.message.contains("'\(text)'"))
    }
  }

  @Test func escapesFollowCSSSyntax() throws {
    let id = try SelectorList("#\\31 23")
    guard case .id(let value) = id.selectors[0].compounds[0].simpleSelectors[0] else {
      Issue.record("not an ID")
      return
    }
    #expect(value == "123")
    let names = try [".a\\:b", ".\\000041", ".\\110000x"].map {
      (text: String) throws -> String in
      guard
        case .className(let name) = try SelectorList(text).selectors[0].compounds[0]
          .simpleSelectors[0]
      else { return "?" }
      return name
    }
    #expect(names[0] == "a:b")
    #expect(names[1] == "A")
    #expect(names[2] == "\u{FFFD}x")
    #expect(domErrorName { _ = try SelectorList(".a\\\n") } == .syntaxError)
  }

  /// The first simple selector of the first compound of `text`.
  private func firstSimple(_ text: String) throws -> SimpleSelector? {
    try SelectorList(text).selectors.first?.compounds.first?.simpleSelectors.first
  }

  @Test func selectorTokensComeFromCSSSyntax() throws {
    // Escapes in IDs, classes, attribute names and values; comments between any tokens.
    guard case .id("123")? = try firstSimple("#\\0000312\\33") else {
      Issue.record("#\\0000312\\33 is not #123")
      return
    }
    guard case .attribute(let attribute)? = try firstSimple("[/**/data\\-x/**/=/**/\"\\79\" i]")
    else {
      Issue.record("not an attribute selector")
      return
    }
    #expect(attribute.name == "data-x")
    #expect(attribute.value == "y")
    #expect(attribute.caseFlag == .insensitive)
    guard case .type(let type)? = try firstSimple("\\64 iv") else {
      Issue.record("not a type selector")
      return
    }
    #expect(type.name == "div")
    #expect(domErrorName { _ = try SelectorList("div/* c */p") } == .syntaxError)
    #expect(throws: Never.self) { _ = try SelectorList("div /* c */ p /* open") }
    #expect(domErrorName { _ = try SelectorList("[title=\"a\nb\"]") } == .syntaxError)
    #expect(throws: Never.self) { _ = try SelectorList("[title=\"a\\\nb\"]") }
  }

  static let anPlusBFromTokens: [(String, Int, Int)] = [
    // A dimension and a signed number; an escaped `n`; a comment between the tokens; an ident
    // holding the whole `-n-1`; a signed number after whitespace.
    ("2n+1", 2, 1), ("2\\6e+1", 2, 1), ("/**/2n/**/+/**/1/**/", 2, 1), ("-N-1", -1, -1),
    ("2n +1", 2, 1), ("3n- 1", 3, -1), ("+3", 0, 3), ("-0", 0, 0),
  ]

  @Test(arguments: anPlusBFromTokens)
  func anPlusBReadsDimensionIdentAndNumberTokens(_ text: String, _ a: Int, _ b: Int) throws {
    guard case .pseudoClass(.nthChild(let step, nil))? = try firstSimple(":nth-child(\(text))")
    else {
      Issue.record("not an :nth-child")
      return
    }
    #expect(step == AnPlusB(a: a, b: b), "\(text)")
  }

  @Test(arguments: ["2n 1", "2n + +1", "2n+ -1", "2n +-1", "1e1", "2.0n", "+ n", "n+1.5", "2n+"])
  func anPlusBRejectsWrongSignsAndNumbers(_ text: String) {
    #expect(domErrorName { _ = try SelectorList(":nth-child(\(text))") } == .syntaxError)
  }

  @Test func nthChildOfASelectorList() throws {
    guard
      case .pseudoClass(.nthChild(let step, let of?))? = try firstSimple(
        ":nth-child(2n+1 of .x, p)")
    else {
      Issue.record("not an :nth-child(... of ...)")
      return
    }
    #expect(step == AnPlusB(a: 2, b: 1))
    #expect(of.count == 2)
    #expect(domErrorName { _ = try SelectorList(":nth-child(2n+1of .x)") } == .syntaxError)
  }

  static let preprocessedErrorPositions: [(String, Int)] = [
    // A CR LF pair is one newline to the tokenizer but two UTF-16 code units to JavaScript.
    ("a\r\nb:bad", 5), ("a\r\n\r\n:bad", 6), ("\u{1F600}\r\n#1", 4), ("a\u{0C}b!", 3),
  ]

  @Test(arguments: preprocessedErrorPositions)
  func errorOffsetsCountTheOriginalText(_ text: String, _ offset: Int) {
    do {
      _ = try SelectorList(text)
      Issue.record("parsed")
    } catch {
      #expect(error.message.contains("at offset \(offset)."), "\(error.message)")
    }
  }

  @Test func forgivingListsDropInvalidItems() throws {
    let list = try SelectorList(":is(a, :bogus, ::before, b)")
    guard
      case .pseudoClass(.isAny(let items, _)) = list.selectors[0].compounds[0].simpleSelectors[0]
    else {
      Issue.record("not :is()")
      return
    }
    #expect(items.count == 2)
  }

  @Test func cacheReturnsTheSameParseAndRemembersErrors() {
    let cache = SelectorCache(capacity: 2)
    #expect(throws: Never.self) { _ = try cache.selectorList(for: "a") }
    #expect(throws: Never.self) { _ = try cache.selectorList(for: "b") }
    #expect(throws: Never.self) { _ = try cache.selectorList(for: "a") }
    #expect(domErrorName { _ = try cache.selectorList(for: "#1") } == .syntaxError)
    #expect(cache.count == 2)
    #expect(domErrorName { _ = try cache.selectorList(for: "#1") } == .syntaxError)
  }
}
