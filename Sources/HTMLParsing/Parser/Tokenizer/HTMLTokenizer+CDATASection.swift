extension HTMLTokenizer {
  /// The CDATA section, CDATA section bracket and CDATA section end states. A U+0000 is its
  /// own ``HTMLTokenKind/nullCharacter`` token, as in the data state.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#cdata-section-state
  mutating func cdataSectionState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    let end = bytes.count
    var position = self.position
    while true {
      switch state {
      case .cdataSection:
        let start = position
        while position < end {
          let byte = bytes[position]
          if byte == 0x5D || byte == 0 || byte == 0x0D { break }
          position += 1
        }
        if position > start { characters.append(contentsOf: bytes[start..<position]) }
        guard position < end else {
          // eof-in-cdata
          self.position = end
          return emitEndOfFile()
        }
        if bytes[position] == 0 {
          self.position = position
          if !characters.isEmpty { return .characters }
          self.position = position + 1
          return .nullCharacter
        }
        if bytes[position] == 0x0D {
          position = Self.newline(bytes, after: position, into: &characters)
          continue
        }
        position += 1
        state = .cdataSectionBracket
      case .cdataSectionBracket:
        // https://html.spec.whatwg.org/multipage/parsing.html#cdata-section-bracket-state
        if position < end && bytes[position] == 0x5D {
          position += 1
          state = .cdataSectionEnd
        } else {
          characters.append(0x5D)
          state = .cdataSection
        }
      case .cdataSectionEnd:
        // https://html.spec.whatwg.org/multipage/parsing.html#cdata-section-end-state
        if position < end && bytes[position] == 0x5D {
          characters.append(0x5D)
          position += 1
        } else if position < end && bytes[position] == 0x3E {
          self.position = position + 1
          state = .data
          return nil
        } else {
          characters.append(0x5D)
          characters.append(0x5D)
          state = .cdataSection
        }
      default:
        self.position = position
        return nil
      }
    }
  }
}
