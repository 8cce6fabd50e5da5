extension HTMLTokenizer {
  /// The data state: a run of text up to the next `<`, `&` or U+0000 is appended in one go.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#data-state
  mutating func dataState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    let end = bytes.count
    var position = self.position
    while true {
      let start = position
      while position < end {
        let byte = bytes[position]
        if byte <= 0x3C && (byte == 0x3C || byte == 0x26 || byte == 0 || byte == 0x0D) { break }
        position += 1
      }
      if position > start { characters.append(contentsOf: bytes[start..<position]) }
      guard position < end else {
        self.position = position
        return emitEndOfFile()
      }
      switch bytes[position] {
      case 0x26:
        position = Self.consumeCharacterReference(
          bytes, from: position + 1, into: &characters, inAttribute: false)
      case 0x3C:
        tokenStartOffset = position
        self.position = position + 1
        state = .tagOpen
        return nil
      case 0x0D:
        position = Self.newline(bytes, after: position, into: &characters)
      default:
        // U+0000: its own token.
        self.position = position
        if !characters.isEmpty { return .characters }
        self.position = position + 1
        return .nullCharacter
      }
    }
  }

  /// The RCDATA, RAWTEXT and PLAINTEXT states. At `<` the less-than-sign, end tag open and end
  /// tag name states are looked ahead at once: an appropriate end tag starts a tag, anything
  /// else is text.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#rcdata-state,
  /// https://html.spec.whatwg.org/multipage/parsing.html#rawtext-state,
  /// https://html.spec.whatwg.org/multipage/parsing.html#plaintext-state
  mutating func textState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    let end = bytes.count
    let lessThanSign: UInt8 = state == .plaintext ? 0 : 0x3C
    let ampersand: UInt8 = state == .rcdata ? 0x26 : 0
    var position = self.position
    while true {
      let start = position
      while position < end {
        let byte = bytes[position]
        if byte <= 0x3C
          && (byte == lessThanSign || byte == ampersand || byte == 0 || byte == 0x0D)
        {
          break
        }
        position += 1
      }
      if position > start { characters.append(contentsOf: bytes[start..<position]) }
      guard position < end else {
        self.position = position
        return emitEndOfFile()
      }
      switch bytes[position] {
      case 0:
        characters.appendReplacementCharacter()
        position += 1
      case 0x0D:
        position = Self.newline(bytes, after: position, into: &characters)
      case 0x26:
        position = Self.consumeCharacterReference(
          bytes, from: position + 1, into: &characters, inAttribute: false)
      default:
        if let nameEnd = appropriateEndTagNameEnd(bytes, lessThanSign: position) {
          beginEndTagNamedLastStartTag(lessThanSign: position, nameEnd: nameEnd)
          return nil
        }
        characters.append(0x3C)
        position += 1
      }
    }
  }

  /// Where the name of `</name` at `lessThanSign` ends, when it is "an appropriate end tag"
  /// (the last start tag's name, ASCII case-insensitively) followed by whitespace, `/` or `>`
  /// (otherwise the RCDATA, RAWTEXT and script data end tag name states emit the characters).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#appropriate-end-tag-token
  func appropriateEndTagNameEnd(_ bytes: [UInt8], lessThanSign: Int) -> Int? {
    let lastStartTagName = self.lastStartTagName
    let nameStart = lessThanSign + 2
    let nameEnd = nameStart + lastStartTagName.count
    guard !lastStartTagName.isEmpty, nameEnd < bytes.count, bytes[lessThanSign + 1] == 0x2F
    else { return nil }
    var index = 0
    while index < lastStartTagName.count {
      let byte = bytes[nameStart + index]
      guard isASCIIAlpha(byte), byte | 0x20 == lastStartTagName[index] else { return nil }
      index += 1
    }
    let next = bytes[nameEnd]
    guard isHTMLWhitespace(next) || next == 0x2F || next == 0x3E else { return nil }
    return nameEnd
  }

  /// Starts the end tag found by ``appropriateEndTagNameEnd(_:lessThanSign:)``; the tag name
  /// state goes on at the whitespace, `/` or `>` after the name.
  mutating func beginEndTagNamedLastStartTag(lessThanSign: Int, nameEnd: Int) {
    tokenStartOffset = lessThanSign
    beginTag(isEndTag: true)
    tagName.append(contentsOf: lastStartTagName)
    position = nameEnd
    state = .tagName
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#tag-open-state
  mutating func tagOpenState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    guard position < bytes.count else {
      characters.append(0x3C)
      state = .data
      return emitEndOfFile()
    }
    let byte = bytes[position]
    if isASCIIAlpha(byte) {
      beginTag(isEndTag: false)
      state = .tagName
    } else if byte == 0x21 {
      position += 1
      state = .markupDeclarationOpen
    } else if byte == 0x2F {
      position += 1
      state = .endTagOpen
    } else if byte == 0x3F {
      // unexpected-question-mark-instead-of-tag-name: a bogus comment from the `?`.
      comment.clearKeepingCapacity()
      state = .bogusComment
    } else {
      // invalid-first-character-of-tag-name
      characters.append(0x3C)
      state = .data
    }
    return nil
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#end-tag-open-state
  mutating func endTagOpenState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    guard position < bytes.count else {
      characters.append(0x3C)
      characters.append(0x2F)
      state = .data
      return emitEndOfFile()
    }
    let byte = bytes[position]
    if isASCIIAlpha(byte) {
      beginTag(isEndTag: true)
      state = .tagName
    } else if byte == 0x3E {
      // missing-end-tag-name: nothing is emitted.
      position += 1
      state = .data
    } else {
      comment.clearKeepingCapacity()
      state = .bogusComment
    }
    return nil
  }
}
