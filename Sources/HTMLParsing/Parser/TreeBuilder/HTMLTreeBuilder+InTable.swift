import DOM

/// The table insertion modes: "in table", "in table text", "in caption", "in column group",
/// "in table body", "in row", "in cell".
extension HTMLTreeBuilder {
  private var currentIsTableLike: Bool {
    guard let current = stack.current, current.namespace == .html else { return false }
    switch current.tag {
    case .table, .tbody, .template, .tfoot, .thead, .tr: return true
    default: return false
    }
  }

  /// Character tokens in table (also for "in table body" and "in row").
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intable
  mutating func inTableCharacters(_ text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    if currentIsTableLike {
      pendingTableText.removeAll(keepingCapacity: true)
      originalMode = mode
      mode = .inTableText
      return text
    }
    fosterParenting = true
    inBodyCharacters(text)
    fosterParenting = false
    return []
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intable
  mutating func inTable(_ kind: HTMLTokenKind) {
    switch kind {
    case .characters, .nullCharacter: return
    case .comment: insertComment()
    case .doctype: return
    case .startTag:
      switch tag {
      case .caption:
        stack.clearBack(to: [.table])
        formatting.insertMarker()
        insertHTMLElement()
        mode = .inCaption
      case .colgroup:
        stack.clearBack(to: [.table])
        insertHTMLElement()
        mode = .inColumnGroup
      case .col:
        stack.clearBack(to: [.table])
        insertHTMLElement(.colgroup)
        mode = .inColumnGroup
        process(kind, in: mode)
      case .tbody, .tfoot, .thead:
        stack.clearBack(to: [.table])
        insertHTMLElement()
        mode = .inTableBody
      case .td, .th, .tr:
        stack.clearBack(to: [.table])
        insertHTMLElement(.tbody)
        mode = .inTableBody
        process(kind, in: mode)
      case .table:
        guard stack.hasInScope(.table, .table) else { return }
        stack.popUntilPopped(.table)
        resetInsertionMode()
        process(kind, in: mode)
      case .style, .script, .template:
        inHead(kind)
      case .input:
        let isHidden = tokenizer.attributes.contains {
          $0.name == Array("type".utf8) && $0.value.map(asciiLower) == Array("hidden".utf8)
        }
        guard isHidden else {
          inTableAnythingElse(kind)
          return
        }
        insertHTMLElement()
        pop()
      case .form:
        guard !stack.containsHTML(.template), formElement == nil else { return }
        formElement = insertHTMLElement().node
        pop()
      default:
        inTableAnythingElse(kind)
      }
    case .endTag:
      switch tag {
      case .table:
        guard stack.hasInScope(.table, .table) else { return }
        stack.popUntilPopped(.table)
        resetInsertionMode()
      case .body, .caption, .col, .colgroup, .html, .tbody, .td, .tfoot, .th, .thead, .tr:
        return
      case .template:
        inHead(kind)
      default:
        inTableAnythingElse(kind)
      }
    case .endOfFile:
      inBody(kind)
    }
  }

  private mutating func inTableAnythingElse(_ kind: HTMLTokenKind) {
    fosterParenting = true
    inBody(kind)
    fosterParenting = false
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intabletext
  mutating func inTableText(_ kind: HTMLTokenKind) {
    flushPendingTableText()
    mode = originalMode
    process(kind, in: mode)
  }

  /// Inserts the pending table character tokens: foster parented when any is not whitespace.
  mutating func flushPendingTableText() {
    guard !pendingTableText.isEmpty else { return }
    let text = pendingTableText
    pendingTableText.removeAll(keepingCapacity: true)
    if text.contains(where: { !isHTMLWhitespace($0) }) {
      fosterParenting = true
      inBodyCharacters(text[...])
      fosterParenting = false
    } else {
      insertCharacters(text[...])
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-incaption
  mutating func inCaption(_ kind: HTMLTokenKind) {
    switch kind {
    case .endTag where tag == .caption:
      _ = closeCaption()
    case .startTag
    where [.caption, .col, .colgroup, .tbody, .td, .tfoot, .th, .thead, .tr]
      .contains(tag),
      .endTag where tag == .table:
      if closeCaption() { process(kind, in: mode) }
    case .endTag
    where [.body, .col, .colgroup, .html, .tbody, .td, .tfoot, .th, .thead, .tr].contains(tag):
      return
    default:
      inBody(kind)
    }
  }

  private mutating func closeCaption() -> Bool {
    guard stack.hasInScope(.caption, .table) else { return false }
    generateImpliedEndTags()
    stack.popUntilPopped(.caption)
    formatting.clearToLastMarker()
    mode = .inTable
    return true
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-incolgroup
  mutating func inColumnGroup(_ kind: HTMLTokenKind) {
    switch kind {
    case .comment: insertComment()
    case .doctype: return
    case .startTag where tag == .html: inBody(kind)
    case .startTag where tag == .col:
      insertHTMLElement()
      pop()
    case .endTag where tag == .colgroup:
      _ = inColumnGroupAnythingElse()
    case .endTag where tag == .col: return
    case .startTag where tag == .template, .endTag where tag == .template:
      inHead(kind)
    case .endOfFile: inBody(kind)
    default:
      if inColumnGroupAnythingElse() { process(kind, in: mode) }
    }
  }

  /// "Anything else" in column group (and `</colgroup>`): whether the token is to be
  /// reprocessed. The standard ignores the token unless the current node is a `colgroup`;
  /// WebKit ignores it when the current node is the root or a `template`, which is the same
  /// unless its depth limit popped the `colgroup` (then WebKit pops what is current: fixture
  /// `parser-depth/popped-mode-elements`).
  mutating func inColumnGroupAnythingElse() -> Bool {
    guard stack.count > 1, stack.current?.isHTML(.template) == false else { return false }
    pop()
    mode = .inTable
    return true
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intbody
  mutating func inTableBody(_ kind: HTMLTokenKind) {
    switch kind {
    case .startTag where tag == .tr:
      stack.clearBack(to: [.tbody, .tfoot, .thead])
      insertHTMLElement()
      mode = .inRow
    case .startTag where tag == .th || tag == .td:
      stack.clearBack(to: [.tbody, .tfoot, .thead])
      insertHTMLElement(.tr)
      mode = .inRow
      process(kind, in: mode)
    case .endTag where tag == .tbody || tag == .tfoot || tag == .thead:
      guard stack.hasInScope(tag, .table) else { return }
      stack.clearBack(to: [.tbody, .tfoot, .thead])
      pop()
      mode = .inTable
    case .startTag where [.caption, .col, .colgroup, .tbody, .tfoot, .thead].contains(tag),
      .endTag where tag == .table:
      guard stack.hasTableSectionInTableScope() else { return }
      stack.clearBack(to: [.tbody, .tfoot, .thead])
      pop()
      mode = .inTable
      process(kind, in: mode)
    case .endTag
    where [.body, .caption, .col, .colgroup, .html, .td, .th, .tr].contains(tag):
      return
    default:
      inTable(kind)
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intr
  mutating func inRow(_ kind: HTMLTokenKind) {
    switch kind {
    case .startTag where tag == .th || tag == .td:
      stack.clearBack(to: [.tr])
      insertHTMLElement()
      mode = .inCell
      formatting.insertMarker()
    case .endTag where tag == .tr:
      _ = closeRow()
    case .startTag
    where [.caption, .col, .colgroup, .tbody, .tfoot, .thead, .tr].contains(tag),
      .endTag where tag == .table:
      if closeRow() { process(kind, in: mode) }
    case .endTag where tag == .tbody || tag == .tfoot || tag == .thead:
      guard stack.hasInScope(tag, .table) else { return }
      if closeRow() { process(kind, in: mode) }
    case .endTag where [.body, .caption, .col, .colgroup, .html, .td, .th].contains(tag):
      return
    default:
      inTable(kind)
    }
  }

  private mutating func closeRow() -> Bool {
    guard stack.hasInScope(.tr, .table) else { return false }
    stack.clearBack(to: [.tr])
    pop()
    mode = .inTableBody
    return true
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intd
  mutating func inCell(_ kind: HTMLTokenKind) {
    switch kind {
    case .endTag where tag == .td || tag == .th:
      guard stack.hasInScope(tag, .table) else { return }
      generateImpliedEndTags()
      stack.popUntilPopped(tag)
      formatting.clearToLastMarker()
      mode = .inRow
    case .startTag
    where [.caption, .col, .colgroup, .tbody, .td, .tfoot, .th, .thead, .tr].contains(tag):
      guard stack.hasInScope(.td, .table) || stack.hasInScope(.th, .table) else { return }
      closeCell()
      process(kind, in: mode)
    case .endTag where [.body, .caption, .col, .colgroup, .html].contains(tag):
      return
    case .endTag where [.table, .tbody, .tfoot, .thead, .tr].contains(tag):
      guard stack.hasInScope(tag, .table) else { return }
      closeCell()
      process(kind, in: mode)
    default:
      inBody(kind)
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#close-the-cell
  private mutating func closeCell() {
    generateImpliedEndTags()
    // The depth limit can have popped the cell while the mode stayed "in cell" (an element put
    // beside the cell at the limit takes its place on the stack): popping until a `td` or `th`
    // would then empty the stack, `html` included (`<a><table><td><d></tr><p><a>` at limit 5
    // then ran the adoption agency with `a` at the bottom of the stack and no common ancestor).
    // The cell is closed already: clear back to the row (or the table) and take the mode from
    // the stack.
    guard stack.hasInScope(.td, .table) || stack.hasInScope(.th, .table) else {
      stack.clearBack(to: [.tr, .table])
      formatting.clearToLastMarker()
      resetInsertionMode()
      return
    }
    while let last = stack.popLast() {
      if last.isHTML(.td) || last.isHTML(.th) { break }
    }
    formatting.clearToLastMarker()
    mode = .inRow
  }
}
