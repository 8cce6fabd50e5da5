import DOM

/// Turns HTML text or bytes into a `Document`, or markup into a `DocumentFragment`, as Safari's
/// parser does (scripting enabled), using gumbo for tree construction.
///
/// https://html.spec.whatwg.org/multipage/parsing.html
public enum HTMLParser {
  /// Parsing choices.
  public struct Options: Sendable {
    /// Whether scripting is enabled: `noscript` content is then raw text (Safari's behaviour).
    public var scriptingEnabled = true
    /// The document's URL.
    public var url = "about:blank"
    /// The most elements the parser nests: past this many open elements, a new element or
    /// comment is inserted beside the current node (as a child of its parent) instead of in
    /// it. Safari's parser does this at 512 (WebKit's `maximumHTMLParserDOMTreeDepth`), so a
    /// page nested deeper has a flatter tree there than the standard gives; `nil` follows the
    /// standard (no limit). https://html.spec.whatwg.org/multipage/parsing.html#insert-a-foreign-element
    /// describes insertion without it.
    public var maximumTreeDepth: Int? = 512
    /// Whether `<template shadowrootmode>` makes a declarative shadow root (the document's
    /// "allow declarative shadow roots"): true for pages, false for `DOMParser`, as in WebKit.
    ///
    /// https://dom.spec.whatwg.org/#document-allow-declarative-shadow-roots
    public var allowsDeclarativeShadowRoots = true
    /// Large inputs are parsed with the slab allocator (tests compare it with malloc).
    var usesSlabAllocator = true

    /// Safari's defaults.
    public init() {}
  }

  /// A parsed document and how its bytes were decoded.
  public struct ParsedDocument {
    /// The document.
    public var document: Document
    /// The encoding used, with the sniffing step that chose it.
    public var encoding: EncodingSniffResult
  }

  /// Parses a whole document from text. A leading U+FEFF (BOM) is dropped.
  public static func parseDocument(_ text: String, options: Options = Options()) -> Document {
    var markup = text
    return parseDocument(consuming: &markup, options: options)
  }

  /// Parses `markup`, releasing its storage as soon as it can when this is its only owner.
  static func parseDocument(consuming markup: inout String, options: Options) -> Document {
    let document = makeDocument(options: options)
    if markup.utf8.first == 0xEF, markup.unicodeScalars.first == "\u{FEFF}" {
      markup.unicodeScalars.removeFirst()
    }
    GumboTreeConverter.parseDocument(
      &markup, into: document, scripting: options.scriptingEnabled,
      maximumDepth: options.maximumTreeDepth, slabs: options.usesSlabAllocator)
    if options.allowsDeclarativeShadowRoots { DeclarativeShadowRoots.attach(in: document) }
    return document
  }

  /// Parses a whole document from bytes, choosing the encoding with the HTML standard's
  /// sniffing algorithm: BOM, then the transport-supplied charset (`Content-Type`), then the
  /// `<meta>` prescan of the first 1024 bytes, then windows-1252. A `<meta>` charset found
  /// later by the parser while the encoding is still tentative re-decodes the document, as
  /// browsers do.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#encoding-sniffing-algorithm
  public static func parseDocument(
    bytes: some Collection<UInt8>, transportCharset: String? = nil, options: Options = Options()
  ) -> ParsedDocument {
    let contiguous =
      bytes.withContiguousStorageIfAvailable { ContiguousBytes.borrowed($0) }
      ?? .owned(Array(bytes))
    return contiguous.withBuffer { buffer in
      parseDocument(buffer: buffer, transportCharset: transportCharset, options: options)
    }
  }

  private enum ContiguousBytes {
    case borrowed(UnsafeBufferPointer<UInt8>)
    case owned([UInt8])

    func withBuffer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
      switch self {
      case .borrowed(let buffer): body(buffer)
      case .owned(let array): array.withUnsafeBufferPointer(body)
      }
    }
  }

  /// Parses a whole document from bytes it takes over: the bytes are released once decoded
  /// (and no later `<meta>` can change the encoding), so a large page is not held twice while
  /// it is parsed. Pass `consume bytes`.
  public static func parseDocument(
    bytes: consuming [UInt8], transportCharset: String? = nil, options: Options = Options()
  ) -> ParsedDocument {
    var bytes = bytes
    var (sniffed, text) = bytes.withUnsafeBufferPointer { buffer in
      decode(buffer, transportCharset: transportCharset)
    }
    if sniffed.confidence != .tentative
      || !bytes.withUnsafeBufferPointer({ mayDeclareOtherEncoding($0, than: sniffed.encoding) })
    {
      bytes = []
    }
    var document = parseDocument(consuming: &text, options: options)
    if sniffed.confidence == .tentative {
      if let target = encodingChange(in: document, from: sniffed) {
        var (text, used) = bytes.withUnsafeBytes {
          TextDecoding.decodeReportingEncoding($0, as: target)
        }
        bytes = []
        sniffed = EncodingSniffResult(encoding: used, confidence: .certain, source: .prescan)
        document = parseDocument(consuming: &text, options: options)
      } else {
        sniffed.confidence = .certain
      }
    }
    document.characterSet = sniffed.encoding.name
    return ParsedDocument(document: document, encoding: sniffed)
  }

  /// Whether the markup mentions `charset` followed by a label naming an encoding other than
  /// `encoding`: only then can the parser's "change the encoding" step need the bytes again.
  static func mayDeclareOtherEncoding(
    _ bytes: UnsafeBufferPointer<UInt8>, than encoding: TextEncoding
  )
    -> Bool
  {
    let word: [UInt8] = Array("charset".utf8)
    let n = bytes.count
    var i = 0
    while i + word.count < n {
      if bytes[i] | 0x20 == 0x63 {
        var k = 0
        while k < word.count && bytes[i + k] | 0x20 == word[k] { k += 1 }
        if k == word.count {
          // Skip spaces, `=`, quotes; read the label up to a delimiter.
          var j = i + k
          while j < n && [0x20, 0x09, 0x0A, 0x0C, 0x0D, 0x3D, 0x22, 0x27].contains(bytes[j]) {
            j += 1
          }
          let start = j
          while j < n && j - start < 40
            && !([0x20, 0x09, 0x0A, 0x0C, 0x0D, 0x22, 0x27, 0x3B, 0x3E, 0x2F].contains(bytes[j]))
          {
            j += 1
          }
          let label = String(decoding: bytes[start..<j], as: UTF8.self)
          if var declared = TextEncoding(label: label) {
            if declared == .utf16LE || declared == .utf16BE { declared = .utf8 }
            if declared == .xUserDefined { declared = .windows1252 }
            if declared != encoding { return true }
          }
          i = j
          continue
        }
      }
      i += 1
    }
    return false
  }

  /// Sniffs and decodes; a BOM found by the decoder wins.
  private static func decode(_ buffer: UnsafeBufferPointer<UInt8>, transportCharset: String?)
    -> (EncodingSniffResult, String)
  {
    let raw = UnsafeRawBufferPointer(buffer)
    var sniffed = EncodingSniffer.sniff(raw, transportCharset: transportCharset)
    let (text, used) = TextDecoding.decodeReportingEncoding(raw, as: sniffed.encoding)
    if used != sniffed.encoding {
      sniffed = EncodingSniffResult(encoding: used, confidence: .certain, source: .byteOrderMark)
    }
    return (sniffed, text)
  }

  /// The encoding a `<meta>` in `document` switches to, when it differs from the tentative one.
  /// https://html.spec.whatwg.org/multipage/parsing.html#changing-the-encoding-while-parsing
  private static func encodingChange(in document: Document, from sniffed: EncodingSniffResult)
    -> TextEncoding?
  {
    guard let declared = firstMetaEncoding(in: document) else { return nil }
    var target = declared
    if target == .utf16LE || target == .utf16BE { target = .utf8 }
    if target == .xUserDefined { target = .windows1252 }
    return target == sniffed.encoding ? nil : target
  }

  private static func parseDocument(
    buffer: UnsafeBufferPointer<UInt8>, transportCharset: String?, options: Options
  ) -> ParsedDocument {
    var (sniffed, text) = decode(buffer, transportCharset: transportCharset)
    var document = parseDocument(consuming: &text, options: options)
    if sniffed.confidence == .tentative {
      if let target = encodingChange(in: document, from: sniffed) {
        var (text, used) = TextDecoding.decodeReportingEncoding(
          UnsafeRawBufferPointer(buffer), as: target)
        sniffed = EncodingSniffResult(encoding: used, confidence: .certain, source: .prescan)
        document = parseDocument(consuming: &text, options: options)
      } else {
        sniffed.confidence = .certain
      }
    }
    document.characterSet = sniffed.encoding.name
    return ParsedDocument(document: document, encoding: sniffed)
  }

  /// The encoding named by the first `meta` element with a `charset` attribute, or an
  /// `http-equiv="content-type"` with a charset in its `content`.
  private static func firstMetaEncoding(in document: Document) -> TextEncoding? {
    for element in document.descendantElements where element.isHTML("meta") {
      if let charset = element.attributeValue(localName: "charset") {
        if let encoding = TextEncoding(label: charset) { return encoding }
        continue
      }
      if let equiv = element.attributeValue(localName: "http-equiv"),
        equiv.asciiCaseInsensitiveEquals("content-type"),
        let content = element.attributeValue(localName: "content"),
        let encoding = EncodingSniffer.encodingFromMetaContent(content)
      {
        return encoding
      }
    }
    return nil
  }

  /// Parses `markup` as the children of `context` would be parsed (innerHTML), into a new
  /// fragment of the context's document.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#html-fragment-parsing-algorithm
  public static func parseFragment(
    _ markup: String, context: Element, options: Options = Options()
  ) -> DocumentFragment {
    let document = context.nodeDocument
    let fragment = document.createDocumentFragment()
    // With scripting on, a noscript context makes the whole markup raw text.
    var markup = markup
    if options.scriptingEnabled && context.isHTML("noscript") {
      markup.withUTF8 { utf8 in
        let text = NoscriptRawText.text(
          of: .init(contentStart: 0, contentEnd: utf8.count), in: utf8)
        if !text.isEmpty { fragment.appendChildForParser(document.createTextForParser(text)) }
      }
      return fragment
    }
    GumboTreeConverter.parseFragment(
      &markup, context: .init(localName: context.localName, namespace: context.namespace),
      into: fragment, scripting: options.scriptingEnabled,
      maximumDepth: options.maximumTreeDepth, slabs: options.usesSlabAllocator)
    return fragment
  }

  /// Makes an empty HTML document with this parser attached for `innerHTML` and friends.
  public static func makeDocument(options: Options = Options()) -> Document {
    let document = Document(isHTML: true)
    document.url = options.url
    document.fragmentParser = FragmentParser(options: options)
    return document
  }

  /// gumbo's parse alone (no DOM), for benchmarks; returns gumbo's node count.
  public static func benchmarkGumboOnly(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
    GumboTreeConverter.parseOnly(utf8)
  }
}

/// The fragment parser installed on documents this module makes.
struct FragmentParser: HTMLFragmentParsing {
  let options: HTMLParser.Options

  func parseFragment(_ markup: String, context: Element) -> DocumentFragment {
    HTMLParser.parseFragment(markup, context: context, options: options)
  }
}
