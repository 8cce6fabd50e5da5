import DOM
import HTMLParsing

extension Runtime {
  /// Parses `markup` into the runtime's document, which must be empty (made by
  /// ``HTMLParsing/HTMLParser/makeDocument(options:)``), running each of the page's scripts in
  /// the page world when the parser reaches its end tag, as a browser's parser does: the script
  /// sees the tree built so far, and the markup it writes with `document.write` is inserted and
  /// parsed at the insertion point (``ParserScriptHost``; ``HTMLParsing/HTMLParserScriptHost``
  /// says where that is approximated). `document.readyState` is `loading` meanwhile; the end of the load
  /// (`DOMContentLoaded`, `load`) is not run, and ``runPageScripts()`` does nothing afterwards.
  ///
  /// The html5lib `scripted/` tree-construction cases run through this. actionjs's page-script
  /// mode does not: a saved page is parsed before the runtime exists, and
  /// ``runPageScripts()`` runs its scripts over the whole tree (docs/safari-behavior.md).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#scriptEndTag
  package func parseDocumentRunningScripts(
    _ markup: String, options: HTMLParser.Options = HTMLParser.Options()
  ) {
    let runner = scriptElements
    runner.attach()
    runner.markPageScriptsRun()
    let host = ParserScriptHost(runtime: self)
    runner.parserScriptHost = host
    defer { runner.parserScriptHost = nil }
    document.readyState = .loading
    HTMLParser.parseDocument(markup, into: document, options: options, scriptHost: host)
    // Scripts the parse did not run (an end of file inside one) are started too, as the
    // "text" insertion mode's end-of-file step says.
    runner.markParsed(document)
    document.updateReadiness(.interactive)
  }
}
