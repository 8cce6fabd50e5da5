import DOM
import HTMLParsing

extension SavedPage {
  /// Parses the main document with ``HTMLParsing/HTMLParser``, passing ``textEncodingName`` as
  /// the transport charset (so the HTML standard's sniffing order applies: BOM, archive
  /// charset, `<meta>` prescan, windows-1252), and sets the document's URL to ``url``.
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

  /// The parsed main document with its URL set; see ``parseDocument(options:)``.
  public func makeDocument() -> Document {
    parseDocument().document
  }
}
