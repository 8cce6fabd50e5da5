extension EncodingSniffer {
  /// How many bytes the prescan examines, as the HTML standard suggests.
  public static let prescanLength = 1024

  /// Prescans the first 1024 bytes of `bytes` for a `<meta charset>` or a `<meta http-equiv=
  /// "content-type" content="…charset=…">`, skipping comments and other tags. A UTF-16 encoding
  /// found this way becomes UTF-8 and x-user-defined becomes windows-1252; `nil` when nothing
  /// usable is found. This is the standard's algorithm; ``sniff(_:transportCharset:override:defaultEncoding:detectsUTF8:)-(UnsafeRawBufferPointer,_,_,_,_)``
  /// uses WebKit's scan instead (``metaCharsetScan(_:)-(UnsafeRawBufferPointer)``).
  /// See https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding
  public static func prescan(_ bytes: UnsafeRawBufferPointer) -> TextEncoding? {
    var scanner = PrescanScanner(
      bytes: UnsafeRawBufferPointer(rebasing: bytes.prefix(prescanLength)))
    return scanner.run()
  }

  /// Prescans the first 1024 bytes of `bytes`; see ``prescan(_:)-(UnsafeRawBufferPointer)``.
  public static func prescan(_ bytes: [UInt8]) -> TextEncoding? {
    bytes.withUnsafeBytes { prescan($0) }
  }
}

/// The state of one prescan: the bytes and the position pointer. Reading past the end aborts
/// the prescan (returns nil from the step functions).
private struct PrescanScanner {
  let bytes: UnsafeRawBufferPointer
  var position = 0

  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// An attribute from "get an attribute": lowercase name and value bytes.
  struct Attribute {
    var name: [UInt8] = []
    var value: [UInt8] = []
  }

  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D || byte == 0x20
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  static func lowercased(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }

  /// Whether the bytes at the position start with `prefix`, ASCII case-insensitively.
  func matches(_ prefix: [UInt8]) -> Bool {
    guard position + prefix.count <= bytes.count else { return false }
    for (offset, byte) in prefix.enumerated()
    where Self.lowercased(bytes[position + offset]) != byte {
      return false
    }
    return true
  }

  /// The byte at `position + offset`, nil past the end.
  func byte(at offset: Int = 0) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  mutating func run() -> TextEncoding? {
    // 1. Let fallback encoding be null. (Only used by the XML declaration, not supported here.)
    // 2-3. Let position point at the first byte; loop:
    while position < bytes.count {
      if matches(Array("<!--".utf8)) {
        // A sequence of bytes starting with: 0x3C 0x21 0x2D 0x2D (`<!--`): advance the position
        // pointer so that it points at the first 0x3E byte which is preceded by two 0x2D bytes
        // (the two 0x2D bytes can be the same as those in the '<!--' sequence).
        position += 2
        while true {
          guard let byte = byte() else { return nil }
          if byte == 0x3E, bytes[position - 1] == 0x2D, bytes[position - 2] == 0x2D { break }
          position += 1
        }
      } else if matches(Array("<meta".utf8)), let next = byte(at: 5),
        Self.isSpace(next) || next == 0x2F
      {
        // `<meta` followed by a space or slash.
        position += 5
        guard let result = meta() else { return nil }
        if let encoding = result { return encoding }
      } else if let second = byte(at: 1), byte() == 0x3C,
        Self.isLetter(second) || (second == 0x2F && byte(at: 2).map(Self.isLetter) == true)
      {
        // `<` or `</` followed by an ASCII letter: skip the tag and its attributes.
        // 1. Advance the position pointer so that it points at the next 0x09, 0x0A, 0x0C, 0x0D,
        //    0x20, or 0x3E byte.
        while true {
          guard let byte = byte() else { return nil }
          if Self.isSpace(byte) || byte == 0x3E { break }
          position += 1
        }
        // 2. Repeatedly get an attribute until no further attributes can be found.
        while true {
          guard let attribute = getAttribute() else { return nil }
          if attribute == nil { break }
        }
      } else if matches(Array("<!".utf8)) || matches(Array("</".utf8))
        || matches(Array("<?".utf8))
      {
        // Advance the position pointer so that it points at the first 0x3E byte which comes
        // after the 0x3C byte that was found.
        position += 2
        while true {
          guard let byte = byte() else { return nil }
          if byte == 0x3E { break }
          position += 1
        }
      }
      // Next byte: move position to the next byte in the input stream, and return to loop.
      position += 1
    }
    return nil
  }

  /// The steps for `<meta`, with the position at the space or slash after it. Returns nil to
  /// abort the prescan, `.some(nil)` to go on with the next byte, or the encoding found.
  mutating func meta() -> TextEncoding?? {
    // 2. Let attribute list be an empty list of strings; got pragma false; need pragma null;
    //    charset null.
    var attributeList: [[UInt8]] = []
    var gotPragma = false
    var needPragma: Bool?
    var charsetSet = false
    var charset: TextEncoding?
    // 3. Attributes: get an attribute; if none is found, jump to processing.
    while true {
      guard let found = getAttribute() else { return nil }
      guard let attribute = found else { break }
      // 4. If the attribute's name is already in attribute list, return to attributes.
      if attributeList.contains(attribute.name) { continue }
      // 5. Add the attribute's name to attribute list.
      attributeList.append(attribute.name)
      // 6. Run the appropriate step from the following list, if one applies:
      switch attribute.name {
      case Array("http-equiv".utf8):
        if attribute.value == Array("content-type".utf8) { gotPragma = true }
      case Array("content".utf8):
        if let encoding = EncodingSniffer.encodingFromMetaContent(attribute.value), !charsetSet {
          charset = encoding
          charsetSet = true
          needPragma = true
        }
      case Array("charset".utf8):
        if !charsetSet {
          charset = TextEncoding(label: String(decoding: attribute.value, as: UTF8.self))
          charsetSet = true
          needPragma = false
        }
      default:
        break
      }
      // 7. Return to the step labeled attributes.
    }
    // 8. Processing: if need pragma is null, then jump to the step below labeled next byte.
    guard let needPragma else { return .some(nil) }
    // 9. If need pragma is true but got pragma is false, then jump to next byte.
    if needPragma && !gotPragma { return .some(nil) }
    // 10. If charset is failure, then jump to the step below labeled next byte.
    guard let charset else { return .some(nil) }
    // 11. If charset is UTF-16BE/LE, then set charset to UTF-8.
    if charset == .utf16BE || charset == .utf16LE { return .utf8 }
    // 12. If charset is x-user-defined, then set charset to windows-1252.
    if charset == .xUserDefined { return .windows1252 }
    // 13. Abort the prescan a byte stream to determine its encoding algorithm, returning charset.
    return charset
  }

  /// "Get an attribute": nil at the end of the input (abort), `.some(nil)` when there is no
  /// further attribute, else the attribute.
  /// See https://html.spec.whatwg.org/multipage/parsing.html#concept-get-attributes-when-sniffing
  mutating func getAttribute() -> Attribute?? {
    // 1. Skip 0x09, 0x0A, 0x0C, 0x0D, 0x20 and 0x2F bytes.
    while true {
      guard let byte = byte() else { return nil }
      if Self.isSpace(byte) || byte == 0x2F { position += 1 } else { break }
    }
    // 2. If the byte at position is 0x3E (>), abort: there is no attribute.
    if byte() == 0x3E { return .some(nil) }
    // 3. Let attribute name and attribute value be empty.
    var attribute = Attribute()
    // 4. Attribute name: process the byte at position.
    nameLoop: while true {
      guard let byte = byte() else { return nil }
      switch byte {
      case 0x3D where !attribute.name.isEmpty:
        // `=` with a non-empty name: advance and jump to value.
        position += 1
        return value(of: attribute)
      case _ where Self.isSpace(byte):
        break nameLoop
      case 0x2F, 0x3E:
        return attribute
      default:
        attribute.name.append(Self.lowercased(byte))
      }
      position += 1
    }
    // 5. Spaces: skip ASCII whitespace.
    while true {
      guard let byte = byte() else { return nil }
      if Self.isSpace(byte) { position += 1 } else { break }
    }
    // 6. If the byte at position is not 0x3D (=), abort: the attribute has an empty value.
    guard byte() == 0x3D else { return attribute }
    // 7. Advance position past the 0x3D (=) byte.
    position += 1
    return value(of: attribute)
  }

  /// Steps 8-11 of "get an attribute": the attribute value, at the byte after `=`.
  mutating func value(of attribute: Attribute) -> Attribute?? {
    var attribute = attribute
    // 8. Value: skip ASCII whitespace.
    while true {
      guard let byte = byte() else { return nil }
      if Self.isSpace(byte) { position += 1 } else { break }
    }
    // 9. Process the byte at position.
    guard let first = byte() else { return nil }
    if first == 0x22 || first == 0x27 {
      // A quote: the value runs to the matching quote.
      while true {
        position += 1
        guard let byte = byte() else { return nil }
        if byte == first {
          position += 1
          return attribute
        }
        attribute.value.append(Self.lowercased(byte))
      }
    }
    if first == 0x3E { return attribute }
    attribute.value.append(Self.lowercased(first))
    position += 1
    // 10. Process the byte at position until whitespace or `>`.
    while true {
      guard let byte = byte() else { return nil }
      if Self.isSpace(byte) || byte == 0x3E { return attribute }
      attribute.value.append(Self.lowercased(byte))
      position += 1
    }
  }
}
