import DOM

/// The "in select" and "in select in table" insertion modes, as WebKit 2.50 (Safari) parses
/// `select` content: the standard's rules before customizable `select` (whatwg/html#10548,
/// 2025), where only `option`, `optgroup`, `hr`, `script` and `template` make elements in a
/// `select` and other markup is dropped (its text kept). The html5lib cases that expect the
/// newer rules are recorded with WebKit's trees in
/// `Tests/HTMLParsingTests/Fixtures/html5lib/tree-construction-webkit.txt` (28 cases).
///
/// https://html.spec.whatwg.org/commit-snapshots/2d9aadf9bc8d1fc1b0d8bc5fbc0a0e1d19f3b6f8/#parsing-main-inselect
extension HTMLTreeBuilder {
  /// Character tokens in select: U+0000 is dropped, the rest inserted.
  mutating func inSelectCharacters(_ text: ArraySlice<UInt8>) {
    insertCharactersDroppingNull(text)
  }

  /// https://html.spec.whatwg.org/commit-snapshots/2d9aadf9bc8d1fc1b0d8bc5fbc0a0e1d19f3b6f8/#parsing-main-inselect
  mutating func inSelect(_ kind: HTMLTokenKind) {
    switch kind {
    case .characters, .nullCharacter, .doctype: return
    case .comment: insertComment()
    case .startTag: inSelectStartTag()
    case .endTag: inSelectEndTag()
    case .endOfFile: inBody(kind)
    }
  }

  private mutating func inSelectStartTag() {
    switch tag {
    case .html: inBody(.startTag)
    case .option:
      if stack.current?.isHTML(.option) == true { pop() }
      insertHTMLElement()
    case .optgroup:
      if stack.current?.isHTML(.option) == true { pop() }
      if stack.current?.isHTML(.optgroup) == true { pop() }
      insertHTMLElement()
    case .hr:
      if stack.current?.isHTML(.option) == true { pop() }
      if stack.current?.isHTML(.optgroup) == true { pop() }
      insertHTMLElement()
      pop()
    case .select:
      // Parse error: treated as an end tag.
      guard stack.hasInScope(.select, .select) else { return }
      stack.popUntilPopped(.select)
      resetInsertionMode()
    case .input, .keygen, .textarea:
      guard stack.hasInScope(.select, .select) else { return }
      closeSelectAndReprocess(.startTag)
    case .script, .template: inHead(.startTag)
    default: return
    }
  }

  private mutating func inSelectEndTag() {
    switch tag {
    case .optgroup:
      let count = stack.count
      if count >= 2, stack.elements[count - 1].isHTML(.option),
        stack.elements[count - 2].isHTML(.optgroup)
      {
        pop()
      }
      if stack.current?.isHTML(.optgroup) == true { pop() }
    case .option:
      if stack.current?.isHTML(.option) == true { pop() }
    case .select:
      guard stack.hasInScope(.select, .select) else { return }
      stack.popUntilPopped(.select)
      resetInsertionMode()
    case .template: inHead(.endTag)
    default: return
    }
  }

  /// https://html.spec.whatwg.org/commit-snapshots/2d9aadf9bc8d1fc1b0d8bc5fbc0a0e1d19f3b6f8/#parsing-main-inselectintable
  mutating func inSelectInTable(_ kind: HTMLTokenKind) {
    switch (kind, tag) {
    case (.startTag, .caption), (.startTag, .table), (.startTag, .tbody), (.startTag, .tfoot),
      (.startTag, .thead), (.startTag, .tr), (.startTag, .td), (.startTag, .th):
      closeSelectAndReprocess(kind)
    case (.endTag, .caption), (.endTag, .table), (.endTag, .tbody), (.endTag, .tfoot),
      (.endTag, .thead), (.endTag, .tr), (.endTag, .td), (.endTag, .th):
      guard stack.hasInScope(tag, .table) else { return }
      closeSelectAndReprocess(kind)
    default:
      inSelect(kind)
    }
  }

  /// Pops the open `select` and processes the token again in the mode the stack then calls for.
  /// Without a `select` in select scope (WebKit's depth limit can have closed it while the mode
  /// stayed), the mode is reset from the stack instead; a token that would come back to a
  /// select mode is dropped, so that no token is reprocessed forever.
  private mutating func closeSelectAndReprocess(_ kind: HTMLTokenKind) {
    if stack.hasInScope(.select, .select) { stack.popUntilPopped(.select) }
    resetInsertionMode()
    guard mode != .inSelect && mode != .inSelectInTable else { return }
    process(kind, in: mode)
  }
}
