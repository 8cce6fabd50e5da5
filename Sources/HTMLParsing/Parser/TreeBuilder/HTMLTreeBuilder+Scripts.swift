import DOM

/// What the tree builder does for page scripts: their source line, recorded at the start tag,
/// and, with a ``HTMLParserScriptHost``, running them at the end tag with `document.write`'s
/// markup inserted at the insertion point.
extension HTMLTreeBuilder {
  /// Records the line of the page where the source of a script whose start tag was just
  /// inserted starts: the line of the position after the tag's `>`, where WebKit's tree builder
  /// takes the parser's text position (`HTMLTreeBuilder::processScriptStartTag`). Not for a
  /// fragment, nor for a tag that `document.write` inserted (WebKit's `ScriptElement` takes no
  /// line then: such a script starts at line 1).
  mutating func recordScriptStartLine(_ script: Element) {
    guard recordsScriptLines, !lineCounter.isInserted(tokenizer.tokenStartOffset) else { return }
    lineCounter.advance(to: tokenizer.position, in: tokenizer.input)
    document.setScriptStartLine(lineCounter.line, of: script)
  }

  /// The steps of "an end tag whose tag name is 'script'" in the "text" insertion mode after
  /// the pop: the insertion point is just after the end tag, the script runs (the host
  /// prepares and executes it), and what it wrote is inserted there, to be tokenized next.
  /// The tree is brought up to date first (the pending text flushed, the document's caches
  /// invalidated), since the script can look at it.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#scriptEndTag
  mutating func executeScript(_ script: Element, host: any HTMLParserScriptHost) {
    flushText()
    document.noteParserMutations()
    let written = host.executeScript(script)
    guard !written.isEmpty else { return }
    // Insert input into the input stream just before the insertion point.
    // https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
    let insertionPoint = tokenizer.position
    lineCounter.advance(to: insertionPoint, in: tokenizer.input)
    let bytes = Array(written.utf8)
    tokenizer.input.insert(bytes, at: insertionPoint)
    lineCounter.noteInsertion(of: bytes.count)
  }
}
