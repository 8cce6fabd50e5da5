extension HTMLTokenizer {
  /// Creates a new DOCTYPE token: no name, no identifiers, force-quirks off.
  mutating func beginDoctype() {
    doctype = HTMLDoctypeToken()
  }

  /// Emits the current DOCTYPE (after setting its force-quirks flag if `forceQuirks`), switching
  /// to the data state.
  mutating func emitDoctype(at position: Int, forceQuirks: Bool = false) -> HTMLTokenKind {
    if forceQuirks { doctype.forceQuirks = true }
    self.position = position
    state = .data
    return emit(.doctype)
  }

  /// `public`, lowercase.
  static let publicKeyword: [UInt8] = Array("public".utf8)
  /// `system`, lowercase.
  static let systemKeyword: [UInt8] = Array("system".utf8)

  /// The DOCTYPE states, from the DOCTYPE state to the bogus DOCTYPE state.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#doctype-state
  mutating func doctypeState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    let end = bytes.count
    var position = self.position
    while true {
      let atEnd = position >= end
      let byte: UInt8 = atEnd ? 0 : bytes[position]
      switch state {
      case .doctype:
        if atEnd {
          // eof-in-doctype
          beginDoctype()
          return emitDoctype(at: end, forceQuirks: true)
        }
        // missing-whitespace-before-doctype-name unless whitespace; `>` is reconsumed.
        if isHTMLWhitespace(byte) { position += 1 }
        state = .beforeDoctypeName
      case .beforeDoctypeName:
        // https://html.spec.whatwg.org/multipage/parsing.html#before-doctype-name-state
        if atEnd {
          beginDoctype()
          return emitDoctype(at: end, forceQuirks: true)
        }
        if isHTMLWhitespace(byte) {
          position += 1
          continue
        }
        beginDoctype()
        if byte == 0x3E {
          // missing-doctype-name
          return emitDoctype(at: position + 1, forceQuirks: true)
        }
        doctype.name = []
        state = .doctypeName
      case .doctypeName:
        // https://html.spec.whatwg.org/multipage/parsing.html#doctype-name-state
        if atEnd { return emitDoctype(at: end, forceQuirks: true) }
        position += 1
        switch byte {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20: state = .afterDoctypeName
        case 0x3E: return emitDoctype(at: position)
        case 0x41...0x5A: doctype.name?.append(byte | 0x20)
        case 0: doctype.name?.appendReplacementCharacter()
        default: doctype.name?.append(byte)
        }
      case .afterDoctypeName:
        // https://html.spec.whatwg.org/multipage/parsing.html#after-doctype-name-state
        if atEnd { return emitDoctype(at: end, forceQuirks: true) }
        if isHTMLWhitespace(byte) {
          position += 1
        } else if byte == 0x3E {
          return emitDoctype(at: position + 1)
        } else if Self.matchesCaseInsensitively(bytes, at: position, lowercased: Self.publicKeyword)
        {
          position += 6
          state = .afterDoctypePublicKeyword
        } else if Self.matchesCaseInsensitively(bytes, at: position, lowercased: Self.systemKeyword)
        {
          position += 6
          state = .afterDoctypeSystemKeyword
        } else {
          // invalid-character-sequence-after-doctype-name
          doctype.forceQuirks = true
          state = .bogusDoctype
        }
      case .afterDoctypePublicKeyword, .afterDoctypeSystemKeyword,
        .beforeDoctypePublicIdentifier, .beforeDoctypeSystemIdentifier:
        // https://html.spec.whatwg.org/multipage/parsing.html#after-doctype-public-keyword-state
        // and the three like it.
        let isSystem =
          state == .afterDoctypeSystemKeyword || state == .beforeDoctypeSystemIdentifier
        let afterKeyword =
          state == .afterDoctypePublicKeyword || state == .afterDoctypeSystemKeyword
        if atEnd { return emitDoctype(at: end, forceQuirks: true) }
        switch byte {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
          position += 1
          if afterKeyword {
            state = isSystem ? .beforeDoctypeSystemIdentifier : .beforeDoctypePublicIdentifier
          }
        case 0x22, 0x27:
          // missing-whitespace-after-doctype-…-keyword when right after the keyword.
          position += 1
          beginDoctypeIdentifier(isSystem: isSystem, quote: byte)
        case 0x3E:
          // missing-doctype-…-identifier
          return emitDoctype(at: position + 1, forceQuirks: true)
        default:
          // missing-quote-before-doctype-…-identifier
          doctype.forceQuirks = true
          state = .bogusDoctype
        }
      case .doctypePublicIdentifierDoubleQuoted, .doctypePublicIdentifierSingleQuoted,
        .doctypeSystemIdentifierDoubleQuoted, .doctypeSystemIdentifierSingleQuoted:
        // https://html.spec.whatwg.org/multipage/parsing.html#doctype-public-identifier-(double-quoted)-state
        // and the three like it.
        let isSystem =
          state == .doctypeSystemIdentifierDoubleQuoted
          || state == .doctypeSystemIdentifierSingleQuoted
        let quote: UInt8 =
          state == .doctypePublicIdentifierDoubleQuoted
            || state == .doctypeSystemIdentifierDoubleQuoted ? 0x22 : 0x27
        if atEnd { return emitDoctype(at: end, forceQuirks: true) }
        position += 1
        if byte == 0x0D {
          // CR LF and CR are one LF (preprocessing).
          if position < end && bytes[position] == 0x0A { position += 1 }
          if isSystem {
            doctype.systemIdentifier?.append(0x0A)
          } else {
            doctype.publicIdentifier?.append(0x0A)
          }
        } else if byte == quote {
          state = isSystem ? .afterDoctypeSystemIdentifier : .afterDoctypePublicIdentifier
        } else if byte == 0x3E {
          // abrupt-doctype-…-identifier
          return emitDoctype(at: position, forceQuirks: true)
        } else if byte == 0 {
          if isSystem {
            doctype.systemIdentifier?.appendReplacementCharacter()
          } else {
            doctype.publicIdentifier?.appendReplacementCharacter()
          }
        } else if isSystem {
          doctype.systemIdentifier?.append(byte)
        } else {
          doctype.publicIdentifier?.append(byte)
        }
      case .afterDoctypePublicIdentifier, .betweenDoctypePublicAndSystemIdentifiers:
        // https://html.spec.whatwg.org/multipage/parsing.html#after-doctype-public-identifier-state
        // https://html.spec.whatwg.org/multipage/parsing.html#between-doctype-public-and-system-identifiers-state
        if atEnd { return emitDoctype(at: end, forceQuirks: true) }
        switch byte {
        case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
          position += 1
          state = .betweenDoctypePublicAndSystemIdentifiers
        case 0x3E:
          return emitDoctype(at: position + 1)
        case 0x22, 0x27:
          position += 1
          beginDoctypeIdentifier(isSystem: true, quote: byte)
        default:
          doctype.forceQuirks = true
          state = .bogusDoctype
        }
      case .afterDoctypeSystemIdentifier:
        // https://html.spec.whatwg.org/multipage/parsing.html#after-doctype-system-identifier-state
        if atEnd { return emitDoctype(at: end, forceQuirks: true) }
        if isHTMLWhitespace(byte) {
          position += 1
        } else if byte == 0x3E {
          return emitDoctype(at: position + 1)
        } else {
          // unexpected-character-after-doctype-system-identifier (force-quirks unchanged)
          state = .bogusDoctype
        }
      case .bogusDoctype:
        // https://html.spec.whatwg.org/multipage/parsing.html#bogus-doctype-state
        while position < end && bytes[position] != 0x3E { position += 1 }
        if position >= end { return emitDoctype(at: end) }
        return emitDoctype(at: position + 1)
      default:
        self.position = position
        return nil
      }
    }
  }

  /// Sets the public or system identifier to the empty string and switches to its quoted state.
  mutating func beginDoctypeIdentifier(isSystem: Bool, quote: UInt8) {
    if isSystem {
      doctype.systemIdentifier = []
      state =
        quote == 0x22
        ? .doctypeSystemIdentifierDoubleQuoted : .doctypeSystemIdentifierSingleQuoted
    } else {
      doctype.publicIdentifier = []
      state =
        quote == 0x22
        ? .doctypePublicIdentifierDoubleQuoted : .doctypePublicIdentifierSingleQuoted
    }
  }
}
