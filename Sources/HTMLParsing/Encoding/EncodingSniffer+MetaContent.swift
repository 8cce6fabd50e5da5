extension EncodingSniffer {
  /// Extracts a character encoding from the `content` attribute of a `<meta http-equiv>`:
  /// finds `charset`, then `=`, then an optionally quoted label.
  /// See https://html.spec.whatwg.org/multipage/urls-and-fetching.html#algorithm-for-extracting-a-character-encoding-from-a-meta-element
  public static func encodingFromMetaContent(_ content: String) -> TextEncoding? {
    encodingFromMetaContent(Array(content.utf8))
  }

  /// The same on the bytes of the attribute value.
  static func encodingFromMetaContent(_ content: [UInt8]) -> TextEncoding? {
    let charset = Array("charset".utf8)
    func isSpace(_ byte: UInt8) -> Bool { TextEncoding.isASCIIWhitespace(byte) }
    // 1. Let position be a pointer into s, initially pointing at the start of the string.
    var position = 0
    // 2. Loop: Find the first seven characters in s after position that are an ASCII
    //    case-insensitive match for the word "charset". If no such match is found, return nothing.
    loop: while true {
      var found: Int?
      var start = position
      while start + charset.count <= content.count {
        let candidate = content[start..<start + charset.count].map {
          (0x41...0x5A).contains($0) ? $0 | 0x20 : $0
        }
        if candidate == charset {
          found = start
          break
        }
        start += 1
      }
      guard let match = found else { return nil }
      position = match + charset.count
      // 3. Skip any ASCII whitespace that immediately follow the word "charset".
      while position < content.count, isSpace(content[position]) { position += 1 }
      // 4. If the next character is not a U+003D EQUALS SIGN (=), then move position to point
      //    just before that next character, and jump back to the step labeled loop.
      guard position < content.count, content[position] == 0x3D else { continue loop }
      // 5. Skip any ASCII whitespace that immediately follow the equals sign.
      position += 1
      while position < content.count, isSpace(content[position]) { position += 1 }
      break
    }
    // 6. Process the next character as follows:
    guard position < content.count else { return nil }
    let next = content[position]
    if next == 0x22 || next == 0x27 {
      // A quote with a later matching quote: the encoding between the quotes; unmatched: nothing.
      guard let end = content[(position + 1)...].firstIndex(of: next) else { return nil }
      return TextEncoding(label: String(decoding: content[(position + 1)..<end], as: UTF8.self))
    }
    // Otherwise: the substring up to the first ASCII whitespace or `;`.
    var end = position
    while end < content.count, !isSpace(content[end]), content[end] != 0x3B { end += 1 }
    return TextEncoding(label: String(decoding: content[position..<end], as: UTF8.self))
  }
}
