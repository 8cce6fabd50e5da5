import DOM

/// Turns HTML text or bytes into a `Document`, or markup into a `DocumentFragment`, as Safari's
/// parser does (scripting enabled), with the HTML standard's tokenizer and tree builder written
/// in Swift (`Sources/HTMLParsing/Parser`), building DOM nodes directly.
///
/// https://html.spec.whatwg.org/multipage/parsing.html
public enum HTMLParser {
  /// Parsing choices.
  public struct Options: Sendable {
    /// Whether scripting is enabled: `noscript` content is then raw text (Safari's behaviour).
    public var scriptingEnabled = true
    /// The document's URL.
    public var url = "about:blank"
    /// The most elements the parser nests: once this many elements are open (the `html`
    /// element, or a fragment's root, is the first), a new element or comment is inserted
    /// beside the current node (as a child of its parent) instead of in it. Safari's parser
    /// does this at 512 (WebKit's `maximumHTMLParserDOMTreeDepth`), so a page nested deeper has
    /// a flatter tree there than the standard gives; `nil` follows the standard (no limit). https://html.spec.whatwg.org/multipage/parsing.html#insert-a-foreign-element
    /// describes insertion without it.
    public var maximumTreeDepth: Int? = 512
    /// Whether a document given as bytes with no byte order mark, no transport charset and no
    /// `<meta>` declaration is UTF-8 when its bytes are valid UTF-8 and hold non-ASCII (as
    /// Chrome and Firefox decide for local files), else windows-1252. `false` gives the HTML
    /// standard's default (windows-1252) to every such document. See
    /// ``EncodingSniffer/sniff(_:transportCharset:override:defaultEncoding:detectsUTF8:)-(UnsafeRawBufferPointer,_,_,_,_)``.
    public var detectsUTF8 = true
    /// Whether `<template shadowrootmode>` makes a declarative shadow root (the document's
    /// "allow declarative shadow roots"): true for pages, false for `DOMParser`, as in WebKit.
    ///
    /// https://dom.spec.whatwg.org/#document-allow-declarative-shadow-roots
    public var allowsDeclarativeShadowRoots = true
    /// Safari's defaults, with UTF-8 detection on (``detectsUTF8``).
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
    _ = HTMLTreeBuilder.parseDocument(
      consuming: &markup, into: document, scripting: options.scriptingEnabled,
      maximumDepth: options.maximumTreeDepth, deadline: nil)
    if options.allowsDeclarativeShadowRoots { DeclarativeShadowRoots.attach(in: document) }
    return document
  }

  /// Parses a whole document from bytes, choosing the encoding with the HTML standard's
  /// sniffing algorithm as WebKit runs it: a byte order mark, then the transport-supplied
  /// charset (`Content-Type`), then a `<meta>` declaration found by WebKit's scan (the whole
  /// head, and at least the first 1024 bytes: ``EncodingSniffer/metaCharsetScan(_:)-(UnsafeRawBufferPointer)``),
  /// then, with ``Options/detectsUTF8``, UTF-8 when the bytes are valid UTF-8 and hold
  /// non-ASCII, else windows-1252. The encoding is chosen once, before parsing: a `<meta>` the
  /// scan did not reach (in the body, past the first 1024 bytes) does not change it, as in
  /// WebKit, whose parser never re-decodes a document (the standard's "change the encoding"
  /// step does; fixture `charset/late-meta-in-body`).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#encoding-sniffing-algorithm
  public static func parseDocument(
    bytes: some Collection<UInt8>, transportCharset: String? = nil, options: Options = Options()
  ) -> ParsedDocument {
    let contiguous =
      bytes.withContiguousStorageIfAvailable { ContiguousBytes.borrowed($0) }
      ?? .owned(Array(bytes))
    var (sniffed, text) = contiguous.withBuffer { buffer in
      decode(buffer, transportCharset: transportCharset, options: options)
    }
    return parseDecoded(&text, sniffed: &sniffed, options: options)
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

  /// Parses a whole document from bytes it takes over: the bytes are released once decoded,
  /// so a large page is not held twice while it is parsed. Pass `consume bytes`.
  public static func parseDocument(
    bytes: consuming [UInt8], transportCharset: String? = nil, options: Options = Options()
  ) -> ParsedDocument {
    var bytes = bytes
    var (sniffed, text) = bytes.withUnsafeBufferPointer { buffer in
      decode(buffer, transportCharset: transportCharset, options: options)
    }
    bytes = []
    return parseDecoded(&text, sniffed: &sniffed, options: options)
  }

  /// Parses the decoded text; the encoding is then settled (confidence certain).
  private static func parseDecoded(
    _ text: inout String, sniffed: inout EncodingSniffResult, options: Options
  ) -> ParsedDocument {
    let document = parseDocument(consuming: &text, options: options)
    sniffed.confidence = .certain
    document.characterSet = sniffed.encoding.name
    return ParsedDocument(document: document, encoding: sniffed)
  }

  /// Sniffs and decodes; a BOM found by the decoder wins.
  private static func decode(
    _ buffer: UnsafeBufferPointer<UInt8>, transportCharset: String?, options: Options
  ) -> (EncodingSniffResult, String) {
    let raw = UnsafeRawBufferPointer(buffer)
    var sniffed = EncodingSniffer.sniff(
      raw, transportCharset: transportCharset, detectsUTF8: options.detectsUTF8)
    let (text, used) = TextDecoding.decodeReportingEncoding(raw, as: sniffed.encoding)
    if used != sniffed.encoding {
      sniffed = EncodingSniffResult(encoding: used, confidence: .certain, source: .byteOrderMark)
    }
    return (sniffed, text)
  }

  /// Parses `markup` as the children of `context` would be parsed (innerHTML), into a new
  /// fragment of the context's document.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#html-fragment-parsing-algorithm
  public static func parseFragment(
    _ markup: String, context: Element, options: Options = Options()
  ) -> DocumentFragment {
    // Without a deadline the parse always completes.
    parseFragment(markup, context: context, options: options, cpuDeadline: nil)
      ?? context.nodeDocument.createDocumentFragment()
  }

  /// Parses as ``parseFragment(_:context:options:)`` does, giving up once the thread's CPU
  /// time (`CLOCK_THREAD_CPUTIME_ID`, in nanoseconds) passes `cpuDeadline`: `nil` then. For
  /// markup a script hands over (`innerHTML` of many megabytes), which the script time limit
  /// must bound.
  public static func parseFragment(
    _ markup: String, context: Element, options: Options = Options(), cpuDeadline: UInt64?
  ) -> DocumentFragment? {
    let document = context.nodeDocument
    let fragment = document.createDocumentFragment()
    let completed = HTMLTreeBuilder.parseFragment(
      markup, context: context, into: fragment, scripting: options.scriptingEnabled,
      maximumDepth: options.maximumTreeDepth, deadline: cpuDeadline)
    return completed ? fragment : nil
  }

  /// Makes an empty HTML document with this parser attached for `innerHTML` and friends.
  public static func makeDocument(options: Options = Options()) -> Document {
    let document = Document(isHTML: true)
    document.url = options.url
    document.fragmentParser = FragmentParser(options: options)
    return document
  }
}

/// The fragment parser installed on documents this module makes.
struct FragmentParser: HTMLFragmentParsing {
  let options: HTMLParser.Options

  func parseFragment(_ markup: String, context: Element) -> DocumentFragment {
    HTMLParser.parseFragment(markup, context: context, options: options)
  }

  func parseFragment(_ markup: String, context: Element, cpuDeadline: UInt64?)
    -> DocumentFragment?
  {
    HTMLParser.parseFragment(markup, context: context, options: options, cpuDeadline: cpuDeadline)
  }
}
