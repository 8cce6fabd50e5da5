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
    let document = makeDocument(options: options)
    var text = text
    text.withUTF8 { utf8 in
      var input = utf8
      if input.count >= 3 && input[0] == 0xEF && input[1] == 0xBB && input[2] == 0xBF {
        input = UnsafeBufferPointer(rebasing: input[3...])
      }
      GumboTreeConverter.parseDocument(
        input, into: document, scripting: options.scriptingEnabled)
    }
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

  private static func parseDocument(
    buffer: UnsafeBufferPointer<UInt8>, transportCharset: String?, options: Options
  ) -> ParsedDocument {
    let raw = UnsafeRawBufferPointer(buffer)
    var sniffed = EncodingSniffer.sniff(raw, transportCharset: transportCharset)
    var (text, used) = TextDecoding.decodeReportingEncoding(raw, as: sniffed.encoding)
    if used != sniffed.encoding {
      sniffed = EncodingSniffResult(encoding: used, confidence: .certain, source: .byteOrderMark)
    }
    var document = parseDocument(text, options: options)
    // "Change the encoding": a meta declaration seen while the confidence is tentative.
    // https://html.spec.whatwg.org/multipage/parsing.html#changing-the-encoding-while-parsing
    if sniffed.confidence == .tentative, let declared = firstMetaEncoding(in: document) {
      var target = declared
      if target == .utf16LE || target == .utf16BE { target = .utf8 }
      if target.name == "x-user-defined" { target = .windows1252 }
      if target != sniffed.encoding {
        (text, used) = TextDecoding.decodeReportingEncoding(raw, as: target)
        sniffed = EncodingSniffResult(encoding: used, confidence: .certain, source: .prescan)
        document = parseDocument(text, options: options)
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
    if options.scriptingEnabled && context.isHTML("noscript") {
      var markup = markup
      markup.withUTF8 { utf8 in
        let text = NoscriptRawText.text(
          of: .init(contentStart: 0, contentEnd: utf8.count), in: utf8)
        if !text.isEmpty { fragment.appendChildForParser(document.createTextForParser(text)) }
      }
      return fragment
    }
    var markup = markup
    markup.withUTF8 { utf8 in
      GumboTreeConverter.parseFragment(
        utf8,
        context: .init(localName: context.localName, namespace: context.namespace),
        into: fragment, scripting: options.scriptingEnabled)
    }
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
