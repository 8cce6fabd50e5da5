import Testing

@testable import ExtensionBundles

/// The string operators' folding and wildcard matching (Predicate Programming Guide, "String
/// Comparisons"; docs/safari-behavior.md §5.2).
struct StringMatchingTests {
  @Test("[d] strips combining marks after NFD; [c] lowercases; plain keeps both")
  func folding() {
    #expect(StringMatching.foldedString("Ångström", [.diacriticInsensitive]) == "Angstrom")
    #expect(StringMatching.foldedString("Ångström", [.caseInsensitive]) == "ångström")
    #expect(
      StringMatching.foldedString("Ångström", [.caseInsensitive, .diacriticInsensitive])
        == "angstrom")
    #expect(StringMatching.foldedString("Ångström", []) == "Ångström")
    #expect(StringMatching.equals("e\u{301}", "\u{e9}", []))
    #expect(!StringMatching.equals("e", "\u{e9}", []))
    #expect(StringMatching.equals("e", "\u{e9}", [.diacriticInsensitive]))
  }

  @Test(
    "LIKE backtracks over stars and counts characters, not scalars",
    arguments: [
      ("abcbd", "*b?", true),
      ("abcbd", "a*b*d", true),
      ("abcbd", "a*c", false),
      ("", "*", true),
      ("", "?", false),
      ("a", "", false),
      ("aaa", "a**a", true),
      ("e\u{301}x", "?x", true),
      ("mississippi", "*sip*", true),
      ("mississippi", "m*s?s*i", true),
    ])
  func like(value: String, pattern: String, expected: Bool) {
    #expect(StringMatching.like(value, pattern, []) == expected)
  }

  @Test("prefix, suffix and substring respect grapheme boundaries")
  func graphemes() {
    #expect(!StringMatching.beginsWith("Cafe\u{301}", "Cafe", []))
    #expect(StringMatching.beginsWith("Cafe\u{301}", "Cafe", [.diacriticInsensitive]))
    #expect(!StringMatching.contains("ae\u{301}b", "e", []))
    #expect(StringMatching.endsWith("ae\u{301}", "\u{e9}", []))
  }

  @Test("MATCHES anchors the whole string and reports invalid patterns")
  func matches() {
    #expect(StringMatching.matches("abc", "b", []) == .matched(false))
    #expect(StringMatching.matches("abc", "a.c", []) == .matched(true))
    #expect(StringMatching.matches("abc\n", "abc", []) == .matched(false))
    #expect(StringMatching.matches("ABC", "abc", [.caseInsensitive]) == .matched(true))
    if case .invalidPattern = StringMatching.matches("abc", "[", []) {
    } else {
      Issue.record("'[' should be an invalid pattern")
    }
  }
}
