import DOM
import Testing

/// `<div><p>one<b>two</b></p><!--c--><p>three</p></div>` in an HTML document's body.
struct TraversalTree {
  let document = makeHTMLDocument()
  let root: Element
  let p1: Element
  let one: Text
  let b: Element
  let two: Text
  let comment: DOM.Comment
  let p2: Element
  let three: Text

  init() throws {
    root = document.make("div")
    p1 = document.make("p")
    one = document.createTextNode("one")
    b = document.make("b")
    two = document.createTextNode("two")
    comment = document.createComment("c")
    p2 = document.make("p")
    three = document.createTextNode("three")
    try document.body?.appendChild(root)
    try root.appendChild(p1)
    try p1.appendChild(one)
    try p1.appendChild(b)
    try b.appendChild(two)
    try root.appendChild(comment)
    try root.appendChild(p2)
    try p2.appendChild(three)
  }
}

/// The labels of the nodes `next` returns until nil.
func drain(_ next: () throws -> Node?) rethrows -> [String] {
  var labels: [String] = []
  while let node = try next() { labels.append(label(node)) }
  return labels
}

@Suite struct NodeIteratorTests {
  @Test func walksTheInclusiveDescendantsBothWays() throws {
    let tree = try TraversalTree()
    let iterator = tree.document.createNodeIterator(tree.root)
    #expect(iterator.referenceNode === tree.root)
    #expect(iterator.pointerBeforeReferenceNode)
    #expect(
      try drain(iterator.nextNode)
        == ["div", "p", "\"one\"", "b", "\"two\"", "<!--c-->", "p", "\"three\""])
    #expect(!iterator.pointerBeforeReferenceNode)
    #expect(
      try drain(iterator.previousNode)
        == ["\"three\"", "p", "<!--c-->", "\"two\"", "b", "\"one\"", "p", "div"])
  }

  @Test func whatToShowSkipsOtherNodeTypes() throws {
    let tree = try TraversalTree()
    let texts = tree.document.createNodeIterator(tree.root, whatToShow: .text)
    #expect(try drain(texts.nextNode) == ["\"one\"", "\"two\"", "\"three\""])
    let mixed = tree.document.createNodeIterator(tree.root, whatToShow: [.comment, .element])
    #expect(try drain(mixed.nextNode) == ["div", "p", "b", "<!--c-->", "p"])
    #expect(NodeFilter.WhatToShow.all.rawValue == 0xFFFF_FFFF)
  }

  @Test func theFilterDecidesAndKeepsItsSource() throws {
    let tree = try TraversalTree()
    var seen: [String] = []
    let filter = NodeFilter(source: "script object") { node in
      seen.append(label(node))
      return node is Text ? .accept : .skip
    }
    let iterator = tree.document.createNodeIterator(
      tree.root, whatToShow: [.element, .text], filter: filter)
    #expect(try iterator.nextNode() === tree.one)
    #expect(seen == ["div", "p", "\"one\""])
    #expect(iterator.filter?.source as? String == "script object")
  }

  @Test func filterErrorsPropagateAndLeaveThePosition() throws {
    struct Boom: Error {}
    let tree = try TraversalTree()
    let iterator = NodeIterator(root: tree.root, filter: NodeFilter { _ in throw Boom() })
    #expect(throws: Boom.self) { try iterator.nextNode() }
    #expect(iterator.referenceNode === tree.root)
    #expect(iterator.pointerBeforeReferenceNode)
  }

  @Test func reenteringTheFilterIsAnInvalidStateError() throws {
    let tree = try TraversalTree()
    var inner: DOMException.Name?
    var iterator: NodeIterator?
    iterator = NodeIterator(
      root: tree.root,
      filter: NodeFilter { _ in
        inner = domErrorName { _ = try iterator?.nextNode() }
        return .accept
      })
    #expect(try iterator?.nextNode() === tree.root)
    #expect(inner == .invalidStateError)
    // The flag is unset afterwards: the iterator works again.
    #expect(try iterator?.nextNode() === tree.p1)
    iterator = nil
  }

  @Test func removalMovesAReferenceAfterThePointerToThePrecedingNode() throws {
    let tree = try TraversalTree()
    let iterator = tree.document.createNodeIterator(tree.root, whatToShow: .element)
    _ = try iterator.nextNode()
    _ = try iterator.nextNode()
    #expect(try iterator.nextNode() === tree.b)
    // Removing b's parent p1: no previous sibling, so the parent.
    tree.p1.remove()
    #expect(iterator.referenceNode === tree.root)
    #expect(!iterator.pointerBeforeReferenceNode)
    #expect(try iterator.nextNode() === tree.p2)
  }

  @Test func removalUsesThePreviousSiblingsLastDescendant() throws {
    let tree = try TraversalTree()
    let iterator = tree.document.createNodeIterator(tree.root)
    while let node = try iterator.nextNode(), node !== tree.three {}
    tree.p2.remove()
    #expect(iterator.referenceNode === tree.comment)
    #expect(!iterator.pointerBeforeReferenceNode)
    #expect(try iterator.nextNode() == nil)
  }

  @Test func removalMovesAReferenceBeforeThePointerToTheFollowingNode() throws {
    let tree = try TraversalTree()
    let iterator = tree.document.createNodeIterator(tree.root)
    _ = try iterator.nextNode()
    _ = try iterator.nextNode()
    _ = try iterator.nextNode()
    #expect(try iterator.previousNode() === tree.one)
    #expect(iterator.pointerBeforeReferenceNode)
    tree.p1.remove()
    #expect(iterator.referenceNode === tree.comment)
    #expect(iterator.pointerBeforeReferenceNode)
    #expect(try iterator.nextNode() === tree.comment)
  }

  @Test func removalAtTheEndBeforeThePointerFallsBackToThePreviousNode() throws {
    let tree = try TraversalTree()
    let iterator = tree.document.createNodeIterator(tree.root)
    while let node = try iterator.nextNode(), node !== tree.three {}
    #expect(try iterator.previousNode() === tree.three)
    tree.p2.remove()
    // Nothing follows p2 inside the root: the pointer flips and the comment is the reference.
    #expect(iterator.referenceNode === tree.comment)
    #expect(!iterator.pointerBeforeReferenceNode)
  }

  @Test func removingTheRootOrUnrelatedNodesChangesNothing() throws {
    let tree = try TraversalTree()
    let iterator = tree.document.createNodeIterator(tree.root)
    _ = try iterator.nextNode()
    _ = try iterator.nextNode()
    tree.p2.remove()
    #expect(iterator.referenceNode === tree.p1)
    tree.root.remove()
    #expect(iterator.referenceNode === tree.p1)
  }

  @Test func aReleasedIteratorLeavesNoHookBehind() throws {
    let tree = try TraversalTree()
    weak var released: NodeIterator?
    do {
      let iterator = tree.document.createNodeIterator(tree.root)
      released = iterator
      _ = try iterator.nextNode()
    }
    #expect(released == nil)
    tree.p1.remove()
  }
}
