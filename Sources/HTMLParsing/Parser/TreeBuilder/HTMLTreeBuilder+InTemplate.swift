import DOM

/// The "in template" insertion mode.
///
/// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-intemplate
extension HTMLTreeBuilder {
  mutating func inTemplate(_ kind: HTMLTokenKind) {
    switch kind {
    case .characters, .nullCharacter, .comment, .doctype:
      inBody(kind)
    case .startTag:
      switch tag {
      case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template,
        .title:
        inHead(kind)
      case .caption, .colgroup, .tbody, .tfoot, .thead: switchTemplateMode(.inTable, kind)
      case .col: switchTemplateMode(.inColumnGroup, kind)
      case .tr: switchTemplateMode(.inTableBody, kind)
      case .td, .th: switchTemplateMode(.inRow, kind)
      default: switchTemplateMode(.inBody, kind)
      }
    case .endTag:
      if tag == .template { inHead(kind) }
    case .endOfFile:
      guard stack.containsHTML(.template) else { return }
      stack.popUntilPopped(.template)
      formatting.clearToLastMarker()
      if !templateModes.isEmpty { templateModes.removeLast() }
      resetInsertionMode()
      // Reprocessed by the driver, not here: nested templates would recurse once each.
      reprocessesEndOfFile = true
    }
  }

  private mutating func switchTemplateMode(_ newMode: HTMLInsertionMode, _ kind: HTMLTokenKind) {
    if !templateModes.isEmpty { templateModes.removeLast() }
    templateModes.append(newMode)
    mode = newMode
    process(kind, in: mode)
  }
}
