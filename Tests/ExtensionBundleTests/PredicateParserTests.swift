import Testing

@testable import ExtensionBundles

/// The grammar of docs/safari-behavior.md §5.2, row by row, checked through the tree dump
/// (`Predicate.description`, fully parenthesised).
struct PredicateParserTests {
  @Test(
    "every operator row and its synonyms",
    arguments: [
      ("a == 1", "(a == 1)"),
      ("a = 1", "(a == 1)"),
      ("a != 1", "(a != 1)"),
      ("a <> 1", "(a != 1)"),
      ("a < 1", "(a < 1)"),
      ("a <= 1", "(a <= 1)"),
      ("a =< 1", "(a <= 1)"),
      ("a > 1", "(a > 1)"),
      ("a >= 1", "(a >= 1)"),
      ("a => 1", "(a >= 1)"),
      ("a UTI-CONFORMS-TO \"public.url\"", "(a UTI-CONFORMS-TO \"public.url\")"),
      ("a uti-conforms-to 'public.url'", "(a UTI-CONFORMS-TO \"public.url\")"),
      ("a UTI-EQUALS \"public.url\"", "(a UTI-EQUALS \"public.url\")"),
      ("a IN {1, 2}", "(a IN {1, 2})"),
      ("a in {'x'}", "(a IN {\"x\"})"),
      ("a BETWEEN {1, 5}", "(a BETWEEN {1, 5})"),
      ("a BEGINSWITH \"x\"", "(a BEGINSWITH \"x\")"),
      ("a ENDSWITH[c] \"x\"", "(a ENDSWITH[c] \"x\")"),
      ("a CONTAINS[d] \"x\"", "(a CONTAINS[d] \"x\")"),
      ("a LIKE[cd] \"x*\"", "(a LIKE[cd] \"x*\")"),
      ("a matches[CD] \"x+\"", "(a MATCHES[cd] \"x+\")"),
    ])
  func operators(source: String, dump: String) throws {
    #expect(try PredicateParser.parse(source).description == dump)
  }

  @Test(
    "quantifiers, constants and keywords in any case",
    arguments: [
      ("ANY a == 1", "(ANY a == 1)"),
      ("some a == 1", "(ANY a == 1)"),
      ("ALL a == 1", "(ALL a == 1)"),
      ("NONE a == 1", "(NONE a == 1)"),
      ("TRUEPREDICATE", "TRUEPREDICATE"),
      ("truePredicate", "TRUEPREDICATE"),
      ("FALSEPREDICATE", "FALSEPREDICATE"),
      ("a == TRUE", "(a == TRUE)"),
      ("a == yes", "(a == TRUE)"),
      ("a == FALSE", "(a == FALSE)"),
      ("a == No", "(a == FALSE)"),
      ("a == NULL", "(a == nil)"),
      ("a == nil", "(a == nil)"),
      ("SELF == 'x'", "(SELF == \"x\")"),
      ("#in == 1", "(#in == 1)"),
      ("a.#size == 1", "(a.#size == 1)"),
    ])
  func quantifiersAndConstants(source: String, dump: String) throws {
    #expect(try PredicateParser.parse(source).description == dump)
  }

  @Test(
    "number literals: decimal, negative, exponent, 0x, 0o, 0b",
    arguments: [
      ("a == 42", "(a == 42)"),
      ("a == -3", "(a == -3)"),
      ("a == 1.5", "(a == 1.5)"),
      ("a == 1.5e2", "(a == 150)"),
      ("a == 2E-1", "(a == 0.2)"),
      ("a == 0x1F", "(a == 31)"),
      ("a == 0o17", "(a == 15)"),
      ("a == 0b101", "(a == 5)"),
    ])
  func numbers(source: String, dump: String) throws {
    #expect(try PredicateParser.parse(source).description == dump)
  }

  @Test("string literals: both quotes and backslash escapes")
  func strings() throws {
    let predicate = try PredicateParser.parse(#"a == "say \"hi\"\n" OR b == 'it\'s \u00e9\\'"#)
    guard case .or(.comparison(let first), .comparison(let second)) = predicate else {
      Issue.record("unexpected tree \(predicate)")
      return
    }
    #expect(first.rhs == .constant(.string("say \"hi\"\n")))
    #expect(second.rhs == .constant(.string("it's \u{e9}\\")))
  }

  @Test(
    "NOT binds tighter than AND, AND tighter than OR; parentheses override",
    arguments: [
      ("a == 1 OR b == 2 AND c == 3", "((a == 1) OR ((b == 2) AND (c == 3)))"),
      ("a == 1 || b == 2 && c == 3", "((a == 1) OR ((b == 2) AND (c == 3)))"),
      ("a == 1 AND b == 2 OR c == 3", "(((a == 1) AND (b == 2)) OR (c == 3))"),
      ("NOT a == 1 AND b == 2", "((NOT (a == 1)) AND (b == 2))"),
      ("!a == 1 || b == 2", "((NOT (a == 1)) OR (b == 2))"),
      ("NOT (a == 1 AND b == 2)", "(NOT ((a == 1) AND (b == 2)))"),
      ("(a == 1 OR b == 2) AND c == 3", "(((a == 1) OR (b == 2)) AND (c == 3))"),
      ("NOT NOT a == 1", "(NOT (NOT (a == 1)))"),
      ("a == 1 and b == 2 and c == 3", "(((a == 1) AND (b == 2)) AND (c == 3))"),
    ])
  func precedence(source: String, dump: String) throws {
    #expect(try PredicateParser.parse(source).description == dump)
  }

  @Test(
    "key paths, variables, @count and SUBQUERY",
    arguments: [
      ("a.b.c == 1", "(a.b.c == 1)"),
      ("$x.a.b == 1", "($x.a.b == 1)"),
      ("$x == 1", "($x == 1)"),
      ("a.@count == 1", "(a.@count == 1)"),
      ("$x.a.@count > 0", "($x.a.@count > 0)"),
      ("SELF.a == 1", "(a == 1)"),
      (
        "SUBQUERY(a, $v, $v == 1).@count > 0",
        "(SUBQUERY(a, $v, ($v == 1)).@count > 0)"
      ),
      (
        "subquery ( $e.items , $i , ANY $i.t UTI-CONFORMS-TO 'x' ) . @count == $e.items.@count",
        "(SUBQUERY($e.items, $i, (ANY $i.t UTI-CONFORMS-TO \"x\")).@count == $e.items.@count)"
      ),
    ])
  func expressions(source: String, dump: String) throws {
    #expect(try PredicateParser.parse(source).description == dump)
  }

  @Test("Apple's canonical PDF example parses (docs/safari-behavior.md §5.2)")
  func applePDFExample() throws {
    let predicate = try PredicateParser.parse(AppleExamples.onePDF)
    #expect(
      predicate.description
        == "(SUBQUERY(extensionItems, $extensionItem, (SUBQUERY($extensionItem.attachments, "
        + "$attachment, (ANY $attachment.registeredTypeIdentifiers UTI-CONFORMS-TO "
        + "\"com.adobe.pdf\")).@count == $extensionItem.attachments.@count)).@count == 1)")
    #expect(!predicate.containsTruePredicate)
    #expect(try PredicateParser.parse(AppleExamples.onePDFOrImage).description.contains(" OR "))
  }

  @Test(
    "syntax errors report the offset and what was expected",
    arguments: [
      ("a ==", 4, "an expression", "end of input"),
      ("a 1", 2, "a comparison operator", "number 1"),
      ("(a == 1", 7, "')'", "end of input"),
      ("a == \"abc", 5, "a closing \"", "end of input"),
      ("a == 1 b", 7, "'AND', 'OR' or end of input", "identifier 'b'"),
      ("SUBQUERY(a, , TRUEPREDICATE).@count == 1", 12, "a variable", "','"),
      ("SUBQUERY(a, v, TRUEPREDICATE).@count == 1", 12, "a variable", "identifier 'v'"),
      ("a BETWEEN {1}", 10, "'{lower, upper}'", "an aggregate of 1 element(s)"),
      ("a ==[c] \"x\"", 4, "an expression", "'['"),
      ("a CONTAINS[x] \"y\"", 11, "'c', 'd' or 'cd'", "identifier 'x'"),
      ("a.@sum == 1", 2, "'@count'", "'@sum'"),
      ("a == 0x", 5, "base-16 digits", "end of input"),
      ("a == 12abc", 7, "a delimiter after the number", "'a'"),
      ("a ~ b", 2, "a token", "unexpected character '~'"),
      ("FIRST == 1", 0, "an expression ('FIRST' is reserved", "'FIRST'"),
      ("a == \"\\q\"", 6, "an escape", "'\\q'"),
      ("a == {1, b}", 9, "a literal inside", "expression b"),
      ("", 0, "an expression", "end of input"),
      ("a == 1 AND", 10, "an expression", "end of input"),
      ("a.", 2, "a key or '@count'", "end of input"),
    ])
  func syntaxErrors(source: String, offset: Int, expected: String, found: String) {
    #expect(throws: PredicateSyntaxError.self) { try PredicateParser.parse(source) }
    do {
      _ = try PredicateParser.parse(source)
    } catch {
      #expect(error.offset == offset, "\(error)")
      #expect(error.expected.hasPrefix(expected), "\(error)")
      #expect(error.found == found, "\(error)")
    }
  }

  @Test("offsets count Unicode scalars")
  func offsetsCountScalars() {
    do {
      _ = try PredicateParser.parse("\"é\" == ")
      Issue.record("expected a syntax error")
    } catch {
      #expect(error.offset == 7)
      #expect(error.description == "offset 7: expected an expression, found end of input")
    }
  }
}

/// Input-size limits: no predicate can exhaust the stack.
struct PredicateParserLimitTests {
  @Test("nesting deeper than the limit is a syntax error, not a crash")
  func deepNesting() {
    let depth = PredicateParser.maximumNestingDepth + 1
    let parens =
      String(repeating: "(", count: depth) + "a == 1"
      + String(repeating: ")", count: depth)
    #expect(throws: PredicateSyntaxError.self) { try PredicateParser.parse(parens) }
    let nots = String(repeating: "NOT ", count: 100_000) + "a == 1"
    #expect(throws: PredicateSyntaxError.self) { try PredicateParser.parse(nots) }
    let ok =
      String(repeating: "(", count: depth - 1) + "a == 1" + String(repeating: ")", count: depth - 1)
    #expect(throws: Never.self) { try PredicateParser.parse(ok) }
  }

  @Test("a predicate longer than the token limit is a syntax error")
  func tooManyTokens() {
    let long = Array(repeating: "a == 1", count: 2_000).joined(separator: " AND ")
    do {
      _ = try PredicateParser.parse(long)
      Issue.record("expected a syntax error")
    } catch {
      #expect(error.expected == "at most \(PredicateParser.maximumTokenCount) tokens")
    }
    let fine = Array(repeating: "a == 1", count: 500).joined(separator: " AND ")
    #expect(throws: Never.self) { try PredicateParser.parse(fine) }
  }
}
