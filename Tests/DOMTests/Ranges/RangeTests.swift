import DOM
import Testing

/// `<div><p>Hello</p><p>World <b>bold</b> end</p></div>` in an HTML document.
private struct Tree {
  let document = makeHTMLDocument()
  let div: Element
  let p1: Element
  let hello: Text
  let p2: Element
  let world: Text
  let b: Element
  let bold: Text
  let end: Text

  init() throws {
    div = document.make("div")
    p1 = document.make("p")
    hello = document.createTextNode("Hello")
    p2 = document.make("p")
    world = document.createTextNode("World ")
    b = document.make("b")
    bold = document.createTextNode("bold")
    end = document.createTextNode(" end")
    try document.body?.appendChild(div)
    try div.appendChild(p1)
    try p1.appendChild(hello)
    try div.appendChild(p2)
    try p2.appendChild(world)
    try p2.appendChild(b)
    try b.appendChild(bold)
    try p2.appendChild(end)
  }

  func range(_ startNode: Node, _ startOffset: Int, _ endNode: Node, _ endOffset: Int) throws
    -> Range
  {
    let range = document.createRange()
    try range.setStart(startNode, startOffset)
    try range.setEnd(endNode, endOffset)
    return range
  }
}

@Suite struct RangeTests {
  @Test func newRangeIsCollapsedAtDocumentStart() {
    let document = makeHTMLDocument()
    let range = document.createRange()
    #expect(range.startContainer === document && range.startOffset == 0)
    #expect(range.collapsed)
    #expect(range.commonAncestorContainer === document)
  }

  @Test func settingBoundariesChecksNodeAndOffset() throws {
    let tree = try Tree()
    let range = tree.document.createRange()
    #expect(domErrorName { try range.setStart(tree.hello, 6) } == .indexSizeError)
    #expect(domErrorName { try range.setEnd(tree.p2, 4) } == .indexSizeError)
    if let doctype = tree.document.doctype {
      #expect(domErrorName { try range.setStart(doctype, 0) } == .invalidNodeTypeError)
    }
    #expect(domErrorName { try range.setStartBefore(tree.document) } == .invalidNodeTypeError)
  }

  @Test func settingStartAfterEndCollapses() throws {
    let tree = try Tree()
    let range = try tree.range(tree.hello, 1, tree.hello, 3)
    try range.setStart(tree.bold, 2)
    #expect(range.collapsed)
    #expect(range.endContainer === tree.bold && range.endOffset == 2)
    try range.setEnd(tree.hello, 0)
    #expect(range.startContainer === tree.hello && range.collapsed)
    // A point in another tree collapses too.
    let detached = tree.document.make("span")
    try range.setEnd(detached, 0)
    #expect(range.startContainer === detached)
  }

  @Test func commonAncestorAndSelectNode() throws {
    let tree = try Tree()
    let range = try tree.range(tree.hello, 1, tree.bold, 2)
    #expect(range.commonAncestorContainer === tree.div)
    try range.selectNode(tree.b)
    #expect(range.startContainer === tree.p2 && range.startOffset == 1 && range.endOffset == 2)
    try range.selectNodeContents(tree.p2)
    #expect(range.startOffset == 0 && range.endOffset == 3)
    try range.selectNodeContents(tree.hello)
    #expect(range.endOffset == 5)
    #expect(domErrorName { try range.selectNode(tree.document) } == .invalidNodeTypeError)
  }

  @Test func compareBoundaryPoints() throws {
    let tree = try Tree()
    let a = try tree.range(tree.hello, 1, tree.hello, 3)
    let b = try tree.range(tree.hello, 2, tree.bold, 1)
    #expect(try a.compareBoundaryPoints(.startToStart, b) == -1)
    #expect(try a.compareBoundaryPoints(.endToEnd, b) == -1)
    #expect(try a.compareBoundaryPoints(.startToEnd, b) == 1)  // a.end vs b.start
    #expect(try a.compareBoundaryPoints(.endToStart, b) == -1)  // a.start vs b.end
    #expect(try b.compareBoundaryPoints(.startToStart, b) == 0)
    let other = makeHTMLDocument().createRange()
    #expect(
      domErrorName { _ = try a.compareBoundaryPoints(.startToStart, other) } == .wrongDocumentError)
  }

  @Test func pointsAndIntersection() throws {
    let tree = try Tree()
    let range = try tree.range(tree.hello, 2, tree.bold, 2)
    #expect(try range.isPointInRange(tree.hello, 2))
    #expect(try !range.isPointInRange(tree.hello, 1))
    #expect(try range.isPointInRange(tree.p2, 0))
    #expect(try range.comparePoint(tree.hello, 0) == -1)
    #expect(try range.comparePoint(tree.world, 3) == 0)
    #expect(try range.comparePoint(tree.end, 1) == 1)
    #expect(try !range.isPointInRange(makeHTMLDocument(), 0))
    #expect(
      domErrorName { _ = try range.comparePoint(makeHTMLDocument(), 0) } == .wrongDocumentError)
    #expect(domErrorName { _ = try range.isPointInRange(tree.hello, 9) } == .indexSizeError)
    #expect(range.intersectsNode(tree.p1))
    #expect(range.intersectsNode(tree.b))
    #expect(!range.intersectsNode(tree.end))
    #expect(range.intersectsNode(tree.document))
  }

  @Test func stringifierConcatenatesText() throws {
    let tree = try Tree()
    #expect(try tree.range(tree.hello, 1, tree.hello, 4).stringValue == "ell")
    #expect(try tree.range(tree.hello, 3, tree.bold, 2).stringValue == "loWorld bo")
    #expect(try tree.range(tree.div, 0, tree.div, 2).stringValue == "HelloWorld bold end")
    #expect(try tree.range(tree.p2, 1, tree.p2, 3).stringValue == "bold end")
  }

  @Test func cloneContentsCopiesPartialNodes() throws {
    let tree = try Tree()
    let range = try tree.range(tree.hello, 3, tree.bold, 2)
    let fragment = try range.cloneContents()
    #expect(HTMLSerializer.serializeChildren(of: fragment) == "<p>lo</p><p>World <b>bo</b></p>")
    // The tree is unchanged.
    #expect(tree.div.innerHTML == "<p>Hello</p><p>World <b>bold</b> end</p>")
  }

  @Test func extractContentsMovesAndCollapses() throws {
    let tree = try Tree()
    let range = try tree.range(tree.hello, 3, tree.bold, 2)
    let fragment = try range.extractContents()
    #expect(HTMLSerializer.serializeChildren(of: fragment) == "<p>lo</p><p>World <b>bo</b></p>")
    #expect(tree.div.innerHTML == "<p>Hel</p><p><b>ld</b> end</p>")
    #expect(range.collapsed)
    #expect(range.startContainer === tree.div && range.startOffset == 1)
  }

  @Test func deleteContents() throws {
    let tree = try Tree()
    let range = try tree.range(tree.world, 2, tree.end, 2)
    range.deleteContents()
    #expect(tree.p2.innerHTML == "Wond")
    // Collapsed after the start's partial node, in the common ancestor.
    #expect(range.startContainer === tree.p2 && range.startOffset == 1 && range.collapsed)
    let inText = try tree.range(tree.hello, 1, tree.hello, 4)
    inText.deleteContents()
    #expect(tree.hello.data == "Ho")
  }

  @Test func boundariesInElementsTakeWholeChildren() throws {
    // Start and end in elements (not text): the children after the start offset and before
    // the end offset are contained.
    let tree = try Tree()
    let clone = try tree.range(tree.p1, 0, tree.b, 1).cloneContents()
    #expect(HTMLSerializer.serializeChildren(of: clone) == "<p>Hello</p><p>World <b>bold</b></p>")
    #expect(try tree.range(tree.p1, 0, tree.p2, 2).stringValue == "HelloWorld bold")
    // The start node holds the end: no start side, the range collapses at its start.
    let range = try tree.range(tree.div, 1, tree.bold, 2)
    let fragment = try range.extractContents()
    #expect(HTMLSerializer.serializeChildren(of: fragment) == "<p>World <b>bo</b></p>")
    #expect(tree.div.innerHTML == "<p>Hello</p><p><b>ld</b> end</p>")
    #expect(range.startContainer === tree.div && range.startOffset == 1 && range.collapsed)
  }

  @Test func deleteUpToAnOffsetInTheCommonAncestor() throws {
    let tree = try Tree()
    let range = try tree.range(tree.hello, 2, tree.div, 2)
    range.deleteContents()
    #expect(tree.div.innerHTML == "<p>He</p>")
    #expect(range.startContainer === tree.div && range.startOffset == 1 && range.collapsed)
  }

  @Test func extractChangesTheTreeInTheSpecOrder() throws {
    // The start side first (innermost outwards), then the contained children, then the end
    // side (outermost inwards): the records of one observer show the order.
    let tree = try Tree()
    let agent = MutationObserverAgent()
    let observer = MutationObserver(agent: agent) { _, _ in }
    try observer.observe(
      tree.div, MutationObserverInit(childList: true, characterData: true, subtree: true))
    _ = try tree.range(tree.hello, 3, tree.bold, 2).extractContents()
    let records = observer.takeRecords().map { record in
      "\(record.type) \(label(record.target)) -[\(record.removedNodes.map(label).joined(separator: ","))]"
    }
    #expect(
      records == [
        "characterData \"Hel\" -[]", "childList p -[\"World \"]", "characterData \"ld\" -[]",
      ])
  }

  @Test func extractingAcrossTheDoctypeThrows() throws {
    let tree = try Tree()
    let range = tree.document.createRange()
    try range.setStart(tree.document, 0)
    try range.setEnd(tree.hello, 1)
    #expect(domErrorName { _ = try range.extractContents() } == .hierarchyRequestError)
    #expect(domErrorName { _ = try range.cloneContents() } == .hierarchyRequestError)
    // Nothing changed.
    #expect(tree.hello.data == "Hello" && tree.document.firstChild is DocumentType)
  }

  @Test func insertNodeSplitsTextAndGrowsCollapsedRange() throws {
    let tree = try Tree()
    let range = try tree.range(tree.hello, 2, tree.hello, 2)
    let em = tree.document.make("em")
    try range.insertNode(em)
    #expect(tree.p1.innerHTML == "He<em></em>llo")
    #expect(range.startContainer === tree.hello && range.startOffset == 2)
    #expect(range.endContainer === tree.p1 && range.endOffset == 2)
    let comment = tree.document.createComment("c")
    try tree.div.appendChild(comment)
    let inComment = try tree.range(comment, 0, comment, 0)
    #expect(
      domErrorName { try inComment.insertNode(tree.document.make("i")) } == .hierarchyRequestError)
  }

  @Test func surroundContents() throws {
    let tree = try Tree()
    let range = try tree.range(tree.world, 0, tree.end, 4)
    let span = tree.document.make("span")
    try range.surroundContents(span)
    #expect(tree.p2.innerHTML == "<span>World <b>bold</b> end</span>")
    // The emptied start text node stays before the new parent.
    #expect(tree.world.data == "" && tree.p2.firstChild === tree.world)
    #expect(range.startContainer === tree.p2 && range.startOffset == 1 && range.endOffset == 2)
    let partial = try tree.range(tree.hello, 1, tree.bold, 1)
    #expect(
      domErrorName { try partial.surroundContents(tree.document.make("q")) } == .invalidStateError)
  }

  @Test func cloneRangeIsIndependent() throws {
    let tree = try Tree()
    let range = try tree.range(tree.hello, 1, tree.hello, 2)
    let copy = range.cloneRange()
    try copy.setEnd(tree.hello, 5)
    #expect(range.endOffset == 2 && copy.endOffset == 5)
    range.detach()
    #expect(range.startContainer === tree.hello)
  }

  // MARK: - Live updates

  @Test func insertionMovesOffsetsInTheParent() throws {
    let tree = try Tree()
    let range = try tree.range(tree.p2, 1, tree.p2, 3)
    try tree.p2.insertBefore(tree.document.make("i"), tree.world)
    #expect(range.startOffset == 2 && range.endOffset == 4)
    try tree.p2.appendChild(tree.document.make("i"))
    #expect(range.endOffset == 4)
  }

  @Test func removalMovesBoundariesOutOfTheRemovedSubtree() throws {
    let tree = try Tree()
    let range = try tree.range(tree.bold, 1, tree.end, 2)
    try tree.p2.removeChild(tree.b)
    #expect(range.startContainer === tree.p2 && range.startOffset == 1)
    #expect(range.endContainer === tree.end && range.endOffset == 2)
    let after = try tree.range(tree.div, 2, tree.div, 2)
    try tree.div.removeChild(tree.p1)
    #expect(after.startOffset == 1)
  }

  @Test func characterDataChangesMoveOffsets() throws {
    let tree = try Tree()
    let range = try tree.range(tree.hello, 1, tree.hello, 4)
    try tree.hello.insertData(offset: 0, "__")
    #expect(range.startOffset == 3 && range.endOffset == 6)
    try tree.hello.deleteData(offset: 2, count: 3)
    #expect(range.startOffset == 2 && range.endOffset == 3)
    tree.hello.data = "x"
    #expect(range.startOffset == 0 && range.endOffset == 0)
  }

  @Test func textSplitMovesBoundariesIntoTheNewNode() throws {
    let tree = try Tree()
    let range = try tree.range(tree.hello, 1, tree.hello, 4)
    let after = try tree.range(tree.p1, 1, tree.p1, 1)
    let rest = try tree.hello.splitText(2)
    #expect(range.startContainer === tree.hello && range.startOffset == 1)
    #expect(range.endContainer === rest && range.endOffset == 2)
    #expect(range.stringValue == "ell")
    #expect(after.startOffset == 2)
  }

  @Test func normalizeMergesBoundaries() throws {
    let tree = try Tree()
    let rest = try tree.hello.splitText(2)
    let range = try tree.range(rest, 1, tree.p1, 2)
    tree.p1.normalize()
    #expect(tree.p1.childCount == 1)
    #expect(range.startContainer === tree.hello && range.startOffset == 3)
    // (p1, 2) was after the merged node, so its removal moves it back by one.
    #expect(range.endContainer === tree.p1 && range.endOffset == 1)
    let tail = try tree.hello.splitText(3)
    #expect(tail.data == "lo")
    // A point between the two text nodes moves to the join.
    let atMerged = try tree.range(tree.p1, 1, tree.p1, 1)
    tree.p1.normalize()
    #expect(atMerged.startContainer === tree.hello && atMerged.startOffset == 3)
  }

  @Test func staticRangeDoesNotFollowChanges() throws {
    let tree = try Tree()
    let range = try StaticRange(
      startContainer: tree.hello, startOffset: 1, endContainer: tree.hello, endOffset: 4)
    #expect(range.isValid)
    try tree.hello.deleteData(offset: 0, count: 3)
    #expect(range.startOffset == 1 && range.endOffset == 4)
    #expect(!range.isValid)
    if let doctype = tree.document.doctype {
      #expect(
        domErrorName {
          _ = try StaticRange(
            startContainer: doctype, startOffset: 0, endContainer: tree.hello, endOffset: 0)
        } == .invalidNodeTypeError)
    }
  }
}
