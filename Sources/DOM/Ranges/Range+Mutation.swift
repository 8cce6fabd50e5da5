// The Range members that change the tree: deleteContents, extractContents, cloneContents,
// insertNode, surroundContents. https://dom.spec.whatwg.org/#interface-range

extension Range {
  /// The children of `ancestor` that are contained in this range, and the first and last
  /// partially contained ones.
  private func split(_ ancestor: Node) throws(DOMException) -> (
    first: Node?, last: Node?, contained: [Node]
  ) {
    // First partially contained child: only when the start is not an inclusive ancestor of end.
    var first: Node? = nil
    if !startContainer.contains(endContainer) {
      first = ancestor.childNodeSequence.first { partiallyContains($0) }
    }
    var last: Node? = nil
    if !endContainer.contains(startContainer) {
      last = ancestor.childNodeSequence.reversed().first { partiallyContains($0) }
    }
    let contained = ancestor.childNodeSequence.filter { contains($0) }
    if contained.contains(where: { $0 is DocumentType }) {
      throw DOMException(.hierarchyRequestError, "The range contains a doctype.")
    }
    return (first, last, contained)
  }

  /// https://dom.spec.whatwg.org/#dom-range-deletecontents
  public func deleteContents() {
    // 1. Nothing to do when collapsed.
    if collapsed { return }
    let originalStart = start
    let originalEnd = end
    // 3. Within one character-data node: replace data.
    if originalStart.node === originalEnd.node, let data = originalStart.node as? CharacterData {
      data.replaceData(
        offset: originalStart.offset, count: originalEnd.offset - originalStart.offset, with: "",
        unchecked: ())
      return
    }
    // 4. The contained nodes whose parent is not contained.
    var nodesToRemove: [Node] = []
    let ancestor = commonAncestorContainer
    var node = ancestor.firstChild
    while let current = node {
      if contains(current) {
        nodesToRemove.append(current)
        node = current.nextSkippingChildren(within: ancestor)
      } else {
        node = current.nextInTreeOrder(within: ancestor)
      }
    }
    // 5–6. Where the range collapses to.
    let newNode: Node
    let newOffset: Int
    if originalStart.node.contains(originalEnd.node) {
      newNode = originalStart.node
      newOffset = originalStart.offset
    } else {
      var reference = originalStart.node
      while let parent = reference.parentNode, !parent.contains(originalEnd.node) {
        reference = parent
      }
      newNode = reference.parentNode ?? reference
      newOffset = reference.index + 1
    }
    // 7. Trim the start character data.
    if let data = originalStart.node as? CharacterData {
      data.replaceData(
        offset: originalStart.offset, count: data.length - originalStart.offset, with: "",
        unchecked: ())
    }
    // 8. Remove the contained nodes.
    for each in nodesToRemove { each.remove() }
    // 9. Trim the end character data.
    if let data = originalEnd.node as? CharacterData {
      data.replaceData(offset: 0, count: originalEnd.offset, with: "", unchecked: ())
    }
    // 10. Collapse.
    startContainer = newNode
    startOffset = newOffset
    endContainer = newNode
    endOffset = newOffset
  }

  /// https://dom.spec.whatwg.org/#dom-range-extractcontents
  public func extractContents() throws(DOMException) -> DocumentFragment {
    try extractOrClone(extract: true)
  }

  /// https://dom.spec.whatwg.org/#dom-range-clonecontents
  public func cloneContents() throws(DOMException) -> DocumentFragment {
    try extractOrClone(extract: false)
  }

  /// The extract and clone algorithms, which share their structure.
  ///
  /// https://dom.spec.whatwg.org/#concept-range-extract,
  /// https://dom.spec.whatwg.org/#concept-range-clone
  private func extractOrClone(extract: Bool) throws(DOMException) -> DocumentFragment {
    // 1. A new fragment in the start node's document.
    let document = startContainer.nodeDocument
    let fragment = document.createDocumentFragment()
    // 2. Collapsed: empty.
    if collapsed { return fragment }
    let originalStart = start
    let originalEnd = end
    // 4. Within one character-data node.
    if originalStart.node === originalEnd.node, let data = originalStart.node as? CharacterData {
      let clone = data.clone(document: document, deep: false)
      if let cloneData = clone as? CharacterData {
        cloneData.setDataUnits(
          try data.substringDataUTF16(
            offset: originalStart.offset, count: originalEnd.offset - originalStart.offset))
      }
      fragment.appendChildForParser(clone)
      if extract {
        data.replaceData(
          offset: originalStart.offset, count: originalEnd.offset - originalStart.offset,
          with: "", unchecked: ())
      }
      return fragment
    }
    // 5–12. The common ancestor and its first/last partially contained and contained children.
    let ancestor = commonAncestorContainer
    let (firstPartial, lastPartial, contained) = try split(ancestor)
    // 13–14. Where an extract collapses the range.
    var newNode: Node = originalStart.node
    var newOffset = originalStart.offset
    // (The start is an inclusive ancestor of the end exactly when it is their common
    // ancestor; the first ancestor of the start that contains the end is that ancestor.
    // Asking `contains` level by level was quadratic in the depth.)
    if extract && ancestor !== originalStart.node {
      var reference = originalStart.node
      while let parent = reference.parentNode, parent !== ancestor {
        reference = parent
      }
      newNode = reference.parentNode ?? reference
      newOffset = reference.index + 1
    }
    // 15. The first partially contained child.
    if let first = firstPartial {
      if let data = first as? CharacterData {
        let clone = data.clone(document: document, deep: false)
        if let cloneData = clone as? CharacterData {
          cloneData.setDataUnits(Array(data.dataUTF16[originalStart.offset...]))
        }
        fragment.appendChildForParser(clone)
        if extract {
          data.replaceData(
            offset: originalStart.offset, count: data.length - originalStart.offset, with: "",
            unchecked: ())
        }
      } else {
        let clone = first.clone(document: document, deep: false)
        fragment.appendChildForParser(clone)
        let subrange = Range(
          transientStart: originalStart, end: BoundaryPoint(first, first.nodeLength))
        let subfragment = try subrange.extractOrClone(extract: extract)
        clone.insert(subfragment, before: nil)
      }
    }
    // 16. The contained children.
    for child in contained {
      if extract {
        fragment.insert(child, before: nil)
      } else {
        fragment.appendChildForParser(child.clone(document: document, deep: true))
      }
    }
    // 17. The last partially contained child.
    if let last = lastPartial {
      if let data = last as? CharacterData {
        let clone = data.clone(document: document, deep: false)
        if let cloneData = clone as? CharacterData {
          cloneData.setDataUnits(Array(data.dataUTF16[..<originalEnd.offset]))
        }
        fragment.appendChildForParser(clone)
        if extract {
          data.replaceData(offset: 0, count: originalEnd.offset, with: "", unchecked: ())
        }
      } else {
        let clone = last.clone(document: document, deep: false)
        fragment.appendChildForParser(clone)
        let subrange = Range(transientStart: BoundaryPoint(last, 0), end: originalEnd)
        let subfragment = try subrange.extractOrClone(extract: extract)
        clone.insert(subfragment, before: nil)
      }
    }
    // 18. Collapse after an extract.
    if extract {
      startContainer = newNode
      startOffset = newOffset
      endContainer = newNode
      endOffset = newOffset
    }
    return fragment
  }

  /// Inserts `node` at the start of the range.
  ///
  /// https://dom.spec.whatwg.org/#dom-range-insertnode
  public func insertNode(_ node: Node) throws(DOMException) {
    // 1. Not into a comment or processing instruction, or an orphan Text, or itself.
    if startContainer is ProcessingInstruction || startContainer is Comment
      || (startContainer is Text && startContainer.parentNode == nil) || startContainer === node
    {
      throw DOMException(.hierarchyRequestError, "Cannot insert a node at this range's start.")
    }
    // 2–3. The reference node: the text node itself, or the child at the offset.
    var referenceNode: Node? =
      startContainer is Text ? startContainer : startContainer.child(at: startOffset)
    // 4. The parent.
    let parent: Node =
      (referenceNode == nil ? startContainer : referenceNode?.parentNode)
      ?? startContainer
    // 5. Validity.
    try parent.ensurePreInsertionValidity(of: node, before: referenceNode)
    // 6. Split a text start.
    if let text = startContainer as? Text {
      referenceNode = try text.splitText(startOffset)
    }
    // 7. Inserting the reference node itself.
    if node === referenceNode { referenceNode = referenceNode?.nextSibling }
    // 8. Remove from its old parent.
    node.parentNode?.removeUnchecked(node)
    // 9–10. The new offset.
    var newOffset = referenceNode?.index ?? parent.nodeLength
    newOffset += (node as? DocumentFragment)?.nodeLength ?? 1
    // 11. Insert.
    try parent.preInsert(node, before: referenceNode)
    // 12. A collapsed range grows to include the node.
    if collapsed {
      endContainer = parent
      endOffset = newOffset
    }
  }

  /// Wraps the range's contents in `newParent`.
  ///
  /// https://dom.spec.whatwg.org/#dom-range-surroundcontents
  public func surroundContents(_ newParent: Node) throws(DOMException) {
    // 1. No partially contained non-Text nodes.
    let ancestor = commonAncestorContainer
    var node = ancestor.firstChild
    while let current = node {
      if !(current is Text) && partiallyContains(current) {
        throw DOMException(
          .invalidStateError, "The range partially contains a node other than text.")
      }
      node = current.nextInTreeOrder(within: ancestor)
    }
    // 2. Only elements, text, comments and processing instructions can wrap.
    if newParent is Document || newParent is DocumentType || newParent is DocumentFragment {
      throw DOMException(.invalidNodeTypeError, "This node cannot wrap the range's contents.")
    }
    // 3. Extract.
    let fragment = try extractContents()
    // 4. Empty the new parent.
    if newParent.hasChildNodes() { newParent.replaceAll(with: nil) }
    // 5. Insert it and move the contents in.
    try insertNode(newParent)
    try newParent.appendChild(fragment)
    // 7. Select it.
    try selectNode(newParent)
  }
}
