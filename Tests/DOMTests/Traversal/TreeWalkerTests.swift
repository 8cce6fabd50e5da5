import DOM
import Testing

@Suite struct TreeWalkerTests {
  @Test func movesAmongShownNodes() throws {
    let tree = try TraversalTree()
    let walker = tree.document.createTreeWalker(tree.root, whatToShow: [.element, .text])
    #expect(walker.currentNode === tree.root)
    #expect(try walker.firstChild() === tree.p1)
    #expect(try walker.firstChild() === tree.one)
    #expect(try walker.nextSibling() === tree.b)
    #expect(try walker.nextSibling() == nil)
    #expect(try walker.parentNode() === tree.p1)
    #expect(try walker.nextSibling() === tree.p2, "the comment is not shown")
    #expect(try walker.previousSibling() === tree.p1)
    #expect(try walker.lastChild() === tree.b)
    #expect(try walker.nextNode() === tree.two)
    #expect(try walker.nextNode() === tree.p2)
    #expect(try walker.previousNode() === tree.two)
    #expect(try walker.previousNode() === tree.b)
    walker.currentNode = tree.three
    #expect(try walker.nextNode() == nil)
    #expect(walker.currentNode === tree.three)
    walker.currentNode = tree.root
    #expect(try walker.parentNode() == nil, "never past the root")
    #expect(try walker.previousNode() == nil)
    #expect(try walker.nextSibling() == nil, "the root has no siblings in the walk")
  }

  @Test func nextAndPreviousNodeVisitEverythingInOrder() throws {
    let tree = try TraversalTree()
    let walker = tree.document.createTreeWalker(tree.root)
    #expect(
      try drain(walker.nextNode)
        == ["p", "\"one\"", "b", "\"two\"", "<!--c-->", "p", "\"three\""])
    #expect(
      try drain(walker.previousNode)
        == ["p", "<!--c-->", "\"two\"", "b", "\"one\"", "p", "div"])
  }

  @Test func skipEntersChildrenRejectDoesNot() throws {
    let tree = try TraversalTree()
    let skipping = tree.document.createTreeWalker(
      tree.root, filter: NodeFilter { $0 is Element && $0 !== tree.root ? .skip : .accept })
    #expect(try drain(skipping.nextNode) == ["\"one\"", "\"two\"", "<!--c-->", "\"three\""])
    #expect(try skipping.parentNode() === tree.root, "skipped ancestors are passed over")
    let rejecting = tree.document.createTreeWalker(
      tree.root, filter: NodeFilter { $0 === tree.p1 ? .reject : .accept })
    #expect(try drain(rejecting.nextNode) == ["<!--c-->", "p", "\"three\""])
    #expect(try rejecting.previousNode() === tree.p2)
    #expect(try rejecting.previousNode() === tree.comment)
    #expect(try rejecting.previousNode() === tree.root, "p1's subtree is rejected")
  }

  @Test func childrenOfSkippedNodesAreFirstAndLastChildren() throws {
    let tree = try TraversalTree()
    let walker = tree.document.createTreeWalker(
      tree.root, whatToShow: .text, filter: nil)
    #expect(try walker.firstChild() === tree.one)
    walker.currentNode = tree.root
    #expect(try walker.lastChild() === tree.three)
    #expect(try walker.previousSibling() === tree.two)
    #expect(try walker.previousSibling() === tree.one)
    #expect(try walker.previousSibling() == nil)
  }

  @Test func siblingSearchStopsAtAnAcceptedParent() throws {
    let tree = try TraversalTree()
    // b is accepted; from two (inside b) there is no next sibling before reaching b.
    let walker = tree.document.createTreeWalker(tree.root)
    walker.currentNode = tree.two
    #expect(try walker.nextSibling() == nil)
    #expect(walker.currentNode === tree.two)
  }

  @Test func unknownResultsBehaveAsRejectOrSkip() throws {
    let tree = try TraversalTree()
    let walker = tree.document.createTreeWalker(
      tree.root,
      filter: NodeFilter { $0 === tree.p1 ? NodeFilter.Result(rawValue: 7) : .accept })
    #expect(
      try drain(walker.nextNode) == ["\"one\"", "b", "\"two\"", "<!--c-->", "p", "\"three\""])
  }

  @Test func reentryAndErrors() throws {
    struct Boom: Error {}
    let tree = try TraversalTree()
    var walker: TreeWalker?
    var inner: DOMException.Name?
    walker = tree.document.createTreeWalker(
      tree.root,
      filter: NodeFilter { _ in
        inner = domErrorName { _ = try walker?.firstChild() }
        return .accept
      })
    #expect(try walker?.firstChild() === tree.p1)
    #expect(inner == .invalidStateError)
    walker = nil
    let failing = tree.document.createTreeWalker(
      tree.root, filter: NodeFilter { _ in throw Boom() })
    #expect(throws: Boom.self) { try failing.nextNode() }
    #expect(failing.currentNode === tree.root)
  }
}
