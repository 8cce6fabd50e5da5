import DOM
import HTMLParsing

extension SavedPage {
  /// Parses the main document's bytes as HTML with ``HTMLParsing/HTMLParser``, whatever its
  /// MIME type, passing ``textEncodingName`` as the transport charset (so the HTML standard's
  /// sniffing order applies: BOM, transport or archive charset, `<meta>` declaration, then
  /// UTF-8 when the bytes are valid UTF-8 holding non-ASCII if `options.detectsUTF8`, else
  /// windows-1252), and sets the document's URL to ``url``. ``makeDocument(options:)`` is what
  /// a browser shows instead.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#encoding-sniffing-algorithm
  public func parseDocument(
    options: HTMLParser.Options = HTMLParser.Options()
  ) -> HTMLParser.ParsedDocument {
    var options = options
    options.url = url
    let parsed = HTMLParser.parseDocument(
      bytes: bytes, transportCharset: textEncodingName, options: options)
    parsed.document.url = url
    return parsed
  }

  /// The document a browser makes for the main resource, by its ``mimeType``
  /// (see ``SavedPageDocumentKind``), with its URL set to ``url`` and its `contentType` set to
  /// the MIME type:
  ///
  /// - HTML (`text/html`, `application/xhtml+xml`, or no type): ``parseDocument(options:)``.
  /// - Text (`text/plain`, `text/css`, `application/json`, JavaScript, XML…): a synthetic
  ///   document `<html><head></head><body><pre style="word-wrap: break-word; white-space:
  ///   pre-wrap;">TEXT</pre></body></html>`, as WebKit shows a text file; the text is decoded
  ///   with ``textEncodingName`` (UTF-8 when absent or unknown; a byte order mark wins), and
  ///   `characterSet` is the encoding used.
  /// - Image (`image/*`): `<html><head></head><body><img src="URL"></body></html>`.
  /// - Anything else (binary): an empty `<body>`.
  public func makeDocument(options: HTMLParser.Options = HTMLParser.Options()) -> Document {
    makeDocumentReportingEncoding(options: options).document
  }

  /// The document of ``makeDocument(options:)`` and the step of the encoding sniffing algorithm
  /// that chose its encoding: for an HTML document, the parser's; for a text file,
  /// ``EncodingSniffResult/Source/byteOrderMark``, ``EncodingSniffResult/Source/transport`` (a
  /// known ``textEncodingName``) or ``EncodingSniffResult/Source/default`` (UTF-8); for an image
  /// or binary file, whose bytes are not decoded, ``EncodingSniffResult/Source/default``.
  public func makeDocumentReportingEncoding(
    options: HTMLParser.Options = HTMLParser.Options()
  ) -> (document: Document, source: EncodingSniffResult.Source) {
    let kind = SavedPageDocumentKind(mimeType: mimeType)
    let document: Document
    var source = EncodingSniffResult.Source.default
    switch kind {
    case .html:
      let parsed = parseDocument(options: options)
      document = parsed.document
      source = parsed.encoding.source
    case .text:
      document = skeleton(body: "<pre style=\"word-wrap: break-word; white-space: pre-wrap;\">")
      let transport = textEncodingName.flatMap { TextEncoding(label: $0) }
      let decoded = TextDecoding.decodeReportingEncoding(bytes, as: transport ?? .utf8)
      document.body?.firstElementChild?.textContent = decoded.text
      document.characterSet = decoded.encoding.name
      if decoded.encoding != (transport ?? .utf8) {
        source = .byteOrderMark
      } else if transport != nil {
        source = .transport
      }
    case .image:
      document = skeleton(body: "<img>")
      document.body?.firstElementChild?.setAttributeValue(localName: "src", url)
    case .binary:
      document = skeleton(body: "")
    }
    document.contentType = mimeType.isEmpty ? "text/html" : mimeType
    return (document, source)
  }

  /// An HTML document `<html><head></head><body>BODY</body></html>` at ``url``, with the
  /// fragment parser attached.
  private func skeleton(body: String) -> Document {
    var options = HTMLParser.Options()
    options.url = url
    let document = HTMLParser.parseDocument(
      "<html><head></head><body>\(body)</body></html>", options: options)
    document.url = url
    return document
  }
}
