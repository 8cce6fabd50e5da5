import DOM
import HTMLParsing

extension SavedPage {
  /// Parses the main document's bytes as HTML with ``HTMLParsing/HTMLParser``, whatever its
  /// MIME type, passing ``textEncodingName`` as the transport charset (so the HTML standard's
  /// sniffing order applies: BOM, archive charset, `<meta>` prescan, windows-1252), and sets
  /// the document's URL to ``url``. ``makeDocument()`` is what a browser shows instead.
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
  public func makeDocument() -> Document {
    let kind = SavedPageDocumentKind(mimeType: mimeType)
    let document: Document
    switch kind {
    case .html:
      document = parseDocument().document
    case .text:
      document = skeleton(body: "<pre style=\"word-wrap: break-word; white-space: pre-wrap;\">")
      let fallback = textEncodingName.flatMap { TextEncoding(label: $0) } ?? .utf8
      let decoded = TextDecoding.decodeReportingEncoding(bytes, as: fallback)
      document.body?.firstElementChild?.textContent = decoded.text
      document.characterSet = decoded.encoding.name
    case .image:
      document = skeleton(body: "<img>")
      document.body?.firstElementChild?.setAttributeValue(localName: "src", url)
    case .binary:
      document = skeleton(body: "")
    }
    document.contentType = mimeType.isEmpty ? "text/html" : mimeType
    return document
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
