// The Range members that change the tree: deleteContents, extractContents, cloneContents,
// insertNode, surroundContents. https://dom.spec.whatwg.org/#interface-range

extension Range {
  /// https://dom.spec.whatwg.org/#dom-range-deletecontents
  ///
  /// The contained nodes are gathered level by level (``RangeContents``), not by testing every
  /// node under the common ancestor, which was quadratic in the depth of the tree.
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
    // 4. The contained nodes whose parent is not contained, in tree order.
    let contents = RangeContents(
      start: originalStart, end: originalEnd, ancestor: commonAncestorContainer)
    let nodesToRemove = contents.containedRoots
    // 5–6. Where the range collapses to.
    let (newNode, newOffset) = collapsePoint(contents)
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
  /// The spec recurses once per partially contained node; this walks the levels
  /// ``RangeContents`` gathered instead, in the same order of changes to the tree (the start
  /// side innermost first, then the contained children, then the end side outermost first),
  /// so a range across a deep tree costs time linear in its depth and no stack.
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
      fragment.appendChildForParser(
        cut(data, from: originalStart.offset, to: originalEnd.offset, extract: extract))
      return fragment
    }
    // 5–12. The common ancestor, the partially contained nodes and the contained children.
    // (Only a document holds a doctype, and only the common ancestor can be a document.)
    let contents = RangeContents(
      start: originalStart, end: originalEnd, ancestor: commonAncestorContainer)
    if contents.contained.contains(where: { $0 is DocumentType }) {
      throw DOMException(.hierarchyRequestError, "The range contains a doctype.")
    }
    // 13–14. Where an extract collapses the range.
    let (newNode, newOffset) = collapsePoint(contents)
    // 15. The start side (the first partially contained child, recursively): the clones nest
    // outermost first; the tree changes innermost first, as the recursion unwinds.
    var parent: Node = fragment
    var startClones: [Node] = []
    for level in contents.startSide {
      let clone: Node
      if let data = level.node as? CharacterData {
        clone = cut(data, from: originalStart.offset, to: data.length, extract: false)
      } else {
        clone = level.node.clone(document: document, deep: false)
      }
      parent.appendChildForParser(clone)
      startClones.append(clone)
      parent = clone
    }
    for (level, clone) in zip(contents.startSide, startClones).reversed() {
      if extract, let data = level.node as? CharacterData {
        data.replaceData(
          offset: originalStart.offset, count: data.length - originalStart.offset, with: "",
          unchecked: ())
      }
      take(level.contained, into: clone, extract: extract, document: document)
    }
    // 16. The contained children.
    take(contents.contained, into: fragment, extract: extract, document: document)
    // 17. The end side (the last partially contained child, recursively): outermost first,
    // each level's contained children before the clone of the next level.
    parent = fragment
    for level in contents.endSide {
      let clone: Node
      if let data = level.node as? CharacterData {
        clone = cut(data, from: 0, to: originalEnd.offset, extract: extract)
      } else {
        clone = level.node.clone(document: document, deep: false)
      }
      parent.appendChildForParser(clone)
      take(level.contained, into: clone, extract: extract, document: document)
      parent = clone
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

  /// Where deleting or extracting the contents collapses the range: the start, when the
  /// start node holds the end; otherwise just after the start side's outermost node, in the
  /// common ancestor. (Steps 13–14 of extract, 5–6 of delete.)
  private func collapsePoint(_ contents: RangeContents) -> (Node, Int) {
    guard let outermost = contents.startSide.first else { return (start.node, start.offset) }
    return (contents.ancestor, outermost.node.index + 1)
  }

  /// A clone of `data` holding its code units `from..<to` (clamped to its length); an
  /// extract also removes them from `data`.
  private func cut(_ data: CharacterData, from: Int, to: Int, extract: Bool) -> Node {
    let units = data.dataUTF16
    let lower = min(max(from, 0), units.count)
    let upper = min(max(to, lower), units.count)
    let clone = data.clone(document: data.nodeDocument, deep: false)
    if let cloneData = clone as? CharacterData {
      cloneData.setDataUnits(Array(units[lower..<upper]))
    }
    if extract {
      data.replaceData(offset: lower, count: upper - lower, with: "", unchecked: ())
    }
    return clone
  }

  /// Appends `nodes` to `parent`: moved there by an extract, deep clones otherwise.
  private func take(_ nodes: [Node], into parent: Node, extract: Bool, document: Document) {
    for node in nodes {
      if extract {
        parent.insert(node, before: nil)
      } else {
        parent.appendChildForParser(node.clone(document: document, deep: true))
      }
    }
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
    let contents = RangeContents(start: start, end: end, ancestor: commonAncestorContainer)
    if contents.partiallyContained.contains(where: { !($0 is Text) }) {
      throw DOMException(
        .invalidStateError, "The range partially contains a node other than text.")
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
