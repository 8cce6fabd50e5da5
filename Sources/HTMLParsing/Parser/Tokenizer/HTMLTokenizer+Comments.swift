extension HTMLTokenizer {
  /// Emits the current comment, switching to the data state.
  mutating func emitComment(at position: Int) -> HTMLTokenKind {
    self.position = position
    state = .data
    return emit(.comment)
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#markup-declaration-open-state
  mutating func markupDeclarationOpenState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    let position = self.position
    let end = bytes.count
    if position + 1 < end && bytes[position] == 0x2D && bytes[position + 1] == 0x2D {
      self.position = position + 2
      comment.clearKeepingCapacity()
      state = .commentStart
    } else if Self.matchesCaseInsensitively(bytes, at: position, lowercased: Self.doctypeKeyword) {
      self.position = position + 7
      state = .doctype
    } else if allowsCDATASections && position + 7 <= end
      && bytes[position..<position + 7].elementsEqual(Self.cdataKeyword)
    {
      self.position = position + 7
      state = .cdataSection
    } else {
      // incorrectly-opened-comment, or cdata-in-html-content (the comment is `[CDATA[...`).
      comment.clearKeepingCapacity()
      state = .bogusComment
    }
    return nil
  }

  /// `doctype`, lowercase.
  static let doctypeKeyword: [UInt8] = Array("doctype".utf8)
  /// `[CDATA[`.
  static let cdataKeyword: [UInt8] = Array("[CDATA[".utf8)

  /// Whether the input at `position` is `lowercased` (ASCII letters), ASCII case-insensitively.
  static func matchesCaseInsensitively(_ bytes: [UInt8], at position: Int, lowercased: [UInt8])
    -> Bool
  {
    guard position + lowercased.count <= bytes.count else { return false }
    var index = 0
    while index < lowercased.count {
      if bytes[position + index] | 0x20 != lowercased[index] { return false }
      index += 1
    }
    return true
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#bogus-comment-state
  mutating func bogusCommentState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    let end = bytes.count
    var position = self.position
    while true {
      let start = position
      while position < end {
        let byte = bytes[position]
        if byte == 0x3E || byte == 0 || byte == 0x0D { break }
        position += 1
      }
      if position > start { comment.append(contentsOf: bytes[start..<position]) }
      guard position < end else { return emitComment(at: end) }
      switch bytes[position] {
      case 0x3E: return emitComment(at: position + 1)
      case 0x0D: position = Self.newline(bytes, after: position, into: &comment)
      default:
        comment.appendReplacementCharacter()
        position += 1
      }
    }
  }

  /// The comment states, from comment start to comment end bang.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#comment-start-state
  mutating func commentState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    let end = bytes.count
    var position = self.position
    while true {
      let byte: UInt8 = position < end ? bytes[position] : 0
      let atEnd = position >= end
      switch state {
      case .commentStart:
        if atEnd {
          state = .comment
        } else if byte == 0x2D {
          position += 1
          state = .commentStartDash
        } else if byte == 0x3E {
          // abrupt-closing-of-empty-comment
          return emitComment(at: position + 1)
        } else {
          state = .comment
        }
      case .commentStartDash:
        if atEnd { return emitComment(at: end) }  // eof-in-comment
        if byte == 0x2D {
          position += 1
          state = .commentEnd
        } else if byte == 0x3E {
          return emitComment(at: position + 1)
        } else {
          comment.append(0x2D)
          state = .comment
        }
      case .comment:
        // https://html.spec.whatwg.org/multipage/parsing.html#comment-state
        let start = position
        while position < end {
          let byte = bytes[position]
          if byte == 0x3C || byte == 0x2D || byte == 0 || byte == 0x0D { break }
          position += 1
        }
        if position > start { comment.append(contentsOf: bytes[start..<position]) }
        guard position < end else { return emitComment(at: end) }
        switch bytes[position] {
        case 0x3C:
          comment.append(0x3C)
          state = .commentLessThanSign
          position += 1
        case 0x2D:
          state = .commentEndDash
          position += 1
        case 0x0D:
          position = Self.newline(bytes, after: position, into: &comment)
        default:
          comment.appendReplacementCharacter()
          position += 1
        }
      case .commentLessThanSign:
        if !atEnd && byte == 0x21 {
          comment.append(byte)
          position += 1
          state = .commentLessThanSignBang
        } else if !atEnd && byte == 0x3C {
          comment.append(byte)
          position += 1
        } else {
          state = .comment
        }
      case .commentLessThanSignBang:
        if !atEnd && byte == 0x2D {
          position += 1
          state = .commentLessThanSignBangDash
        } else {
          state = .comment
        }
      case .commentLessThanSignBangDash:
        if !atEnd && byte == 0x2D {
          position += 1
          state = .commentLessThanSignBangDashDash
        } else {
          state = .commentEndDash
        }
      case .commentLessThanSignBangDashDash:
        // nested-comment unless `>` or the end follows; either way the comment end state.
        state = .commentEnd
      case .commentEndDash:
        if atEnd { return emitComment(at: end) }
        if byte == 0x2D {
          position += 1
          state = .commentEnd
        } else {
          comment.append(0x2D)
          state = .comment
        }
      case .commentEnd:
        if atEnd { return emitComment(at: end) }
        switch byte {
        case 0x3E:
          return emitComment(at: position + 1)
        case 0x21:
          position += 1
          state = .commentEndBang
        case 0x2D:
          comment.append(0x2D)
          position += 1
        default:
          comment.append(0x2D)
          comment.append(0x2D)
          state = .comment
        }
      case .commentEndBang:
        if atEnd { return emitComment(at: end) }
        if byte == 0x3E {
          // incorrectly-closed-comment
          return emitComment(at: position + 1)
        }
        comment.append(0x2D)
        comment.append(0x2D)
        comment.append(0x21)
        if byte == 0x2D {
          position += 1
          state = .commentEndDash
        } else {
          state = .comment
        }
      default:
        self.position = position
        return nil
      }
    }
  }
}
