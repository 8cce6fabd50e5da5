import DOM

/// The insertion modes after the body: "after body", "in frameset", "after frameset", "after
/// after body", "after after frameset".
extension HTMLTreeBuilder {
  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-afterbody
  mutating func afterBody(_ kind: HTMLTokenKind) {
    switch kind {
    case .comment:
      if let root = stack.elements.first { insertComment(into: root.node) }
    case .doctype: return
    case .startTag where tag == .html: inBody(kind)
    case .endTag where tag == .html:
      if context == nil { mode = .afterAfterBody }
    case .endOfFile: return
    default:
      mode = .inBody
      process(kind, in: mode)
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inframeset
  mutating func inFrameset(_ kind: HTMLTokenKind) {
    switch kind {
    case .comment: insertComment()
    case .startTag where tag == .html: inBody(kind)
    case .startTag where tag == .frameset: insertHTMLElement()
    case .endTag where tag == .frameset:
      guard stack.count > 1 else { return }
      pop()
      if context == nil && stack.current?.isHTML(.frameset) != true { mode = .afterFrameset }
    case .startTag where tag == .frame:
      insertHTMLElement()
      pop()
    case .startTag where tag == .noframes: inHead(kind)
    default: return
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-afterframeset
  mutating func afterFrameset(_ kind: HTMLTokenKind) {
    switch kind {
    case .comment: insertComment()
    case .startTag where tag == .html: inBody(kind)
    case .endTag where tag == .html: mode = .afterAfterFrameset
    case .startTag where tag == .noframes: inHead(kind)
    default: return
    }
  }

  /// https://html.spec.whatwg.org/multipage/the-after-after-body-insertion-mode
  mutating func afterAfterBody(_ kind: HTMLTokenKind) {
    switch kind {
    case .comment: insertComment(into: document)
    case .doctype: inBody(kind)
    case .startTag where tag == .html: inBody(kind)
    case .endOfFile: return
    default:
      mode = .inBody
      process(kind, in: mode)
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#the-after-after-frameset-insertion-mode
  mutating func afterAfterFrameset(_ kind: HTMLTokenKind) {
    switch kind {
    case .comment: insertComment(into: document)
    case .doctype: inBody(kind)
    case .startTag where tag == .html: inBody(kind)
    case .startTag where tag == .noframes: inHead(kind)
    default: return
    }
  }
}
