extension HTMLTokenizer {
  // MARK: The current tag

  /// Creates a new start or end tag token (its fields emptied, their storage kept).
  mutating func beginTag(isEndTag: Bool) {
    self.isEndTag = isEndTag
    if lastStartTagIsCurrentTag {
      swap(&storedLastStartTagName, &tagName)
      lastStartTagIsCurrentTag = false
    }
    tagName.clearKeepingCapacity()
    selfClosing = false
    hasCurrentAttribute = false
    recycleAttributes()
  }

  /// Moves the attributes of the previous tag to the pool, emptied, for the next ones to reuse.
  mutating func recycleAttributes() {
    // The set shares the names' storage: empty it first so that they can be cleared in place.
    if !attributeNames.isEmpty { attributeNames.removeAll(keepingCapacity: true) }
    while var attribute = attributes.popLast() {
      attribute.name.clearKeepingCapacity()
      attribute.value.clearKeepingCapacity()
      attributePool.append(attribute)
    }
  }

  /// Starts a new attribute in the current tag, after adding the previous one.
  mutating func beginAttribute() {
    commitAttribute()
    hasCurrentAttribute = true
    attributeName.clearKeepingCapacity()
    attributeValue.clearKeepingCapacity()
  }

  /// Up to how many attributes a tag's duplicates are found by comparing names one by one.
  static let attributeLinearSearchLimit = 16

  /// Adds the current attribute to the tag unless the tag already has one of that name (the
  /// check the standard makes on leaving the attribute name state: the value is dropped too).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#attribute-name-state
  mutating func commitAttribute() {
    guard hasCurrentAttribute else { return }
    hasCurrentAttribute = false
    if isEndTag { return }
    // duplicate-attribute: a linear search for the usual few attributes, a set past them so
    // that a tag with many attributes stays linear.
    if attributes.count < Self.attributeLinearSearchLimit {
      var index = 0
      while index < attributes.count {
        if attributes[index].name == attributeName { return }
        index += 1
      }
    } else {
      if attributeNames.isEmpty {
        for attribute in attributes { attributeNames.insert(attribute.name) }
      }
      if !attributeNames.insert(attributeName).inserted { return }
    }
    // The pooled attribute's emptied storage becomes the next scratch buffers: no copy, and
    // nothing to clear in `beginAttribute`.
    var attribute = attributePool.popLast() ?? HTMLTokenAttribute(name: [], value: [])
    swap(&attribute.name, &attributeName)
    swap(&attribute.value, &attributeValue)
    attributes.append(attribute)
  }

  /// Emits the current tag and switches to the data state. An end tag loses its attributes and
  /// self-closing flag (end-tag-with-attributes, end-tag-with-trailing-solidus); a start tag
  /// becomes the last start tag.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#tokenization
  mutating func emitTag() -> HTMLTokenKind {
    state = .data
    if isEndTag {
      hasCurrentAttribute = false
      recycleAttributes()
      selfClosing = false
      return emit(.endTag)
    }
    commitAttribute()
    lastStartTagIsCurrentTag = true
    return emit(.startTag)
  }

  /// eof-in-tag: the tag is dropped and the end of the input emitted.
  mutating func endOfFileInTag() -> HTMLTokenKind {
    state = .data
    hasCurrentAttribute = false
    return emitEndOfFile()
  }

  // MARK: The states

  /// https://html.spec.whatwg.org/multipage/parsing.html#tag-name-state
  mutating func tagNameState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    let end = bytes.count
    var position = self.position
    while position < end {
      // A run of name characters needing no change.
      let start = position
      while position < end {
        let byte = bytes[position]
        if byte <= 0x20 || byte == 0x2F || byte == 0x3E || byte &- 0x41 < 26 { break }
        position += 1
      }
      if position > start { tagName.append(contentsOf: bytes[start..<position]) }
      guard position < end else { break }
      let byte = bytes[position]
      position += 1
      switch byte {
      case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
        self.position = position
        state = .beforeAttributeName
        return nil
      case 0x2F:
        self.position = position
        state = .selfClosingStartTag
        return nil
      case 0x3E:
        self.position = position
        return emitTag()
      case 0:
        // unexpected-null-character
        tagName.appendReplacementCharacter()
      case 0x41...0x5A:
        tagName.append(byte | 0x20)
      default:
        tagName.append(byte)
      }
    }
    self.position = end
    return endOfFileInTag()
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#before-attribute-name-state
  mutating func beforeAttributeNameState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    var position = self.position
    while position < bytes.count && isHTMLWhitespace(bytes[position]) { position += 1 }
    self.position = position
    guard position < bytes.count else { return endOfFileInTag() }
    let byte = bytes[position]
    if byte == 0x2F || byte == 0x3E {
      state = .afterAttributeName
      return nil
    }
    beginAttribute()
    if byte == 0x3D {
      // unexpected-equals-sign-before-attribute-name: the `=` starts the name.
      attributeName.append(byte)
      self.position = position + 1
    }
    state = .attributeName
    return nil
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#attribute-name-state
  mutating func attributeNameState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    let end = bytes.count
    var position = self.position
    while position < end {
      let start = position
      while position < end {
        let byte = bytes[position]
        if byte <= 0x20 || byte == 0x2F || byte == 0x3E || byte == 0x3D || byte &- 0x41 < 26 {
          break
        }
        position += 1
      }
      if position > start { attributeName.append(contentsOf: bytes[start..<position]) }
      guard position < end else { break }
      let byte = bytes[position]
      switch byte {
      case 0x09, 0x0A, 0x0C, 0x0D, 0x20, 0x2F, 0x3E:
        self.position = position
        state = .afterAttributeName
        return nil
      case 0x3D:
        self.position = position + 1
        state = .beforeAttributeValue
        return nil
      case 0:
        attributeName.appendReplacementCharacter()
      case 0x41...0x5A:
        attributeName.append(byte | 0x20)
      default:
        // `"`, `'` and `<` are unexpected-character-in-attribute-name, kept.
        attributeName.append(byte)
      }
      position += 1
    }
    self.position = end
    return endOfFileInTag()
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#after-attribute-name-state
  mutating func afterAttributeNameState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    var position = self.position
    while position < bytes.count && isHTMLWhitespace(bytes[position]) { position += 1 }
    self.position = position
    guard position < bytes.count else { return endOfFileInTag() }
    switch bytes[position] {
    case 0x2F:
      self.position = position + 1
      state = .selfClosingStartTag
    case 0x3D:
      self.position = position + 1
      state = .beforeAttributeValue
    case 0x3E:
      self.position = position + 1
      return emitTag()
    default:
      beginAttribute()
      state = .attributeName
    }
    return nil
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#before-attribute-value-state
  mutating func beforeAttributeValueState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    var position = self.position
    while position < bytes.count && isHTMLWhitespace(bytes[position]) { position += 1 }
    self.position = position
    guard position < bytes.count else { return endOfFileInTag() }
    switch bytes[position] {
    case 0x22:
      self.position = position + 1
      state = .attributeValueDoubleQuoted
    case 0x27:
      self.position = position + 1
      state = .attributeValueSingleQuoted
    case 0x3E:
      // missing-attribute-value
      self.position = position + 1
      return emitTag()
    default:
      state = .attributeValueUnquoted
    }
    return nil
  }

  /// The attribute value (double-quoted) and (single-quoted) states.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#attribute-value-(double-quoted)-state,
  /// https://html.spec.whatwg.org/multipage/parsing.html#attribute-value-(single-quoted)-state
  mutating func attributeValueQuotedState(_ bytes: [UInt8], quote: UInt8) -> HTMLTokenKind? {
    let end = bytes.count
    var position = self.position
    while true {
      let start = position
      while position < end {
        let byte = bytes[position]
        if byte <= 0x27 && (byte == quote || byte == 0x26 || byte == 0 || byte == 0x0D) { break }
        position += 1
      }
      if position > start { attributeValue.append(contentsOf: bytes[start..<position]) }
      guard position < end else {
        self.position = end
        return endOfFileInTag()
      }
      switch bytes[position] {
      case 0x26:
        position = Self.consumeCharacterReference(
          bytes, from: position + 1, into: &attributeValue, inAttribute: true)
      case 0:
        attributeValue.appendReplacementCharacter()
        position += 1
      case 0x0D:
        position = Self.newline(bytes, after: position, into: &attributeValue)
      default:
        self.position = position + 1
        state = .afterAttributeValueQuoted
        return nil
      }
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#attribute-value-(unquoted)-state
  mutating func attributeValueUnquotedState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    let end = bytes.count
    var position = self.position
    while true {
      let start = position
      while position < end {
        let byte = bytes[position]
        if byte <= 0x20 || byte == 0x26 || byte == 0x3E { break }
        position += 1
      }
      // `"`, `'`, `<`, `=` and `` ` `` are unexpected-character-in-unquoted-attribute-value, kept.
      if position > start { attributeValue.append(contentsOf: bytes[start..<position]) }
      guard position < end else {
        self.position = end
        return endOfFileInTag()
      }
      let byte = bytes[position]
      switch byte {
      case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
        self.position = position + 1
        state = .beforeAttributeName
        return nil
      case 0x26:
        position = Self.consumeCharacterReference(
          bytes, from: position + 1, into: &attributeValue, inAttribute: true)
      case 0x3E:
        self.position = position + 1
        return emitTag()
      case 0:
        attributeValue.appendReplacementCharacter()
        position += 1
      default:
        attributeValue.append(byte)
        position += 1
      }
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#after-attribute-value-(quoted)-state
  mutating func afterAttributeValueQuotedState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    guard position < bytes.count else { return endOfFileInTag() }
    switch bytes[position] {
    case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
      position += 1
      state = .beforeAttributeName
    case 0x2F:
      position += 1
      state = .selfClosingStartTag
    case 0x3E:
      position += 1
      return emitTag()
    default:
      // missing-whitespace-between-attributes
      state = .beforeAttributeName
    }
    return nil
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#self-closing-start-tag-state
  mutating func selfClosingStartTagState(_ bytes: [UInt8]) -> HTMLTokenKind? {
    guard position < bytes.count else { return endOfFileInTag() }
    if bytes[position] == 0x3E {
      position += 1
      selfClosing = true
      return emitTag()
    }
    // unexpected-solidus-in-tag
    state = .beforeAttributeName
    return nil
  }
}
