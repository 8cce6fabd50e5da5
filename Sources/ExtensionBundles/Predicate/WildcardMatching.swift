/// Whole-string wildcard matching, shared by the predicate's `LIKE` (``StringMatching``) and
/// the page globs of `actionjs validate` (`GlobPattern` in ExtensionValidation).
///
/// A pattern is a list of tokens, each either a run of any elements (`*`) or a test for one
/// element (a literal, `?`, a set). Matching is the classic iterative algorithm that keeps one
/// backtrack point, the last `*` seen: when a token fails, the text that `*` swallowed grows
/// by one and matching resumes after it. No recursion, and the time is at most the product
/// of the lengths (linear for the usual patterns).
package enum WildcardMatching {
  /// Whether the whole of `text` matches the `count` tokens of a pattern, where
  /// `isAnyRun(index)` tells a `*` token and `matchesOne(index, element)` tests any other.
  package static func matches<Element>(
    _ text: [Element], tokenCount count: Int, isAnyRun: (Int) -> Bool,
    matchesOne: (Int, Element) -> Bool
  ) -> Bool {
    var tokenIndex = 0
    var textIndex = 0
    var starToken: Int?
    var starText = 0
    while textIndex < text.count {
      if tokenIndex < count {
        if isAnyRun(tokenIndex) {
          starToken = tokenIndex
          starText = textIndex
          tokenIndex += 1
          continue
        }
        if matchesOne(tokenIndex, text[textIndex]) {
          tokenIndex += 1
          textIndex += 1
          continue
        }
      }
      guard let star = starToken else { return false }
      starText += 1
      textIndex = starText
      tokenIndex = star + 1
    }
    while tokenIndex < count, isAnyRun(tokenIndex) { tokenIndex += 1 }
    return tokenIndex == count
  }
}
