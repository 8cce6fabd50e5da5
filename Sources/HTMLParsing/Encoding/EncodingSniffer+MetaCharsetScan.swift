extension EncodingSniffer {
  /// How many bytes WebKit's scan examines even after the head is over.
  public static let metaCharsetScanMinimumLength = 1024

  /// Looks for a `<meta charset>` or `<meta http-equiv="Content-Type" content="…charset=…">`
  /// before the document is decoded, as WebKit does (WebCore's `HTMLMetaCharsetParser`, used
  /// by its text decoder): the bytes are tokenized as HTML (read as Latin-1) and the first
  /// `meta` start tag naming a supported encoding wins, as long as the head is not over or the
  /// scan is still within the first 1024 bytes. A UTF-16 encoding found this way becomes UTF-8
  /// and x-user-defined becomes windows-1252; `nil` when nothing usable is found.
  ///
  /// Where this differs from the HTML standard's prescan
  /// (https://html.spec.whatwg.org/multipage/parsing.html#prescan-a-byte-stream-to-determine-its-encoding,
  /// ``prescan(_:)-(UnsafeRawBufferPointer)``), which WebKit does not implement:
  ///
  /// - It does not stop at 1024 bytes while the head goes on: only `script`, `noscript`,
  ///   `style`, `link`, `meta`, `object`, `title` and `base` tags (start or end), and `html` and
  ///   `head` start tags, keep the head going; text and comments do not end it. A declaration
  ///   after 1024 bytes of head (fixture `charset/late-meta-in-head`) counts; one after
  ///   another tag, `</head>` or `<body>` past the first 1024 bytes does not
  ///   (`charset/late-meta-in-body`), and nothing in the parser changes the encoding later.
  /// - The content of `title` and `textarea` (RCDATA), `script`, `style`, `xmp`, `iframe`,
  ///   `noframes` (raw text) and `plaintext` is text, so a `<meta>` inside them does not count
  ///   (`charset/meta-in-script`, html5lib-tests `encoding/tests1.dat` 54-56); `noscript`
  ///   content is markup (the scan's tokenizer has scripting off).
  /// - Of a `meta`'s attributes, the first `charset` attribute wins over any `content` (the
  ///   standard takes whichever comes first; `charset/charset-attribute-wins`).
  /// - Attribute values have their numeric character references and `&amp;`, `&quot;`,
  ///   `&apos;`, `&lt;`, `&gt;` decoded, as the tokenizer does; other named references stay
  ///   as written (WebKit decodes them all; no charset label needs them).
  /// - Script data is scanned up to the first `</script`, without the escaped states of the
  ///   tokenizer (a `<!--<script>` inside a script is not followed).
  public static func metaCharsetScan(_ bytes: UnsafeRawBufferPointer) -> TextEncoding? {
    var scanner = MetaCharsetScanner(bytes: bytes)
    return scanner.run()
  }

  /// WebKit's `<meta>` scan of `bytes`; see ``metaCharsetScan(_:)-(UnsafeRawBufferPointer)``.
  public static func metaCharsetScan(_ bytes: [UInt8]) -> TextEncoding? {
    bytes.withUnsafeBytes { metaCharsetScan($0) }
  }
}

/// One run of WebKit's `<meta>` charset scan: an HTML tokenizer reduced to what the scan needs
/// (tags with their attributes, comments, the text states a start tag switches to).
private struct MetaCharsetScanner {
  let bytes: UnsafeRawBufferPointer
  var position = 0
  /// Whether only tags that may appear in a head have been seen.
  var inHead = true

  init(bytes: UnsafeRawBufferPointer) {
    self.bytes = bytes
  }

  /// A tag token: its lowercased name and its attributes in source order (duplicates kept).
  struct Tag {
    var name: [UInt8] = []
    var attributes: [(name: [UInt8], value: [UInt8])] = []
    var isEnd = false
  }

  /// The tokenizer state after a start tag: where text ends.
  enum TextState {
    case data
    /// RCDATA, RAWTEXT or script data: text up to `</name`.
    case untilEndTag([UInt8])
    /// PLAINTEXT: text to the end.
    case plaintext
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

  /// The tags that keep the head going (WebKit's list of tags allowed in a head).
  static let headTags: Set<[UInt8]> = Set(
    ["script", "noscript", "style", "link", "meta", "object", "title", "base"].map {
      Array($0.utf8)
    })

  func byte(at offset: Int = 0) -> UInt8? {
    position + offset < bytes.count ? bytes[position + offset] : nil
  }

  /// Whether the scan is over: the head has ended and 1024 bytes have been read.
  var isDone: Bool {
    !inHead && position >= EncodingSniffer.metaCharsetScanMinimumLength
  }

  mutating func run() -> TextEncoding? {
    var state = TextState.data
    while position < bytes.count {
      switch state {
      case .plaintext:
        return nil
      case .untilEndTag(let name):
        guard let end = endTag(named: name) else { return nil }
        position = end
        state = .data
        if isDone { return nil }
        continue
      case .data:
        break
      }
      guard bytes[position] == 0x3C else {
        // A run of text, up to the next `<`.
        while position < bytes.count, bytes[position] != 0x3C { position += 1 }
        if isDone { return nil }
        continue
      }
      guard let next = byte(at: 1) else { return nil }
      if next == 0x21 {
        // `<!--` comment, else a DOCTYPE, CDATA or bogus comment, to the first `>`.
        guard skipMarkupDeclaration() else { return nil }
      } else if next == 0x3F {
        // `<?`: a bogus comment, to the first `>`.
        guard skipToGreaterThan(from: position + 2) else { return nil }
      } else if next == 0x2F {
        guard let third = byte(at: 2) else { return nil }
        if Self.isLetter(third) {
          position += 2
          guard var tag = tag() else { return nil }
          tag.isEnd = true
          noteHead(tag)
        } else if third == 0x3E {
          position += 3
        } else {
          guard skipToGreaterThan(from: position + 2) else { return nil }
        }
      } else if Self.isLetter(next) {
        position += 1
        guard let tag = tag() else { return nil }
        if tag.name == Array("meta".utf8), let encoding = Self.encoding(of: tag) {
          return encoding
        }
        state = Self.textState(after: tag.name)
        noteHead(tag)
      } else {
        // A `<` that starts no tag is text.
        position += 1
        continue
      }
      if isDone { return nil }
    }
    return nil
  }

  /// Ends the head unless `tag` is one a head may hold.
  mutating func noteHead(_ tag: Tag) {
    if Self.headTags.contains(tag.name) { return }
    if !tag.isEnd && (tag.name == Array("html".utf8) || tag.name == Array("head".utf8)) { return }
    inHead = false
  }

  /// The text state a start tag switches the tokenizer to (WebCore's
  /// `HTMLTokenizer::updateStateFor` with scripting and plug-ins off).
  static func textState(after name: [UInt8]) -> TextState {
    switch String(decoding: name, as: UTF8.self) {
    case "title", "textarea", "script", "style", "xmp", "iframe", "noframes":
      return .untilEndTag(name)
    case "plaintext":
      return .plaintext
    default:
      return .data
    }
  }

  /// The position of the `<` of the next `</name` followed by whitespace, `/` or `>`, ASCII
  /// case-insensitively, from the current position; nil when there is none.
  func endTag(named name: [UInt8]) -> Int? {
    var index = position
    while index + 2 + name.count < bytes.count {
      if bytes[index] == 0x3C, bytes[index + 1] == 0x2F {
        var matched = true
        for (offset, letter) in name.enumerated()
        where Self.lowercased(bytes[index + 2 + offset]) != letter {
          matched = false
          break
        }
        let after = bytes[index + 2 + name.count]
        if matched, Self.isSpace(after) || after == 0x2F || after == 0x3E { return index }
      }
      index += 1
    }
    return nil
  }

  /// Skips `<!…`: a comment (`<!-->`, `<!--->` and `--!>` end one, as in the tokenizer's
  /// comment states), else up to the first `>`. False at the end of the input.
  mutating func skipMarkupDeclaration() -> Bool {
    guard byte(at: 2) == 0x2D, byte(at: 3) == 0x2D else {
      return skipToGreaterThan(from: position + 2)
    }
    var index = position + 4
    // Comment start (and start dash) state: `>` or `->` ends the comment at once.
    if index < bytes.count, bytes[index] == 0x3E {
      position = index + 1
      return true
    }
    if index + 1 < bytes.count, bytes[index] == 0x2D, bytes[index + 1] == 0x3E {
      position = index + 2
      return true
    }
    while index + 2 < bytes.count {
      if bytes[index] == 0x2D, bytes[index + 1] == 0x2D {
        if bytes[index + 2] == 0x3E {
          position = index + 3
          return true
        }
        if bytes[index + 2] == 0x21, index + 3 < bytes.count, bytes[index + 3] == 0x3E {
          position = index + 4
          return true
        }
      }
      index += 1
    }
    return false
  }

  /// Moves past the first `>` at or after `start`; false at the end of the input.
  mutating func skipToGreaterThan(from start: Int) -> Bool {
    var index = start
    while index < bytes.count {
      if bytes[index] == 0x3E {
        position = index + 1
        return true
      }
      index += 1
    }
    return false
  }

  /// Reads a tag from its name (the position at its first letter) through its `>`: the tag
  /// name, before/after attribute name, attribute value and self-closing states. Nil at the end
  /// of the input (the tokenizer then drops the tag).
  mutating func tag() -> Tag? {
    var tag = Tag()
    while true {
      guard let byte = byte() else { return nil }
      if Self.isSpace(byte) || byte == 0x2F || byte == 0x3E { break }
      tag.name.append(Self.lowercased(byte))
      position += 1
    }
    // Before attribute name.
    while true {
      guard let byte = byte() else { return nil }
      if Self.isSpace(byte) || byte == 0x2F {
        position += 1
        continue
      }
      if byte == 0x3E {
        position += 1
        return tag
      }
      // Attribute name (a leading `=` belongs to it).
      var name: [UInt8] = [Self.lowercased(byte)]
      position += 1
      while let next = self.byte(), !Self.isSpace(next), next != 0x2F, next != 0x3E, next != 0x3D {
        name.append(Self.lowercased(next))
        position += 1
      }
      // After attribute name.
      while let next = self.byte(), Self.isSpace(next) { position += 1 }
      guard self.byte() == 0x3D else {
        tag.attributes.append((name, []))
        continue
      }
      position += 1
      // Before attribute value.
      while let next = self.byte(), Self.isSpace(next) { position += 1 }
      guard let first = self.byte() else { return nil }
      var value: [UInt8] = []
      if first == 0x22 || first == 0x27 {
        position += 1
        while true {
          guard let next = self.byte() else { return nil }
          position += 1
          if next == first { break }
          value.append(next)
        }
      } else if first == 0x3E {
        // A missing value: the tag ends here.
        tag.attributes.append((name, []))
        position += 1
        return tag
      } else {
        while let next = self.byte(), !Self.isSpace(next), next != 0x3E {
          value.append(next)
          position += 1
        }
      }
      tag.attributes.append((name, Self.decodingCharacterReferences(value)))
    }
  }

  /// `value` with its numeric character references and the references `&amp;`, `&quot;`,
  /// `&apos;`, `&lt;`, `&gt;` decoded (to UTF-8; the scan compares ASCII labels only).
  static func decodingCharacterReferences(_ value: [UInt8]) -> [UInt8] {
    guard value.contains(0x26) else { return value }
    let text = String(decoding: value, as: UTF8.self)
    var output = ""
    var rest = Substring(text)
    let named: [(String, String)] = [
      ("amp", "&"), ("quot", "\""), ("apos", "'"), ("lt", "<"), ("gt", ">"),
    ]
    while let ampersand = rest.firstIndex(of: "&") {
      output += rest[..<ampersand]
      var after = rest[rest.index(after: ampersand)...]
      var replaced = false
      if after.first == "#" {
        after = after.dropFirst()
        let hex = after.first == "x" || after.first == "X"
        if hex { after = after.dropFirst() }
        let digits = after.prefix { hex ? $0.isHexDigit : ("0"..."9").contains($0) }
        if !digits.isEmpty, let code = UInt32(digits.prefix(8), radix: hex ? 16 : 10) {
          let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
          output.unicodeScalars.append(code == 0 ? "\u{FFFD}" : scalar)
          after = after.dropFirst(digits.count)
          if after.first == ";" { after = after.dropFirst() }
          rest = after
          replaced = true
        }
      } else {
        for (name, character) in named where after.hasPrefix(name) {
          output += character
          after = after.dropFirst(name.count)
          if after.first == ";" { after = after.dropFirst() }
          rest = after
          replaced = true
          break
        }
      }
      if !replaced {
        output += "&"
        rest = rest[rest.index(after: ampersand)...]
      }
    }
    output += rest
    return Array(output.utf8)
  }

  /// The encoding a `meta` tag declares (WebCore's
  /// `HTMLMetaCharsetParser::encodingFromMetaAttributes`): the first `charset` attribute, else
  /// the last `content` attribute's charset when an `http-equiv` is `content-type`.
  static func encoding(of tag: Tag) -> TextEncoding? {
    enum Mode { case none, charset, pragma }
    var gotPragma = false
    var mode = Mode.none
    var charset: [UInt8] = []
    scan: for attribute in tag.attributes {
      switch String(decoding: attribute.name, as: UTF8.self) {
      case "http-equiv":
        if attribute.value.map(lowercased) == Array("content-type".utf8) { gotPragma = true }
      case "charset":
        // The charset attribute takes precedence.
        charset = attribute.value
        mode = .charset
        break scan
      case "content":
        charset = extractCharset(attribute.value)
        if !charset.isEmpty { mode = .pragma }
      default:
        break
      }
    }
    guard mode == .charset || (mode == .pragma && gotPragma),
      var encoding = TextEncoding(label: String(decoding: charset, as: UTF8.self))
    else { return nil }
    // The closest byte-based equivalent: a meta cannot declare UTF-16.
    if encoding == .utf16BE || encoding == .utf16LE { encoding = .utf8 }
    if encoding == .xUserDefined { encoding = .windows1252 }
    return encoding
  }

  /// The label after `charset=` in a `content` value, as WebKit reads it: whitespace is any
  /// byte up to U+0020; the label is quoted (up to the matching quote) or runs to whitespace,
  /// a quote or `;`. Empty when there is none.
  static func extractCharset(_ value: [UInt8]) -> [UInt8] {
    let word = Array("charset".utf8)
    var position = 0
    while position + word.count <= value.count {
      let candidate = value[position..<position + word.count].map(lowercased)
      guard candidate == word else {
        position += 1
        continue
      }
      position += word.count
      while position < value.count, value[position] <= 0x20 { position += 1 }
      guard position < value.count else { return [] }
      guard value[position] == 0x3D else { continue }
      position += 1
      while position < value.count, value[position] <= 0x20 { position += 1 }
      var quote: UInt8?
      if position < value.count, value[position] == 0x22 || value[position] == 0x27 {
        quote = value[position]
        position += 1
      }
      guard position < value.count else { return [] }
      var end = position
      while end < value.count {
        let byte = value[end]
        if let quote {
          if byte == quote { break }
        } else if byte <= 0x20 || byte == 0x22 || byte == 0x27 || byte == 0x3B {
          break
        }
        end += 1
      }
      if quote != nil, end == value.count { return [] }
      return Array(value[position..<end])
    }
    return []
  }
}
