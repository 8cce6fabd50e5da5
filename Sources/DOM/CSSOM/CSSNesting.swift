/// CSS nesting's selector rewriting: a nested style rule's selector is relative to its parent
/// rule's (`&` stands for the parent's elements), and one without `&` is written with a
/// leading `& ` (`.b` → `& .b`, `> .e` → `& > .e`), as WebKit serializes it.
///
/// For matching, `&` stands for the parent's selector (``resolved(_:parent:parentIsOneSelector:)``);
/// at the top level (no parent) `&` is `:scope`.
///
/// https://drafts.csswg.org/css-nesting-1/#nest-selector
enum CSSNesting {
  /// The selector text of a nested style rule as WebKit keeps it: each complex selector of the
  /// list that has no `&` is made relative to the parent with a leading `& `.
  static func relativeSelectorText(_ text: String) -> String {
    let (tokens, ranges, scalars) = CSSTokenizer.tokenizeWithRanges(text)
    func part(_ range: Swift.Range<Int>) -> String {
      guard !range.isEmpty else { return "" }
      var view = String.UnicodeScalarView()
      view.append(
        contentsOf: scalars[
          ranges[range.lowerBound].lowerBound..<ranges[range.upperBound - 1].upperBound])
      let written = String(view).trimmingCSSWhitespace
      let significant = tokens[range].filter { $0 != .whitespace }
      if significant.contains(.delim("&")) { return written }
      return "& " + written
    }
    return complexSelectorRanges(tokens).map(part).joined(separator: ", ")
  }

  /// The most nested style rules whose `&` must be wrapped as `:is()` (a `&` that does not
  /// lead its selector, or a parent with several selectors) one selector may stand under:
  /// each such level can multiply the work of matching by the depth of the tree (every
  /// ancestor is tried for each level), so a hostile sheet nesting hundreds of them would
  /// hang the cascade. Deeper rules are dropped. Leading `&`s (`& .b`, `&:hover`, `.b`) are
  /// written out without `:is()` and do not count.
  static let maximumWrappedNesting = 8

  /// The selector a nested rule matches with: each `&` of `text` stands for `parent` (the
  /// parent's selector, itself resolved). A complex selector whose only `&` leads it is
  /// written with the parent's selector in its place when the parent is one complex selector
  /// (`& .b` under `.a` → `.a .b`, `&.h` → `.a.h`); any other `&` becomes `:is(parent)`,
  /// which has the specificity of the parent's most specific selector, as the nesting selector
  /// does. Returns whether some `&` was wrapped.
  static func resolved(
    _ text: String, parent: String, parentIsOneSelector: Bool
  ) -> (text: String, wrapped: Bool) {
    let (tokens, ranges, scalars) = CSSTokenizer.tokenizeWithRanges(text)
    var output = String.UnicodeScalarView()
    var wrapped = false
    let wrappedParent = ":is(\(parent))".unicodeScalars
    /// Writes the complex selector in `tokens[range]`.
    func write(_ range: Swift.Range<Int>) {
      var first = range.lowerBound
      while first < range.upperBound && tokens[first] == .whitespace { first += 1 }
      guard first < range.upperBound else { return }
      let ampersands = tokens[range].indices.filter { tokens[$0] == .delim("&") }
      let leads = parentIsOneSelector && ampersands == [first]
      var copied = ranges[first].lowerBound
      for index in ampersands {
        output.append(contentsOf: scalars[copied..<ranges[index].lowerBound])
        if leads {
          output.append(contentsOf: parent.unicodeScalars)
        } else {
          output.append(contentsOf: wrappedParent)
          wrapped = true
        }
        copied = ranges[index].upperBound
      }
      let end = ranges[range.upperBound - 1].upperBound
      output.append(contentsOf: scalars[copied..<end])
    }
    for (number, range) in complexSelectorRanges(tokens).enumerated() {
      if number > 0 { output.append(contentsOf: ", ".unicodeScalars) }
      write(range)
    }
    return (String(output), wrapped)
  }

  /// The token ranges of a selector list's complex selectors: split at the commas outside
  /// blocks and functions.
  private static func complexSelectorRanges(_ tokens: [CSSToken]) -> [Swift.Range<Int>] {
    var ranges: [Swift.Range<Int>] = []
    var start = 0
    var depth = 0
    for (index, token) in tokens.enumerated() {
      switch token {
      case .openParen, .openSquare, .openCurly, .function: depth += 1
      case .closeParen, .closeSquare, .closeCurly: depth = max(0, depth - 1)
      case .comma where depth == 0:
        ranges.append(start..<index)
        start = index + 1
      default: break
      }
    }
    ranges.append(start..<tokens.count)
    return ranges
  }
}
