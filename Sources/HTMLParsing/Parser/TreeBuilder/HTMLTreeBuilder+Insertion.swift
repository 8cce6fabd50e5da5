import DOM

/// Where a node goes: in `parent`, before `before` (at the end when nil).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#appropriate-place-for-inserting-a-node
struct HTMLInsertionLocation {
  var parent: Node
  var before: Node?
  /// Whether the location is the end of the current node (WebKit's depth limit applies there).
  var isInCurrentNode = false
}

extension HTMLTreeBuilder {
  // MARK: - Names

  /// The HTML element name for a tag (the bytes matter only for ``HTMLElementTag/other``).
  mutating func htmlName(_ tag: HTMLElementTag, _ bytes: [UInt8]) -> QualifiedName {
    if tag != .other {
      if let name = knownHTMLNames[Int(tag.rawValue)] { return name }
      let name = document.internName(namespace: .html, localName: tag.name)
      knownHTMLNames[Int(tag.rawValue)] = name
      return name
    }
    if let name = otherHTMLNames[bytes] { return name }
    let name = document.internName(
      namespace: .html, localName: String(decoding: bytes, as: UTF8.self))
    otherHTMLNames[bytes] = name
    return name
  }

  /// An attribute name in no namespace.
  mutating func attributeName(_ bytes: [UInt8]) -> QualifiedName {
    if let name = attributeNames[bytes] { return name }
    let name = document.internName(
      namespace: nil, localName: String(decoding: bytes, as: UTF8.self))
    attributeNames[bytes] = name
    return name
  }

  // MARK: - Locations

  /// The appropriate place for inserting a node, with foster parenting and template contents.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#appropriate-place-for-inserting-a-node
  func appropriateInsertionLocation(overrideTarget: HTMLOpenElement? = nil)
    -> HTMLInsertionLocation
  {
    guard let target = overrideTarget ?? stack.current else {
      return HTMLInsertionLocation(parent: document, before: nil)
    }
    var parentElement = target
    var inCurrent = overrideTarget == nil
    if fosterParenting && target.namespace == .html {
      switch target.tag {
      case .table, .tbody, .tfoot, .thead, .tr:
        inCurrent = false
        let elements = stack.elements
        let lastTemplate = elements.lastIndex { $0.isHTML(.template) }
        let lastTable = elements.lastIndex { $0.isHTML(.table) }
        if let template = lastTemplate, lastTable.map({ template > $0 }) ?? true {
          parentElement = elements[template]
        } else if let table = lastTable {
          let tableNode = elements[table].node
          if let parent = tableNode.parentNode {
            return HTMLInsertionLocation(parent: parent, before: tableNode)
          }
          parentElement = elements[max(table - 1, 0)]
        } else {
          parentElement = elements[0]
        }
      default: break
      }
    }
    if parentElement.isHTML(.template), let template = parentElement.node as? HTMLTemplateElement {
      return HTMLInsertionLocation(
        parent: template.content, before: nil, isInCurrentNode: inCurrent)
    }
    return HTMLInsertionLocation(
      parent: parentElement.node, before: nil, isInCurrentNode: inCurrent)
  }

  /// Inserts `node` at `location`.
  @inline(__always)
  func insert(_ node: Node, at location: HTMLInsertionLocation) {
    if let before = location.before {
      location.parent.insertBeforeForParser(node, before)
    } else {
      location.parent.appendChildForParser(node)
    }
  }

  /// WebKit's depth limit: once ``maximumDepth`` elements are open, an element or comment
  /// bound for the current node goes to the current node's parent instead, and the current
  /// node is popped (WebKit's `HTMLConstructionSite::attachLater`; its stack stays at the
  /// limit). Not below an element inserted for the same token: WebKit attaches those only after
  /// the token, so they have no parent yet when it checks. ``HTMLParser/Options/maximumTreeDepth``
  /// says more.
  mutating func applyDepthLimit(_ location: inout HTMLInsertionLocation) {
    guard let maximumDepth, stack.count >= maximumDepth, location.isInCurrentNode,
      let current = stack.current, let parent = current.node.parentNode,
      !insertedThisToken.contains(where: { $0 === current.node })
    else { return }
    location = HTMLInsertionLocation(parent: parent, before: nil)
    stack.pop()
  }

  // MARK: - Text

  /// Inserts characters at the appropriate place, joined with the text before them there.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#insert-a-character
  mutating func insertCharacters(_ text: ArraySlice<UInt8>) {
    let location = appropriateInsertionLocation()
    if location.parent is Document { return }
    if textParent === location.parent && textBefore === location.before && textParent != nil {
      textBuffer.append(contentsOf: text)
      return
    }
    flushText()
    textParent = location.parent
    textBefore = location.before
    textBuffer.append(contentsOf: text)
  }

  /// Inserts characters with U+0000 dropped.
  mutating func insertCharactersDroppingNull(_ text: ArraySlice<UInt8>) {
    if text.contains(0) {
      insertCharacters(text.filter { $0 != 0 }[...])
    } else {
      insertCharacters(text)
    }
  }

  /// Makes the Text node for the buffered characters (or adds them to the Text node just
  /// before where they go).
  mutating func flushText() {
    guard let parent = textParent else { return }
    let before = textBefore
    textParent = nil
    textBefore = nil
    guard !textBuffer.isEmpty else { return }
    let data = String(decoding: textBuffer, as: UTF8.self)
    textBuffer.removeAll(keepingCapacity: true)
    let previous = before.map { $0.previousSibling } ?? parent.lastChild
    if let text = previous as? Text {
      text.appendDataForParser(data)
      return
    }
    let node = document.createTextForParser(data)
    if let before {
      parent.insertBeforeForParser(node, before)
    } else {
      parent.appendChildForParser(node)
    }
  }

  // MARK: - Comments

  /// Inserts a comment with the token's data at the appropriate place (or at the end of
  /// `parent`).
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#insert-a-comment
  mutating func insertComment(into parent: Node? = nil) {
    flushText()
    let comment = document.createCommentForParser(
      String(decoding: tokenizer.comment, as: UTF8.self))
    if let parent {
      parent.appendChildForParser(comment)
      return
    }
    var location = appropriateInsertionLocation()
    applyDepthLimit(&location)
    insert(comment, at: location)
  }

  // MARK: - Elements

  /// Makes an HTML element for the current tag token.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#create-an-element-for-the-token
  mutating func createHTMLElement(_ tag: HTMLElementTag, name: [UInt8]) -> Element {
    let element = document.createElement(name: htmlName(tag, name))
    if !tokenizer.attributes.isEmpty { element.setAttributesForParser(htmlAttributeList()) }
    return element
  }

  /// The current tag's attributes, shared with an earlier tag that had the same names and
  /// values when the table still holds its list (a page's repeated `class="row"` costs one
  /// storage, not one per element). Only short attributes (64 bytes of names and values in
  /// all) are looked up: longer ones seldom repeat, and hashing them cost parse time.
  mutating func htmlAttributeList() -> ParsedAttributeList {
    let attributes = tokenizer.attributes
    var length = 0
    // FNV-1a over each name and value, each followed by a 0 byte (neither holds one: the
    // tokenizer makes U+0000 a U+FFFD).
    var hash: UInt32 = 2_166_136_261
    for attribute in attributes {
      length &+= attribute.name.count &+ attribute.value.count
      if length > 64 { return makeHTMLAttributeList() }
      for byte in attribute.name { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      hash = hash &* 16_777_619
      for byte in attribute.value { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
      hash = hash &* 16_777_619
    }
    if attributeLists.isEmpty { attributeLists = Array(repeating: nil, count: 512) }
    let slot = Int(truncatingIfNeeded: (hash ^ hash >> 16) & 511)
    if let entry = attributeLists[slot], entry.hash == hash, entry.list.count == attributes.count {
      var index = 0
      while index < attributes.count,
        entry.list.attribute(at: index, is: attributes[index].name, attributes[index].value)
      {
        index += 1
      }
      if index == attributes.count { return entry.list }
    }
    let list = makeHTMLAttributeList()
    attributeLists[slot] = (hash, list)
    return list
  }

  /// The current tag's attributes, in a new list.
  mutating func makeHTMLAttributeList() -> ParsedAttributeList {
    var list = ParsedAttributeList(capacity: tokenizer.attributes.count)
    for attribute in tokenizer.attributes {
      list.append(
        name: attributeName(attribute.name),
        value: String(decoding: attribute.value, as: UTF8.self))
    }
    return list
  }

  /// Inserts an HTML element for the current start tag token and pushes it.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#insert-an-html-element
  @discardableResult
  mutating func insertHTMLElement() -> HTMLOpenElement {
    insertHTMLElement(tag, name: tokenizer.tagName, withAttributes: true)
  }

  /// Inserts an HTML element named by `tag` (a token the standard makes up: no attributes
  /// unless `withAttributes`) and pushes it.
  @discardableResult
  mutating func insertHTMLElement(
    _ tag: HTMLElementTag, name: [UInt8] = [], withAttributes: Bool = false
  ) -> HTMLOpenElement {
    flushText()
    let element: Element
    if withAttributes {
      element = createHTMLElement(tag, name: name)
    } else {
      element = document.createElement(name: htmlName(tag, name))
    }
    let open = HTMLOpenElement(node: element, tag: tag, namespace: .html)
    var location = appropriateInsertionLocation()
    applyDepthLimit(&location)
    insert(element, at: location)
    stack.push(open)
    if maximumDepth != nil { insertedThisToken.append(element) }
    return open
  }

  /// Inserts a foreign element (`name` adjusted, attributes adjusted) and pushes it.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#insert-a-foreign-element
  @discardableResult
  mutating func insertForeignElement(_ namespace: HTMLElementNamespace) -> HTMLOpenElement {
    flushText()
    let element = document.createElement(name: foreignElementName(namespace))
    for attribute in tokenizer.attributes {
      element.appendAttributeForParser(
        name: foreignAttributeName(attribute.name, in: namespace),
        value: String(decoding: attribute.value, as: UTF8.self))
    }
    let open = HTMLOpenElement(node: element, tag: tag, namespace: namespace)
    var location = appropriateInsertionLocation()
    applyDepthLimit(&location)
    insert(element, at: location)
    stack.push(open)
    if maximumDepth != nil { insertedThisToken.append(element) }
    return open
  }

  /// Keeps the tokenizer's CDATA permission in step with the adjusted current node.
  mutating func updateCDATAPermission() {
    tokenizer.allowsCDATASections = (adjustedCurrentNode?.namespace ?? .html) != .html
  }

  /// Pops the current node.
  mutating func pop() {
    stack.pop()
  }

  // MARK: - Raw text

  /// The generic raw text and RCDATA element parsing algorithms.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#generic-raw-text-element-parsing-algorithm
  mutating func parseRawText(_ state: HTMLTokenizerState) {
    insertHTMLElement()
    tokenizer.state = state
    originalMode = mode
    mode = .text
  }
}
