extension HTMLTokenizer {
  /// Consumes a character reference after an `&` (at `start`, just after it) and appends what
  /// it stands for to `output` (or the `&` alone when it is not one, the rest then being read
  /// again as ordinary characters, which is what the ambiguous ampersand state and flushing the
  /// temporary buffer amount to). Returns the position after what was consumed.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#character-reference-state
  static func consumeCharacterReference(
    _ bytes: [UInt8], from start: Int, into output: inout [UInt8], inAttribute: Bool
  ) -> Int {
    guard start < bytes.count else {
      output.append(0x26)
      return start
    }
    let byte = bytes[start]
    if byte == 0x23 {
      return consumeNumericCharacterReference(bytes, from: start + 1, into: &output)
    }
    guard isASCIIAlphanumeric(byte),
      let match = NamedCharacterReferences.longestMatch(in: bytes, from: start)
    else {
      output.append(0x26)
      return start
    }
    // https://html.spec.whatwg.org/multipage/parsing.html#named-character-reference-state
    let after = start + match.length
    if inAttribute && bytes[after - 1] != 0x3B && after < bytes.count
      && (bytes[after] == 0x3D || isASCIIAlphanumeric(bytes[after]))
    {
      // For historical reasons: not a reference; the name stays text.
      output.append(0x26)
      return start
    }
    // missing-semicolon-after-character-reference when the name has no `;`.
    output.appendCodePoint(match.first)
    if match.second != 0 { output.appendCodePoint(match.second) }
    return after
  }

  /// Consumes a numeric character reference (`start` is after `&#`), appending its code point
  /// with the standard's replacements. Returns the position after it, or `start - 1` (the `#`,
  /// then read as text) with `&` appended when no digit follows.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-state
  static func consumeNumericCharacterReference(
    _ bytes: [UInt8], from start: Int, into output: inout [UInt8]
  ) -> Int {
    var position = start
    var isHexadecimal = false
    if position < bytes.count && bytes[position] | 0x20 == 0x78 {
      isHexadecimal = true
      position += 1
    }
    let digitsStart = position
    // Saturates above U+10FFFF (the value then only needs to stay out of range).
    var value: UInt32 = 0
    while position < bytes.count {
      let byte = bytes[position]
      let digit: UInt32
      if byte &- 0x30 < 10 {
        digit = UInt32(byte &- 0x30)
      } else if isHexadecimal && (byte | 0x20) &- 0x61 < 6 {
        digit = UInt32((byte | 0x20) &- 0x61 + 10)
      } else {
        break
      }
      if value <= 0x10FFFF { value = value * (isHexadecimal ? 16 : 10) + digit }
      position += 1
    }
    guard position > digitsStart else {
      // absence-of-digits-in-numeric-character-reference: `&#` (or `&#x`) is text.
      output.append(0x26)
      return start - 1
    }
    if position < bytes.count && bytes[position] == 0x3B {
      position += 1
    }  // else missing-semicolon-after-character-reference
    output.appendCodePoint(numericCharacterReferenceEnd(value))
    return position
  }

  /// The code point a numeric character reference of `value` stands for: U+FFFD for zero,
  /// values past U+10FFFF and surrogates, the windows-1252 character for the C1 controls that
  /// have one, `value` otherwise (noncharacters and other controls are errors only).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-end-state
  static func numericCharacterReferenceEnd(_ value: UInt32) -> UInt32 {
    if value == 0 || value > 0x10FFFF || value & 0xFFFF_F800 == 0xD800 { return 0xFFFD }
    if value &- 0x80 < 0x20 {
      let replacement = c1ControlReplacements[Int(value - 0x80)]
      if replacement != 0 { return replacement }
    }
    return value
  }

  /// The table of the numeric character reference end state for U+0080 to U+009F (0 where the
  /// code point stays).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#numeric-character-reference-end-state
  static let c1ControlReplacements: [UInt32] = [
    0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
    0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
    0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
  ]
}

/// Whether `byte` is an ASCII digit or letter.
@inline(__always)
func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
  byte &- 0x30 < 10 || (byte | 0x20) &- 0x61 < 26
}
