/// Finds text in the rendered text of a subtree, as a browser's find-in-page does.
///
/// Matching is against `RenderedText(contentsOf:)` of the root, so it crosses element
/// boundaries (`<b>Hel</b>lo` matches "Hello") and ignores what is not rendered (`script`,
/// `display: none`…). Leading and trailing white space of the needle is ignored, and each
/// run of white space in it matches a run of spaces in the text (U+00A0 counts as a space),
/// but not a line feed or a tab: as in WebKit, a match does not cross a block or table cell
/// boundary.
/// Case-insensitive matching compares lowercased characters (full Unicode case mapping,
/// no diacritic folding).
///
/// https://html.spec.whatwg.org/multipage/interaction.html#find-in-page-2
public enum TextFinder {
  /// The `occurrence`-th match (1-based, matches do not overlap) of `needle` in the rendered
  /// text of `root`, as the boundary points of a range whose rendered text reads as the
  /// match; `nil` when there is no such match or the needle is only white space.
  public static func find(
    _ needle: String, in root: Node, occurrence: Int = 1, caseSensitive: Bool = false
  ) -> (startContainer: Node, startOffset: Int, endContainer: Node, endOffset: Int)? {
    guard occurrence >= 1 else { return nil }
    let words = needle.split(whereSeparator: \.isWhitespace).map { word in
      word.map { fold($0, caseSensitive: caseSensitive) }
    }
    guard !words.isEmpty else { return nil }
    let rendered = RenderedText(contentsOf: root)
    let haystack = characters(of: rendered.string, caseSensitive: caseSensitive)
    var found = 0
    var index = 0
    while index < haystack.count {
      if !haystack[index].isSpace, let end = match(words, in: haystack, at: index) {
        found += 1
        if found == occurrence {
          let range = haystack[index].utf16Start..<haystack[end - 1].utf16End
          return rendered.boundaryPoints(forUTF16Range: range)
        }
        index = end
      } else {
        index += 1
      }
    }
    return nil
  }

  /// One character of the rendered text, folded for comparison.
  private struct Character {
    var folded: String
    /// A space or a no-break space.
    var isSpace: Bool
    var utf16Start: Int
    var utf16End: Int
  }

  private static func fold(_ character: Swift.Character, caseSensitive: Bool) -> String {
    caseSensitive ? String(character) : String(character).lowercased()
  }

  private static func characters(of string: String, caseSensitive: Bool) -> [Character] {
    var result: [Character] = []
    var offset = 0
    for character in string {
      let length = character.utf16.count
      result.append(
        Character(
          folded: fold(character, caseSensitive: caseSensitive),
          isSpace: character == " " || character == "\u{A0}", utf16Start: offset,
          utf16End: offset + length))
      offset += length
    }
    return result
  }

  /// The end index of a match of `words` starting at `start`, or `nil`.
  private static func match(_ words: [[String]], in haystack: [Character], at start: Int) -> Int? {
    var index = start
    for (number, word) in words.enumerated() {
      if number > 0 {
        // A white space run of the needle matches one or more spaces.
        guard index < haystack.count, haystack[index].isSpace else { return nil }
        while index < haystack.count, haystack[index].isSpace { index += 1 }
      }
      for character in word {
        guard index < haystack.count, haystack[index].folded == character else { return nil }
        index += 1
      }
    }
    return index
  }
}
