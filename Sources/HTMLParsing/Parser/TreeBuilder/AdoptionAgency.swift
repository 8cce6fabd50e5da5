import DOM

/// The adoption agency algorithm: an end tag for a formatting element that is not the current
/// node (misnested formatting such as `<b><p>x</b>y`).
///
/// https://html.spec.whatwg.org/multipage/parsing.html#adoption-agency-algorithm
extension HTMLTreeBuilder {
  mutating func adoptionAgency(_ subject: HTMLElementTag, name: [UInt8]) {
    flushText()
    if let current = stack.current, current.isHTML(subject, name: name),
      formatting.index(of: current.node) == nil
    {
      pop()
      return
    }
    var outerLoopCounter = 0
    while outerLoopCounter < 8 {
      outerLoopCounter += 1
      // The last formatting element with the subject's name after the last marker.
      var formattingIndex: Int?
      for index in formatting.entries.indices.reversed() {
        guard case .element(let element, _) = formatting.entries[index] else { break }
        if element.isHTML(subject, name: name) {
          formattingIndex = index
          break
        }
      }
      guard let formattingIndex,
        case .element(let formattingElement, let formattingAttributes) =
          formatting.entries[formattingIndex]
      else {
        anyOtherEndTag(subject, name: name)
        return
      }
      guard let stackIndex = stack.index(of: formattingElement.node) else {
        formatting.remove(at: formattingIndex)
        return
      }
      guard stack.hasInScope(node: formattingElement.node) else { return }
      var furthestBlockIndex: Int?
      for index in (stackIndex + 1)..<stack.count where stack.elements[index].isSpecial {
        furthestBlockIndex = index
        break
      }
      guard let furthestIndex = furthestBlockIndex else {
        stack.removeLast(stack.count - stackIndex)
        formatting.remove(at: formattingIndex)
        return
      }
      let furthestBlock = stack.elements[furthestIndex]
      let commonAncestor = stack.elements[stackIndex - 1]
      var bookmark = formattingIndex
      var lastNode = furthestBlock
      var nodeIndex = furthestIndex
      var innerLoopCounter = 0
      while true {
        innerLoopCounter += 1
        nodeIndex -= 1
        let node = stack.elements[nodeIndex]
        if node.node === formattingElement.node { break }
        var entryIndex = formatting.index(of: node.node)
        if innerLoopCounter > 3, let index = entryIndex {
          formatting.remove(at: index)
          if index < bookmark { bookmark -= 1 }
          entryIndex = nil
        }
        guard let entryIndex, case .element(_, let attributes) = formatting.entries[entryIndex]
        else {
          stack.remove(at: nodeIndex)
          continue
        }
        let replacement = HTMLOpenElement(
          node: createHTMLElement(
            node.tag, name: Array(node.node.localName.utf8), attributes: attributes),
          tag: node.tag, namespace: .html)
        formatting.replace(at: entryIndex, with: .element(replacement, attributes: attributes))
        stack.replace(at: nodeIndex, with: replacement)
        if lastNode.node === furthestBlock.node { bookmark = entryIndex + 1 }
        lastNode.node.removeFromParentForParser()
        replacement.node.appendChildForParser(lastNode.node)
        lastNode = replacement
      }
      lastNode.node.removeFromParentForParser()
      insert(lastNode.node, at: appropriateInsertionLocation(overrideTarget: commonAncestor))
      let newElement = HTMLOpenElement(
        node: createHTMLElement(
          formattingElement.tag, name: Array(formattingElement.node.localName.utf8),
          attributes: formattingAttributes),
        tag: formattingElement.tag, namespace: .html)
      furthestBlock.node.moveChildrenForParser(to: newElement.node)
      furthestBlock.node.appendChildForParser(newElement.node)
      if let index = formatting.index(of: formattingElement.node) {
        formatting.remove(at: index)
        if index < bookmark { bookmark -= 1 }
      }
      formatting.insert(
        .element(newElement, attributes: formattingAttributes),
        at: min(bookmark, formatting.entries.count))
      if let index = stack.index(of: formattingElement.node) { stack.remove(at: index) }
      if let index = stack.index(of: furthestBlock.node) {
        stack.insert(newElement, at: index + 1)
      }
    }
  }
}
