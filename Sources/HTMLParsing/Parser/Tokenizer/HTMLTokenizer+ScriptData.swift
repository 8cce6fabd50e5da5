extension HTMLTokenizer {
  /// `script`, for the script data double escape start and end states.
  static let scriptTagName: [UInt8] = Array("script".utf8)

  /// The script data states: script data and its escaped and double-escaped forms. The end tag
  /// open and end tag name states and the double escape start and end states look ahead at
  /// once (they only emit what they consume as characters).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#script-data-state
  mutating func scriptDataState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    let end = bytes.count
    var position = self.position
    while true {
      let atEnd = position >= end
      let byte: UInt8 = atEnd ? 0 : bytes[position]
      switch state {
      case .scriptData:
        let start = position
        while position < end {
          let byte = bytes[position]
          if byte == 0x3C || byte == 0 || byte == 0x0D { break }
          position += 1
        }
        if position > start { characters.append(contentsOf: bytes[start..<position]) }
        guard position < end else {
          self.position = end
          return emitEndOfFile()
        }
        switch bytes[position] {
        case 0:
          characters.appendReplacementCharacter()
          position += 1
        case 0x0D:
          position = Self.newline(bytes, after: position, into: &characters)
        default:
          state = .scriptDataLessThanSign
          position += 1
        }
      case .scriptDataLessThanSign:
        // https://html.spec.whatwg.org/multipage/parsing.html#script-data-less-than-sign-state
        if !atEnd && byte == 0x2F {
          if let nameEnd = appropriateEndTagNameEnd(bytes, lessThanSign: position - 1) {
            beginEndTagNamedLastStartTag(lessThanSign: position - 1, nameEnd: nameEnd)
            return nil
          }
          characters.append(0x3C)
          characters.append(0x2F)
          position += 1
          state = .scriptData
        } else if !atEnd && byte == 0x21 {
          characters.append(0x3C)
          characters.append(0x21)
          position += 1
          state = .scriptDataEscapeStart
        } else {
          characters.append(0x3C)
          state = .scriptData
        }
      case .scriptDataEscapeStart, .scriptDataEscapeStartDash:
        // https://html.spec.whatwg.org/multipage/parsing.html#script-data-escape-start-state
        if !atEnd && byte == 0x2D {
          characters.append(0x2D)
          position += 1
          state =
            state == .scriptDataEscapeStart
            ? .scriptDataEscapeStartDash : .scriptDataEscapedDashDash
        } else {
          state = .scriptData
        }
      case .scriptDataEscaped, .scriptDataDoubleEscaped:
        // https://html.spec.whatwg.org/multipage/parsing.html#script-data-escaped-state
        // https://html.spec.whatwg.org/multipage/parsing.html#script-data-double-escaped-state
        let start = position
        while position < end {
          let byte = bytes[position]
          if byte == 0x2D || byte == 0x3C || byte == 0 || byte == 0x0D { break }
          position += 1
        }
        if position > start { characters.append(contentsOf: bytes[start..<position]) }
        guard position < end else {
          // eof-in-script-html-comment-like-text
          self.position = end
          return emitEndOfFile()
        }
        let doubleEscaped = state == .scriptDataDoubleEscaped
        if bytes[position] == 0x0D {
          position = Self.newline(bytes, after: position, into: &characters)
          continue
        }
        switch bytes[position] {
        case 0x2D:
          characters.append(0x2D)
          state = doubleEscaped ? .scriptDataDoubleEscapedDash : .scriptDataEscapedDash
        case 0x3C:
          if doubleEscaped {
            characters.append(0x3C)
            state = .scriptDataDoubleEscapedLessThanSign
          } else {
            state = .scriptDataEscapedLessThanSign
          }
        default:
          characters.appendReplacementCharacter()
        }
        position += 1
      case .scriptDataEscapedDash, .scriptDataEscapedDashDash, .scriptDataDoubleEscapedDash,
        .scriptDataDoubleEscapedDashDash:
        // https://html.spec.whatwg.org/multipage/parsing.html#script-data-escaped-dash-state
        // and the three like it.
        if atEnd {
          self.position = end
          return emitEndOfFile()
        }
        let doubleEscaped =
          state == .scriptDataDoubleEscapedDash || state == .scriptDataDoubleEscapedDashDash
        let afterTwoDashes =
          state == .scriptDataEscapedDashDash || state == .scriptDataDoubleEscapedDashDash
        position += 1
        switch byte {
        case 0x2D:
          characters.append(0x2D)
          state = doubleEscaped ? .scriptDataDoubleEscapedDashDash : .scriptDataEscapedDashDash
        case 0x3C:
          if doubleEscaped {
            characters.append(0x3C)
            state = .scriptDataDoubleEscapedLessThanSign
          } else {
            state = .scriptDataEscapedLessThanSign
          }
        case 0x3E where afterTwoDashes:
          characters.append(0x3E)
          state = .scriptData
        case 0:
          characters.appendReplacementCharacter()
          state = doubleEscaped ? .scriptDataDoubleEscaped : .scriptDataEscaped
        case 0x0D:
          position = Self.newline(bytes, after: position - 1, into: &characters)
          state = doubleEscaped ? .scriptDataDoubleEscaped : .scriptDataEscaped
        default:
          characters.append(byte)
          state = doubleEscaped ? .scriptDataDoubleEscaped : .scriptDataEscaped
        }
      case .scriptDataEscapedLessThanSign:
        // https://html.spec.whatwg.org/multipage/parsing.html#script-data-escaped-less-than-sign-state
        if !atEnd && byte == 0x2F {
          if let nameEnd = appropriateEndTagNameEnd(bytes, lessThanSign: position - 1) {
            beginEndTagNamedLastStartTag(lessThanSign: position - 1, nameEnd: nameEnd)
            return nil
          }
          characters.append(0x3C)
          characters.append(0x2F)
          position += 1
          state = .scriptDataEscaped
        } else if !atEnd && isASCIIAlpha(byte) {
          // The script data double escape start state.
          characters.append(0x3C)
          let opensScript = scriptTagNameFollows(bytes, at: &position)
          state = opensScript ? .scriptDataDoubleEscaped : .scriptDataEscaped
        } else {
          characters.append(0x3C)
          state = .scriptDataEscaped
        }
      case .scriptDataDoubleEscapedLessThanSign:
        // https://html.spec.whatwg.org/multipage/parsing.html#script-data-double-escaped-less-than-sign-state
        if !atEnd && byte == 0x2F {
          // The script data double escape end state.
          characters.append(0x2F)
          position += 1
          let closesScript = scriptTagNameFollows(bytes, at: &position)
          state = closesScript ? .scriptDataEscaped : .scriptDataDoubleEscaped
        } else {
          state = .scriptDataDoubleEscaped
        }
      case .scriptDataEndTagOpen, .scriptDataEndTagName:
        // Never stored (looked ahead from the less-than-sign state).
        state = .scriptData
      case .scriptDataEscapedEndTagOpen, .scriptDataEscapedEndTagName,
        .scriptDataDoubleEscapeStart:
        state = .scriptDataEscaped
      case .scriptDataDoubleEscapeEnd:
        state = .scriptDataDoubleEscaped
      default:
        self.position = position
        return nil
      }
    }
  }

  /// The script data double escape start and end states: appends the ASCII letters at
  /// `position` as characters and moves past them; true when they spell `script` (ASCII
  /// case-insensitively) and whitespace, `/` or `>` follows (the following character is then
  /// consumed by the next state, which emits it as the standard's state would).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#script-data-double-escape-start-state
  mutating func scriptTagNameFollows(_ bytes: [UInt8], at position: inout Int) -> Bool {
    let start = position
    while position < bytes.count && isASCIIAlpha(bytes[position]) { position += 1 }
    characters.append(contentsOf: bytes[start..<position])
    guard position < bytes.count, position - start == Self.scriptTagName.count else {
      return false
    }
    let next = bytes[position]
    guard isHTMLWhitespace(next) || next == 0x2F || next == 0x3E else { return false }
    var index = 0
    while index < Self.scriptTagName.count {
      if bytes[start + index] | 0x20 != Self.scriptTagName[index] { return false }
      index += 1
    }
    return true
  }
}
