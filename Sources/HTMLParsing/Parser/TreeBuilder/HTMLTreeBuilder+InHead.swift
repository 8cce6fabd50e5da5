import DOM

/// The insertion modes before the body: "initial", "before html", "before head", "in head",
/// "in head noscript", "after head"; and "text".
extension HTMLTreeBuilder {
  /// https://html.spec.whatwg.org/multipage/parsing.html#the-initial-insertion-mode
  mutating func initial(_ kind: HTMLTokenKind) {
    switch kind {
    case .comment: insertComment(into: document)
    case .doctype:
      let token = tokenizer.doctype
      let name = token.name.map { String(decoding: $0, as: UTF8.self) } ?? ""
      let publicId = token.publicIdentifier.map { String(decoding: $0, as: UTF8.self) }
      let systemId = token.systemIdentifier.map { String(decoding: $0, as: UTF8.self) }
      document.appendChildForParser(
        document.createDocumentTypeForParser(
          name: name, publicId: publicId ?? "", systemId: systemId ?? ""))
      if context == nil {
        document.mode =
          token.forceQuirks
          ? .quirks
          : DoctypeQuirks.mode(
            name: token.name == nil ? nil : name, publicId: publicId, systemId: systemId)
      }
      mode = .beforeHTML
    default:
      initialAnythingElse()
      process(kind, in: mode)
    }
  }

  mutating func initialAnythingElse() {
    if context == nil { document.mode = .quirks }
    mode = .beforeHTML
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#the-before-html-insertion-mode
  mutating func beforeHTML(_ kind: HTMLTokenKind) {
    switch kind {
    case .doctype: return
    case .comment: insertComment(into: document)
    case .startTag where tag == .html:
      let element = createHTMLElement(.html, name: [])
      document.appendChildForParser(element)
      stack.push(HTMLOpenElement(node: element, tag: .html, namespace: .html))
      mode = .beforeHead
    case .endTag where tag != .head && tag != .body && tag != .html && tag != .br:
      return
    default:
      beforeHTMLAnythingElse()
      process(kind, in: mode)
    }
  }

  mutating func beforeHTMLAnythingElse() {
    flushText()
    let element = document.createElement(name: htmlName(.html, []))
    document.appendChildForParser(element)
    stack.push(HTMLOpenElement(node: element, tag: .html, namespace: .html))
    mode = .beforeHead
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#the-before-head-insertion-mode
  mutating func beforeHead(_ kind: HTMLTokenKind) {
    switch kind {
    case .comment: insertComment()
    case .doctype: return
    case .startTag where tag == .html: inBody(kind)
    case .startTag where tag == .head:
      headElement = insertHTMLElement().node
      mode = .inHead
    case .endTag where tag != .head && tag != .body && tag != .html && tag != .br:
      return
    default:
      beforeHeadAnythingElse()
      process(kind, in: mode)
    }
  }

  mutating func beforeHeadAnythingElse() {
    headElement = insertHTMLElement(.head).node
    mode = .inHead
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inhead
  mutating func inHead(_ kind: HTMLTokenKind) {
    switch kind {
    case .comment: insertComment()
    case .doctype: return
    case .startTag:
      switch tag {
      case .html: inBody(kind)
      case .base, .basefont, .bgsound, .link, .meta:
        insertHTMLElement()
        pop()
      case .title: parseRawText(.rcdata)
      case .noscript where scripting: parseRawText(.rawtext)
      case .noframes, .style: parseRawText(.rawtext)
      case .noscript:
        insertHTMLElement()
        mode = .inHeadNoscript
      case .script:
        let script = insertHTMLElement()
        recordScriptStartLine(script.node)
        tokenizer.state = .scriptData
        originalMode = mode
        mode = .text
      case .template:
        insertHTMLElement()
        formatting.insertMarker()
        framesetOK = false
        mode = .inTemplate
        templateModes.append(.inTemplate)
      case .head: return
      default:
        inHeadAnythingElse()
        process(kind, in: mode)
      }
    case .endTag:
      switch tag {
      case .head:
        pop()
        mode = .afterHead
      case .body, .html, .br:
        inHeadAnythingElse()
        process(kind, in: mode)
      case .template:
        guard stack.containsHTML(.template) else { return }
        generateAllImpliedEndTagsThoroughly()
        stack.popUntilPopped(.template)
        formatting.clearToLastMarker()
        templateModes.removeLast()
        resetInsertionMode()
      default: return
      }
    default:
      inHeadAnythingElse()
      process(kind, in: mode)
    }
  }

  mutating func inHeadAnythingElse() {
    pop()
    mode = .afterHead
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inheadnoscript
  mutating func inHeadNoscript(_ kind: HTMLTokenKind) {
    switch kind {
    case .doctype: return
    case .comment: inHead(kind)
    case .startTag:
      switch tag {
      case .html: inBody(kind)
      case .basefont, .bgsound, .link, .meta, .noframes, .style: inHead(kind)
      case .head, .noscript: return
      default:
        inHeadNoscriptAnythingElse()
        process(kind, in: mode)
      }
    case .endTag:
      switch tag {
      case .noscript:
        pop()
        mode = .inHead
      case .br:
        inHeadNoscriptAnythingElse()
        process(kind, in: mode)
      default: return
      }
    default:
      inHeadNoscriptAnythingElse()
      process(kind, in: mode)
    }
  }

  mutating func inHeadNoscriptAnythingElse() {
    pop()
    mode = .inHead
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#the-after-head-insertion-mode
  mutating func afterHead(_ kind: HTMLTokenKind) {
    switch kind {
    case .comment: insertComment()
    case .doctype: return
    case .startTag:
      switch tag {
      case .html: inBody(kind)
      case .body:
        insertHTMLElement()
        framesetOK = false
        mode = .inBody
      case .frameset:
        insertHTMLElement()
        mode = .inFrameset
      case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template,
        .title:
        guard let head = headElement else { return }
        stack.push(HTMLOpenElement(node: head, tag: .head, namespace: .html))
        inHead(kind)
        if let index = stack.index(of: head) { stack.remove(at: index) }
      case .head: return
      default:
        afterHeadAnythingElse()
        process(kind, in: mode)
      }
    case .endTag:
      switch tag {
      case .template: inHead(kind)
      case .body, .html, .br:
        afterHeadAnythingElse()
        process(kind, in: mode)
      default: return
      }
    default:
      afterHeadAnythingElse()
      process(kind, in: mode)
    }
  }

  mutating func afterHeadAnythingElse() {
    insertHTMLElement(.body)
    mode = .inBody
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-incdata
  mutating func inText(_ kind: HTMLTokenKind) {
    switch kind {
    case .endOfFile:
      pop()
      mode = originalMode
      process(kind, in: mode)
    case .endTag:
      let current = stack.current
      pop()
      mode = originalMode
      if let scriptHost, let current, current.isHTML(.script) {
        executeScript(current.node, host: scriptHost)
      }
    default: return
    }
  }
}
