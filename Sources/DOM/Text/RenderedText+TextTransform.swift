extension RenderedText {
  /// `text` (UTF-16) after `text-transform`: full Unicode case mapping for `uppercase` and
  /// `lowercase`; for `capitalize`, the first letter of each word made uppercase, a word
  /// starting after anything but a letter, a digit, a combining mark or an apostrophe
  /// (`previous` is the character before `text` on its line, nil at a line start).
  ///
  /// https://drafts.csswg.org/css-text/#text-transform-property
  static func transform(_ text: [UInt16], _ transform: TextTransform, after previous: UInt16?)
    -> [UInt16]
  {
    let string = String(decoding: text, as: UTF16.self)
    switch transform {
    case .none: return text
    case .uppercase: return Array(string.uppercased().utf16)
    case .lowercase: return Array(string.lowercased().utf16)
    case .capitalize:
      var inWord =
        previous.flatMap { Unicode.Scalar($0) }.map { continuesWord(Character($0)) } ?? false
      var result = ""
      for character in string {
        if !inWord && character.isLetter {
          result += character.uppercased()
        } else {
          result.append(character)
        }
        inWord = continuesWord(character)
      }
      return Array(result.utf16)
    }
  }

  /// Whether a character leaves the next one inside the same word, for `capitalize`.
  private static func continuesWord(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "'" || character == "\u{2019}"
      || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
  }
}
