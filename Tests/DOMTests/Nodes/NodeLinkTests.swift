import Testing

@testable import DOM

#if os(Linux)
  /// glibc's `malloc_usable_size` (declared in `malloc.h`, which the Glibc module leaves out):
  /// a block's size less its 8-byte header.
  @_silgen_name("malloc_usable_size")
  private func mallocUsableSize(_ pointer: UnsafeMutableRawPointer) -> Int
#endif

/// The compact node layout (`NodeLink`, `ContainerNode`, the implicit last child): every
/// public link agrees with a plain array model through inserts and removals at either end and
/// in the middle, and a leaf's document follows its parent's.
@Suite struct NodeLinkTests {
  /// Checks `parent`'s children against `model`, link by link.
  private func expectChildren(of parent: Node, _ model: [Node]) {
    #expect(parent.firstChild === model.first)
    #expect(parent.lastChild === model.last)
    #expect(parent.hasChildNodes() == !model.isEmpty)
    #expect(parent.childCount == model.count)
    for (index, child) in model.enumerated() {
      #expect(child.parentNode === parent)
      #expect(child.previousSibling === (index > 0 ? model[index - 1] : nil))
      #expect(child.nextSibling === (index + 1 < model.count ? model[index + 1] : nil))
      #expect(child.index == index)
    }
  }

  @Test func linksMatchAnArrayThroughInsertsAndRemovals() throws {
    let document = makeHTMLDocument()
    let parent = document.make("div")
    var model: [Node] = []
    // A fixed pseudo-random sequence (a linear congruential generator) of operations.
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for step in 0..<400 {
      let operation = model.isEmpty ? 0 : next(4)
      switch operation {
      case 0, 1:
        let node: Node =
          step % 3 == 0 ? document.createTextNode("t\(step)") : document.make("i")
        let position = next(model.count + 1)
        let reference = position < model.count ? model[position] : nil
        try parent.insertBefore(node, reference)
        model.insert(node, at: position)
      case 2:
        let position = next(model.count)
        try parent.removeChild(model[position])
        let removed = model.remove(at: position)
        #expect(removed.parentNode == nil)
        #expect(removed.previousSibling == nil && removed.nextSibling == nil)
      default:
        // Move an existing child to the end.
        let position = next(model.count)
        let node = model.remove(at: position)
        try parent.appendChild(node)
        model.append(node)
      }
      expectChildren(of: parent, model)
    }
    parent.removeAllChildrenForParser()
    expectChildren(of: parent, [])
    for node in model { #expect(node.parentNode == nil) }
  }

  @Test func parserOperationsKeepTheImplicitLastChild() {
    let document = makeHTMLDocument()
    let from = document.make("div")
    let to = document.make("div")
    let a = document.createTextNode("a")
    let b = document.make("b")
    let c = document.createComment("c")
    from.appendChildForParser(a)
    from.appendChildForParser(c)
    from.insertBeforeForParser(b, c)
    expectChildren(of: from, [a, b, c])
    c.removeFromParentForParser()
    expectChildren(of: from, [a, b])
    let d = document.make("p")
    to.appendChildForParser(d)
    from.moveChildrenForParser(to: to)
    expectChildren(of: from, [])
    expectChildren(of: to, [d, a, b])
    a.removeFromParentForParser()
    expectChildren(of: to, [d, b])
  }

  @Test func aLeafTakesItsDocumentFromItsParentAndKeepsItWhenRemoved() throws {
    let first = makeHTMLDocument()
    let second = makeHTMLDocument()
    let text = first.createTextNode("x")
    let holder = first.make("div")
    try holder.appendChild(text)
    #expect(text.ownerDocument === first)
    try #require(second.body).appendChild(holder)
    // Adoption moved the subtree: the text's document is its parent's.
    #expect(holder.ownerDocument === second)
    #expect(text.ownerDocument === second)
    try holder.removeChild(text)
    #expect(text.ownerDocument === second)
    #expect(text.parentNode == nil)
    // Rare data (listeners) keeps the parent and the document.
    try holder.appendChild(text)
    _ = text.ensureRareData()
    #expect(text.parentNode === holder)
    #expect(text.ownerDocument === second)
    try holder.removeChild(text)
    #expect(text.parentNode == nil)
    #expect(text.ownerDocument === second)
  }

  @Test func textCommentAndElementNodesTakeSixtyFourByteBlocks() {
    // The layout BENCHMARKS.md measures ("peak memory on the 20 MB page"): 56-byte objects in
    // glibc's 64-byte blocks (a block's usable size is 8 less). An element's name, attributes
    // and document are in its `ElementData`.
    #expect(MemoryLayout<NodeLink>.size == 8)
    #if os(Linux)
      let document = makeHTMLDocument()
      let text = document.createTextNode("a text longer than fifteen bytes")
      let comment = document.createComment("c")
      let element = document.make("div")
      for (node, usable) in [(text, 56), (comment, 56), (element, 56)] as [(Node, Int)] {
        #expect(mallocUsableSize(Unmanaged.passUnretained(node).toOpaque()) == usable)
      }
    #endif
  }

  @Test func elementsShareTheirDataUntilOneChanges() throws {
    let document = makeHTMLDocument()
    let first = document.make("p")
    let second = document.make("p")
    #expect(first.data === second.data)
    first.setAttributeValue(localName: "class", "x")
    #expect(first.data !== second.data)
    #expect(second.getAttribute("class") == nil)
    #expect(first.getAttribute("class") == "x")
    #expect(first.localName == "p" && second.localName == "p")

    // Adoption into another document leaves the other element's document alone.
    let other = makeHTMLDocument()
    let third = document.make("p")
    #expect(third.data === second.data)
    try other.documentElement!.appendChild(third)
    #expect(third.ownerDocument === other)
    #expect(second.ownerDocument === document)
    #expect(third.data !== second.data)

    // Elements parsed with the same start tag share their data, copied on change.
    var list = ParsedAttributeList(capacity: 2)
    list.append(name: QualifiedName(namespace: nil, localName: "href"), value: "u")
    list.append(name: QualifiedName(namespace: nil, localName: "class"), value: "c")
    let links = [document.make("a"), document.make("a")]
    for link in links { link.setAttributesForParser(list) }
    #expect(links[0].data === links[1].data)
    links[0].setAttributeValue(localName: "href", "v")
    #expect(links[1].getAttribute("href") == "u")
    #expect(links[0].getAttribute("href") == "v")
    #expect(links[0].data !== links[1].data)
  }
}
