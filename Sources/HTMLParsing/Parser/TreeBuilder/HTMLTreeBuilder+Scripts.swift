import DOM

/// What the tree builder does for page scripts: their source line, recorded at the start tag,
/// and, with a ``HTMLParserScriptHost``, running them at the end tag, `document.write`
/// inserting at the insertion point.
extension HTMLTreeBuilder {
  /// Records the line of the page where the source of a script whose start tag was just
  /// inserted starts: the line of the position after the tag's `>`, where WebKit's tree builder
  /// takes the parser's text position (`HTMLTreeBuilder::processScriptStartTag`). Not for a
  /// fragment, nor for a tag that `document.write` inserted (WebKit's `ScriptElement` takes no
  /// line then: such a script starts at line 1).
  mutating func recordScriptStartLine(_ script: Element) {
    guard recordsScriptLines else { return }
    let start = tokenizer.tokenStartOffset
    let isInserted = lineCounter.isInserted(start)
    lineCounter.advance(to: tokenizer.position, in: tokenizer.input)
    lineCounter.forgetInsertions(before: min(start, lineCounter.offset))
    guard !isInserted else { return }
    document.setScriptStartLine(lineCounter.line, of: script)
  }

  /// WebKit's limit on nested `document.write` calls (`Document::write`'s
  /// `cMaxWriteRecursionDepth`): past it, a write inserts nothing.
  static let maximumWriteNesting = 21

  /// The steps of "an end tag whose tag name is 'script'" in the "text" insertion mode after
  /// the pop: the insertion point is just after the end tag, the script runs (the host
  /// prepares and executes it; a write parses at the insertion point meanwhile), and the old
  /// insertion point comes back. The tree is brought up to date first (the pending text
  /// flushed, the document's caches invalidated), since the script can look at it.
  ///
  /// For the call, this parser moves into the ``HTMLParserInsertionPoint`` given to the host
  /// (a placeholder takes its place), so that a write can run it.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#scriptEndTag
  mutating func executeScript(_ script: Element, host: any HTMLParserScriptHost) {
    flushText()
    document.noteParserMutations()
    // 5. Let the insertion point be just before the next input character.
    insertionPoints.append(tokenizer.position)
    // 6.-8. The script runs (the host prepares and executes it).
    let point = HTMLParserInsertionPoint(
      builder: HTMLTreeBuilder(
        markup: HTMLInputBuffer([UInt8]()), document: document, scripting: scripting,
        maximumDepth: nil))
    swap(&self, &point.builder)
    host.executeScript(script, insertionPoint: point)
    point.isActive = false
    swap(&self, &point.builder)
    // 9. Let the insertion point have the value of the old insertion point.
    insertionPoints.removeLast()
  }

  /// `document.write`'s steps for the parser: insert `bytes` into the input just before the
  /// insertion point, then parse up to the insertion point.
  ///
  /// https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#document-write-steps
  mutating func write(_ bytes: [UInt8]) {
    guard let point = insertionPoints.last, !bytes.isEmpty,
      insertionPoints.count <= Self.maximumWriteNesting
    else { return }
    // 6. Insert input into the input stream just before the insertion point.
    lineCounter.advance(to: point, in: tokenizer.input)
    tokenizer.input.insert(bytes, at: point)
    lineCounter.noteInsertion(of: bytes.count, at: point)
    for index in insertionPoints.indices where insertionPoints[index] >= point {
      insertionPoints[index] += bytes.count
    }
    // 7. Process the characters inserted, stopping at the insertion point.
    parseToInsertionPoint()
  }

  /// Processes the tokens that end at or before the insertion point. A token that would run
  /// past it (a tag the write left open, text going on after it) is put back: the tokenizer is
  /// restored to before it, and it is read again once the script returns; plain text before
  /// the insertion point is processed first (``processTextToInsertionPoint(_:)``).
  mutating func parseToInsertionPoint() {
    while let point = insertionPoints.last,
      tokenizer.position < point || tokenizer.pendingToken != nil
    {
      updateCDATAPermission()
      let before = tokenizer
      let kind = tokenizer.next()
      guard kind != .endOfFile, tokenizer.position <= point else {
        tokenizer = before
        processTextToInsertionPoint(point)
        break
      }
      dispatch(kind)
    }
    flushText()
    document.noteParserMutations()
  }

  /// Processes the text between the tokenizer and the insertion point as the standard's
  /// tokenizer would before stopping there (character tokens up to the insertion point), when
  /// it is plain: in the data state with no `<`, `&`, U+0000 or CR, so that the characters are
  /// the bytes. Other text waits for the script to return. (WebKit shows a script the text it
  /// wrote: `document.body.lastChild` is that text.)
  mutating func processTextToInsertionPoint(_ point: Int) {
    guard tokenizer.state == .data, tokenizer.pendingToken == nil, tokenizer.position < point
    else { return }
    let text = tokenizer.input.bytes[tokenizer.position..<point]
    guard !text.contains(where: { $0 == 0x3C || $0 == 0x26 || $0 == 0 || $0 == 0x0D }) else {
      return
    }
    tokenizer.characters.clearKeepingCapacity()
    tokenizer.characters.append(contentsOf: text)
    tokenizer.position = point
    dispatch(.characters)
  }
}
