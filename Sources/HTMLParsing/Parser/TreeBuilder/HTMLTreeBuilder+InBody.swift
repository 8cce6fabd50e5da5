import DOM

/// The "in body" insertion mode, with the algorithms it shares with other modes (implied end
/// tags, reconstructing the active formatting elements, resetting the insertion mode).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inbody
extension HTMLTreeBuilder {
  /// Character tokens in body (a 0 byte is a U+0000 token: ignored).
  mutating func inBodyCharacters(_ text: ArraySlice<UInt8>) {
    var hasCharacter = false
    var hasNonWhitespace = false
    for byte in text where byte != 0 {
      hasCharacter = true
      if !isHTMLWhitespace(byte) {
        hasNonWhitespace = true
        break
      }
    }
    guard hasCharacter else { return }
    reconstructActiveFormattingElements()
    insertCharactersDroppingNull(text)
    if hasNonWhitespace { framesetOK = false }
  }

  mutating func inBody(_ kind: HTMLTokenKind) {
    switch kind {
    case .characters, .nullCharacter: return
    case .comment: insertComment()
    case .doctype: return
    case .startTag: inBodyStartTag()
    case .endTag: inBodyEndTag()
    case .endOfFile:
      if !templateModes.isEmpty { inTemplate(kind) }
    }
  }

  /// Adds the token's attributes that `element` lacks (`<html>`, `<body>` seen again).
  private mutating func addMissingAttributes(to element: Element) {
    for attribute in tokenizer.attributes {
      let name = attributeName(attribute.name)
      if !element.hasAttribute(name.localName) {
        element.appendAttributeForParser(
          name: name, value: String(decoding: attribute.value, as: UTF8.self))
      }
    }
  }

  private mutating func inBodyStartTag() {
    switch tag {
    case .html:
      guard !stack.containsHTML(.template), let root = stack.elements.first else { return }
      addMissingAttributes(to: root.node)
    case .base, .basefont, .bgsound, .link, .meta, .noframes, .script, .style, .template, .title:
      inHead(.startTag)
    case .body:
      guard stack.count > 1, stack.elements[1].isHTML(.body), !stack.containsHTML(.template)
      else { return }
      framesetOK = false
      addMissingAttributes(to: stack.elements[1].node)
    case .frameset:
      guard stack.count > 1, stack.elements[1].isHTML(.body), framesetOK else { return }
      flushText()
      stack.elements[1].node.removeFromParentForParser()
      stack.removeLast(stack.count - 1)
      insertHTMLElement()
      mode = .inFrameset
    case .address, .article, .aside, .blockquote, .center, .details, .dialog, .dir, .div, .dl,
      .fieldset, .figcaption, .figure, .footer, .header, .hgroup, .main, .menu, .nav, .ol, .p,
      .search, .section, .summary, .ul:
      closePInButtonScope()
      insertHTMLElement()
    case .h1, .h2, .h3, .h4, .h5, .h6:
      closePInButtonScope()
      if let current = stack.current, current.namespace == .html, current.tag.isHeading { pop() }
      insertHTMLElement()
    case .pre, .listing:
      closePInButtonScope()
      insertHTMLElement()
      ignoresNextLineFeed = true
      framesetOK = false
    case .form:
      let inTemplate = stack.containsHTML(.template)
      if formElement != nil && !inTemplate { return }
      closePInButtonScope()
      let form = insertHTMLElement()
      if !inTemplate { formElement = form.node }
    case .li, .dd, .dt:
      framesetOK = false
      for element in stack.elements.reversed() {
        let isMatch: Bool
        if tag == .li {
          isMatch = element.isHTML(.li)
        } else {
          isMatch = element.isHTML(.dd) || element.isHTML(.dt)
        }
        if isMatch {
          generateImpliedEndTags(except: element.tag)
          stack.popUntilPopped(element.tag)
          break
        }
        if element.isSpecial && !element.isHTML(.address) && !element.isHTML(.div)
          && !element.isHTML(.p)
        {
          break
        }
      }
      closePInButtonScope()
      insertHTMLElement()
    case .plaintext:
      closePInButtonScope()
      insertHTMLElement()
      tokenizer.state = .plaintext
    case .button:
      if stack.hasInScope(.button) {
        generateImpliedEndTags()
        stack.popUntilPopped(.button)
      }
      reconstructActiveFormattingElements()
      insertHTMLElement()
      framesetOK = false
    case .a:
      if let existing = formatting.lastElement(.a) {
        adoptionAgency(.a, name: [])
        formatting.remove(existing.node)
        if let index = stack.index(of: existing.node) { stack.remove(at: index) }
      }
      reconstructActiveFormattingElements()
      let element = insertHTMLElement()
      formatting.push(element, attributes: tokenizer.attributes)
    case .b, .big, .code, .em, .font, .i, .s, .small, .strike, .strong, .tt, .u:
      reconstructActiveFormattingElements()
      let element = insertHTMLElement()
      formatting.push(element, attributes: tokenizer.attributes)
    case .nobr:
      reconstructActiveFormattingElements()
      if stack.hasInScope(.nobr) {
        adoptionAgency(.nobr, name: [])
        reconstructActiveFormattingElements()
      }
      let element = insertHTMLElement()
      formatting.push(element, attributes: tokenizer.attributes)
    case .applet, .marquee, .object:
      reconstructActiveFormattingElements()
      insertHTMLElement()
      formatting.insertMarker()
      framesetOK = false
    case .table:
      if document.mode != .quirks {
        closePInButtonScope()
      }
      insertHTMLElement()
      framesetOK = false
      mode = .inTable
    case .area, .br, .embed, .img, .keygen, .wbr:
      reconstructActiveFormattingElements()
      insertHTMLElement()
      pop()
      framesetOK = false
    case .input:
      reconstructActiveFormattingElements()
      insertHTMLElement()
      pop()
      let isHidden = tokenizer.attributes.contains {
        $0.name == Array("type".utf8) && $0.value.map(asciiLower) == Array("hidden".utf8)
      }
      if !isHidden { framesetOK = false }
    case .param, .source, .track:
      insertHTMLElement()
      pop()
    case .hr:
      closePInButtonScope()
      insertHTMLElement()
      pop()
      framesetOK = false
    case .image:
      tag = .img
      inBodyStartTag()
    case .textarea:
      insertHTMLElement()
      ignoresNextLineFeed = true
      tokenizer.state = .rcdata
      originalMode = mode
      framesetOK = false
      mode = .text
    case .xmp:
      closePInButtonScope()
      reconstructActiveFormattingElements()
      framesetOK = false
      parseRawText(.rawtext)
    case .iframe:
      framesetOK = false
      parseRawText(.rawtext)
    case .noembed:
      parseRawText(.rawtext)
    case .noscript where scripting:
      parseRawText(.rawtext)
    case .select:
      // WebKit 2.50: select content has modes of its own (HTMLTreeBuilder+InSelect).
      reconstructActiveFormattingElements()
      insertHTMLElement()
      framesetOK = false
      switch mode {
      case .inTable, .inCaption, .inTableBody, .inRow, .inCell: mode = .inSelectInTable
      default: mode = .inSelect
      }
    case .option, .optgroup:
      if stack.current?.isHTML(.option) == true { pop() }
      reconstructActiveFormattingElements()
      insertHTMLElement()
    case .rb, .rtc:
      if stack.hasInScope(.ruby) { generateImpliedEndTags() }
      insertHTMLElement()
    case .rp, .rt:
      if stack.hasInScope(.ruby) { generateImpliedEndTags(except: .rtc) }
      insertHTMLElement()
    case .math, .svg:
      reconstructActiveFormattingElements()
      insertForeignElement(tag == .math ? .mathml : .svg)
      if tokenizer.selfClosing { pop() }
    case .caption, .col, .colgroup, .frame, .head, .tbody, .td, .tfoot, .th, .thead, .tr:
      return
    default:
      reconstructActiveFormattingElements()
      insertHTMLElement()
    }
  }

  private mutating func inBodyEndTag() {
    switch tag {
    case .template: inHead(.endTag)
    case .body, .html:
      guard stack.hasInScope(.body) else { return }
      mode = .afterBody
      if tag == .html { process(.endTag, in: mode) }
    case .address, .article, .aside, .blockquote, .button, .center, .details, .dialog, .dir,
      .div, .dl, .fieldset, .figcaption, .figure, .footer, .header, .hgroup, .listing, .main,
      .menu, .nav, .ol, .pre, .search, .section, .summary, .ul:
      guard stack.hasInScope(tag) else { return }
      generateImpliedEndTags()
      stack.popUntilPopped(tag)
    case .form:
      if !stack.containsHTML(.template) {
        let node = formElement
        formElement = nil
        guard let node, stack.hasInScope(node: node) else { return }
        generateImpliedEndTags()
        if let index = stack.index(of: node) { stack.remove(at: index) }
      } else {
        guard stack.hasInScope(.form) else { return }
        generateImpliedEndTags()
        stack.popUntilPopped(.form)
      }
    case .p:
      if !stack.hasInScope(.p, .button) { insertHTMLElement(.p) }
      closePElement()
    case .li:
      guard stack.hasInScope(.li, .listItem) else { return }
      generateImpliedEndTags(except: .li)
      stack.popUntilPopped(.li)
    case .dd, .dt:
      guard stack.hasInScope(tag) else { return }
      generateImpliedEndTags(except: tag)
      stack.popUntilPopped(tag)
    case .h1, .h2, .h3, .h4, .h5, .h6:
      guard stack.hasHeadingInScope() else { return }
      generateImpliedEndTags()
      stack.popUntilHeadingPopped()
    case .a, .b, .big, .code, .em, .font, .i, .nobr, .s, .small, .strike, .strong, .tt, .u:
      adoptionAgency(tag, name: tokenizer.tagName)
    case .applet, .marquee, .object:
      guard stack.hasInScope(tag) else { return }
      generateImpliedEndTags()
      stack.popUntilPopped(tag)
      formatting.clearToLastMarker()
    case .br:
      tokenizer.attributes.removeAll()
      tag = .br
      reconstructActiveFormattingElements()
      insertHTMLElement(.br)
      pop()
      framesetOK = false
    default:
      anyOtherEndTag(tag, name: tokenizer.tagName)
    }
  }

  /// "Any other end tag" in body.
  mutating func anyOtherEndTag(_ tag: HTMLElementTag, name: [UInt8]) {
    var index = stack.count - 1
    while index >= 0 {
      let node = stack.elements[index]
      if node.isHTML(tag, name: name) {
        generateImpliedEndTags(except: tag, name: name)
        stack.removeLast(stack.count - index)
        return
      }
      if node.isSpecial { return }
      index -= 1
    }
  }

  // MARK: - Shared algorithms

  /// https://html.spec.whatwg.org/multipage/parsing.html#close-a-p-element
  mutating func closePElement() {
    generateImpliedEndTags(except: .p)
    stack.popUntilPopped(.p)
  }

  mutating func closePInButtonScope() {
    if stack.hasInScope(.p, .button) { closePElement() }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#generate-implied-end-tags
  mutating func generateImpliedEndTags(
    except excluded: HTMLElementTag? = nil, name: [UInt8] = []
  ) {
    while let current = stack.current, current.namespace == .html {
      switch current.tag {
      case .dd, .dt, .li, .optgroup, .option, .p, .rb, .rp, .rt, .rtc:
        if current.tag == excluded { return }
        pop()
      default: return
      }
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#generate-all-implied-end-tags-thoroughly
  mutating func generateAllImpliedEndTagsThoroughly() {
    while let current = stack.current, current.namespace == .html {
      switch current.tag {
      case .caption, .colgroup, .dd, .dt, .li, .optgroup, .option, .p, .rb, .rp, .rt, .rtc,
        .tbody, .td, .tfoot, .th, .thead, .tr:
        pop()
      default: return
      }
    }
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#reconstruct-the-active-formatting-elements
  mutating func reconstructActiveFormattingElements() {
    guard let last = formatting.entries.last else { return }
    guard case .element(let lastElement, _) = last, !stack.contains(lastElement) else {
      return
    }
    var index = formatting.entries.count - 1
    while index > 0 {
      let previous = formatting.entries[index - 1]
      guard case .element(let element, _) = previous, !stack.contains(element) else {
        break
      }
      index -= 1
    }
    while index < formatting.entries.count {
      guard case .element(let element, let attributes) = formatting.entries[index] else {
        index += 1
        continue
      }
      let made = insertHTMLElement(
        element.tag, name: Array(element.node.localName.utf8), attributes: attributes)
      formatting.replace(at: index, with: .element(made, attributes: attributes))
      index += 1
    }
  }

  /// Inserts an HTML element made from a formatting element's token.
  mutating func insertHTMLElement(
    _ tag: HTMLElementTag, name: [UInt8], attributes: [HTMLTokenAttribute]
  ) -> HTMLOpenElement {
    flushText()
    let element = createHTMLElement(tag, name: name, attributes: attributes)
    let open = HTMLOpenElement(node: element, tag: tag, namespace: .html)
    var location = appropriateInsertionLocation()
    applyDepthLimit(&location)
    insert(element, at: location)
    stack.push(open)
    if maximumDepth != nil { insertedThisToken.append(element) }
    return open
  }

  /// Makes an HTML element with these attributes.
  mutating func createHTMLElement(
    _ tag: HTMLElementTag, name: [UInt8], attributes: [HTMLTokenAttribute]
  ) -> Element {
    let element = document.createElement(name: htmlName(tag, name))
    for attribute in attributes {
      element.appendAttributeForParser(
        name: attributeName(attribute.name),
        value: String(decoding: attribute.value, as: UTF8.self))
    }
    return element
  }

  /// https://html.spec.whatwg.org/multipage/parsing.html#reset-the-insertion-mode-appropriately
  mutating func resetInsertionMode() {
    var index = stack.count - 1
    while index >= 0 {
      var node = stack.elements[index]
      let last = index == 0
      if last, let context { node = context }
      if node.namespace == .html {
        switch node.tag {
        case .select:
          mode = .inSelect
          // An ancestor table (before any template) makes it "in select in table".
          if !last {
            var ancestor = index - 1
            while ancestor > 0 {
              let candidate = stack.elements[ancestor]
              if candidate.isHTML(.template) { break }
              if candidate.isHTML(.table) {
                mode = .inSelectInTable
                break
              }
              ancestor -= 1
            }
          }
          return
        case .td where !last, .th where !last:
          mode = .inCell
          return
        case .tr:
          mode = .inRow
          return
        case .tbody, .thead, .tfoot:
          mode = .inTableBody
          return
        case .caption:
          mode = .inCaption
          return
        case .colgroup:
          mode = .inColumnGroup
          return
        case .table:
          mode = .inTable
          return
        case .template:
          mode = templateModes.last ?? .inTemplate
          return
        case .head where !last:
          mode = .inHead
          return
        case .body:
          mode = .inBody
          return
        case .frameset:
          mode = .inFrameset
          return
        case .html:
          mode = headElement == nil ? .beforeHead : .afterHead
          return
        default: break
        }
      }
      if last {
        mode = .inBody
        return
      }
      index -= 1
    }
  }
}
