import DOM

/// The rules for parsing tokens in foreign content (SVG and MathML).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#parsing-main-inforeign
extension HTMLTreeBuilder {
  mutating func foreignCharacters(_ text: ArraySlice<UInt8>) {
    var hasOther = false
    for byte in text where byte != 0 && !isHTMLWhitespace(byte) {
      hasOther = true
      break
    }
    if text.contains(0) {
      var replaced: [UInt8] = []
      replaced.reserveCapacity(text.count + 2)
      for byte in text {
        if byte == 0 {
          replaced.append(contentsOf: [0xEF, 0xBF, 0xBD])
        } else {
          replaced.append(byte)
        }
      }
      insertCharacters(replaced[...])
    } else {
      insertCharacters(text)
    }
    if hasOther { framesetOK = false }
  }

  /// Whether the start tag token breaks out of foreign content.
  private var isBreakoutStartTag: Bool {
    switch tag {
    case .b, .big, .blockquote, .body, .br, .center, .code, .dd, .div, .dl, .dt, .em, .embed,
      .h1, .h2, .h3, .h4, .h5, .h6, .head, .hr, .i, .img, .li, .listing, .menu, .meta, .nobr,
      .ol, .p, .pre, .ruby, .s, .small, .span, .strong, .strike, .sub, .sup, .table, .tt, .u,
      .ul, .var:
      return true
    case .font:
      return tokenizer.attributes.contains {
        $0.name == Array("color".utf8) || $0.name == Array("face".utf8)
          || $0.name == Array("size".utf8)
      }
    default:
      return false
    }
  }

  /// Pops to the nearest HTML element or integration point, then processes the token as HTML.
  private mutating func breakOut(_ kind: HTMLTokenKind) {
    while let current = stack.current, current.namespace != .html,
      !current.isMathMLTextIntegrationPoint, !current.isHTMLIntegrationPoint
    {
      pop()
    }
    process(kind, in: mode)
  }

  mutating func foreignStartTag() {
    if isBreakoutStartTag {
      breakOut(.startTag)
      return
    }
    guard let adjusted = adjustedCurrentNode else { return }
    if adjusted.namespace == .svg {
      // SVG tag names the table knows only in lowercase (`foreignObject`) keep their tag.
      if tag == .other, tokenizer.tagName == Array("foreignobject".utf8) { tag = .foreignObject }
    }
    insertForeignElement(adjusted.namespace)
    if tokenizer.selfClosing { pop() }
  }

  /// Whether `element`'s name, ASCII lowercased, is the end tag token's name.
  private func nameMatchesToken(_ element: HTMLOpenElement) -> Bool {
    if element.tag != .other || tag != .other { return element.tag == tag }
    return element.node.localName.utf8.map(asciiLower).elementsEqual(tokenizer.tagName)
  }

  mutating func foreignEndTag() {
    if tag == .br || tag == .p {
      breakOut(.endTag)
      return
    }
    var index = stack.count - 1
    while index > 0 {
      let node = stack.elements[index]
      if nameMatchesToken(node) {
        stack.removeLast(stack.count - index)
        return
      }
      index -= 1
      if stack.elements[index].namespace == .html {
        process(.endTag, in: mode)
        return
      }
    }
  }
}
