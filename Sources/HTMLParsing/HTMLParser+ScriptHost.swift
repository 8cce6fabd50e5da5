import DOM

extension HTMLParser {
  /// Parses `markup` into `document` as a browser loads a page, running each script at its
  /// end tag through `scriptHost` (the parser pauses there; markup the script writes with
  /// `document.write` is inserted and parsed at the insertion point). `document` must be empty, made
  /// by ``makeDocument(options:)`` (its parser, URL and options); a leading U+FEFF is dropped.
  ///
  /// ``HTMLParserScriptHost`` says where the parse of written markup is approximated.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#scriptEndTag
  public static func parseDocument(
    _ markup: String, into document: Document, options: Options = Options(),
    scriptHost: any HTMLParserScriptHost
  ) {
    var markup = markup
    if markup.utf8.first == 0xEF, markup.unicodeScalars.first == "\u{FEFF}" {
      markup.unicodeScalars.removeFirst()
    }
    _ = HTMLTreeBuilder.parseDocument(
      consuming: &markup, into: document, scripting: options.scriptingEnabled,
      maximumDepth: options.maximumTreeDepth, deadline: nil, scriptHost: scriptHost)
    if options.allowsDeclarativeShadowRoots { DeclarativeShadowRoots.attach(in: document) }
  }
}
