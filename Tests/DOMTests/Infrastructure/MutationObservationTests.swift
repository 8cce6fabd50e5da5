import DOM
import Testing

/// A readable form of a mutation, for exact comparisons.
private func describe(_ mutation: TreeMutation, insertedAt insertionIndex: Int? = nil) -> String {
  func name(_ node: Node?) -> String { node.map(label) ?? "nil" }
  switch mutation {
  case .inserted(let node, let parent):
    return "insert \(name(node)) into \(name(parent)) at \(insertionIndex ?? node.index)"
  case .removed(let node, let parent, let previous, let next):
    let index = TreeMutation.removedIndex(previousSibling: previous)
    return
      "remove \(name(node)) from \(name(parent)) at \(index) between \(name(previous)), \(name(next))"
  case .attributeChanged(let element, let attribute, let oldValue, let newValue):
    return
      "attr \(name(element)) \(attribute.qualifiedName): \(oldValue ?? "nil") → \(newValue ?? "nil")"
  case .characterDataReplaced(let node, let offset, let count, let insertedLength, let oldValue):
    return
      "data \(node.nodeName) at \(offset) -\(count) +\(insertedLength) was \(oldValue.debugDescription)"
  case .textSplit(let node, let newNode, let offset):
    return "split \(name(node)) at \(offset) into \(name(newNode))"
  case .adopted(let node, _):
    return "adopt \(name(node))"
  case .childList(let target, let added, let removed, let previous, let next):
    return
      "record \(name(target)) +\(added.map(label)) -\(removed.map(label)) between \(name(previous)), \(name(next))"
  }
}

/// A document with an observer and a detached `div` holding `a b c`.
private struct Fixture {
  let document = Document()
  let recorder = MutationRecorder()
  let div: Element
  let a: Element
  let b: Element
  let c: Element

  init() {
    div = document.make("div")
    a = document.make("a")
    b = document.make("b")
    c = document.make("c")
    for child in [a, b, c] { div.appendChildForParser(child) }
    document.addMutationObserver(recorder)
  }

  /// The per-node changes (the operation records are checked separately).
  var log: [String] {
    zip(recorder.mutations, recorder.insertionIndices).filter {
      if case .childList = $0.0 { return false }
      return true
    }.map { describe($0.0, insertedAt: $0.1) }
  }

  /// The operation records only.
  var records: [String] {
    recorder.mutations.filter {
      if case .childList = $0 { return true }
      return false
    }.map { describe($0) }
  }
}

@Suite struct MutationObservationTests {
  /// One record per insert, remove or replace operation, as the standard queues them.
  @Test func operationRecords() throws {
    let fixture = Fixture()
    let x = fixture.document.make("x")
    try fixture.div.insertBefore(x, fixture.a)
    try fixture.div.removeChild(fixture.b)
    let y = fixture.document.make("y")
    try fixture.div.replaceChild(y, fixture.c)
    let fragment = fixture.document.createDocumentFragment()
    fragment.appendChildForParser(fixture.document.make("p"))
    fragment.appendChildForParser(fixture.document.make("q"))
    try fixture.div.appendChild(fragment)
    try fixture.div.replaceChildren([.string("t")])
    #expect(
      fixture.records == [
        "record div +[\"x\"] -[] between nil, a",
        "record div +[] -[\"b\"] between a, c",
        "record div +[\"y\"] -[\"c\"] between a, nil",
        "record #document-fragment +[] -[\"p\", \"q\"] between nil, nil",
        "record div +[\"p\", \"q\"] -[] between y, nil",
        "record div +[\"\\\"t\\\"\"] -[\"x\", \"a\", \"y\", \"p\", \"q\"] between nil, nil",
      ])
  }

  @Test func appendChildAndInsertBefore() throws {
    let fixture = Fixture()
    let x = fixture.document.make("x")
    try fixture.div.appendChild(x)
    try fixture.div.insertBefore(fixture.document.make("y"), fixture.b)
    #expect(fixture.log == ["insert x into div at 3", "insert y into div at 1"])
  }

  @Test func movingANodeReportsRemovalThenInsertion() throws {
    let fixture = Fixture()
    try fixture.div.appendChild(fixture.a)
    #expect(
      fixture.log == [
        "remove a from div at 0 between nil, b",
        "insert a into div at 2",
      ])
  }

  @Test func removeChildReportsIndexAndOldSiblings() throws {
    let fixture = Fixture()
    try fixture.div.removeChild(fixture.b)
    fixture.c.remove()
    fixture.a.remove()
    #expect(
      fixture.log == [
        "remove b from div at 1 between a, c",
        "remove c from div at 1 between a, nil",
        "remove a from div at 0 between nil, nil",
      ])
  }

  @Test func replaceChild() throws {
    let fixture = Fixture()
    try fixture.div.replaceChild(fixture.document.make("x"), fixture.b)
    #expect(
      fixture.log == [
        "remove b from div at 1 between a, c",
        "insert x into div at 1",
      ])
  }

  @Test func fragmentInsertion() throws {
    let fixture = Fixture()
    let fragment = fixture.document.createDocumentFragment()
    fragment.appendChildForParser(fixture.document.make("x"))
    fragment.appendChildForParser(fixture.document.make("y"))
    try fixture.div.insertBefore(fragment, fixture.c)
    #expect(
      fixture.log == [
        "remove x from #document-fragment at 0 between nil, y",
        "remove y from #document-fragment at 0 between nil, nil",
        "insert x into div at 2",
        "insert y into div at 3",
      ])
  }

  @Test func replaceChildrenAndTextContent() throws {
    let fixture = Fixture()
    try fixture.div.replaceChildren([.string("t")])
    #expect(
      // "Replace all" removes the children in tree order.
      fixture.log == [
        "remove a from div at 0 between nil, b",
        "remove b from div at 0 between nil, c",
        "remove c from div at 0 between nil, nil",
        "insert \"t\" into div at 0",
      ])
    fixture.recorder.mutations.removeAll()
    fixture.div.textContent = ""
    #expect(fixture.log == ["remove \"t\" from div at 0 between nil, nil"])
  }

  @Test func attributeChanges() throws {
    let fixture = Fixture()
    try fixture.a.setAttribute("k", "1")
    try fixture.a.setAttribute("k", "2")
    try fixture.a.toggleAttribute("t")
    fixture.a.removeAttribute("k")
    fixture.a.removeAttribute("missing")
    try fixture.a.toggleAttribute("t")
    let attr = try fixture.document.createAttribute("n")
    attr.value = "v"
    try fixture.a.setAttributeNode(attr)
    attr.value = "w"
    try fixture.a.removeAttributeNode(attr)
    attr.value = "detached"
    fixture.a.id = "i"
    #expect(
      fixture.log == [
        "attr a k: nil → 1",
        "attr a k: 1 → 2",
        "attr a t: nil → ",
        "attr a k: 2 → nil",
        "attr a t:  → nil",
        "attr a n: nil → v",
        "attr a n: v → w",
        "attr a n: w → nil",
        "attr a id: nil → i",
      ])
  }

  @Test func characterDataChanges() throws {
    let fixture = Fixture()
    let text = fixture.document.createTextNode("a😀b")
    text.appendData("c")
    try text.insertData(offset: 1, "xy")
    try text.deleteData(offset: 0, count: 1)
    try text.replaceData(offset: 1, count: 100, with: "z")
    text.data = "new"
    #expect(
      fixture.log == [
        "data #text at 4 -0 +1 was \"a😀b\"",
        "data #text at 1 -0 +2 was \"a😀bc\"",
        "data #text at 0 -1 +0 was \"axy😀bc\"",
        "data #text at 1 -5 +1 was \"xy😀bc\"",
        "data #text at 0 -2 +3 was \"xz\"",
      ])
  }

  @Test func splitTextReportsInsertionSplitAndTruncation() throws {
    let fixture = Fixture()
    let text = fixture.document.createTextNode("hello")
    fixture.div.appendChildForParser(text)
    let rest = try text.splitText(2)
    #expect(rest.data == "llo")
    #expect(
      fixture.log == [
        "insert \"llo\" into div at 4",
        "split \"he\" at 2 into \"llo\"",
        "data #text at 2 -3 +0 was \"hello\"",
      ])
  }

  @Test func adoptionIsReported() throws {
    let fixture = Fixture()
    let other = Document()
    let stranger = other.make("s")
    try fixture.div.appendChild(stranger)
    #expect(stranger.ownerDocument === fixture.document)
    #expect(fixture.log == ["adopt s", "insert s into div at 3"])
  }

  @Test func parserBuildingReportsNothing() throws {
    let fixture = Fixture()
    let document = fixture.document
    let p = document.createElement(name: document.internName(namespace: .html, localName: "p"))
    p.appendAttributeForParser(
      name: document.internName(namespace: nil, localName: "id"), value: "x")
    let text = document.createTextForParser("a")
    text.appendDataForParser("b")
    p.appendChildForParser(text)
    p.appendChildForParser(document.createCommentForParser("c"))
    fixture.div.appendChildForParser(p)
    fixture.div.removeAllChildrenForParser()
    #expect(fixture.log.isEmpty)
  }

  @Test func removedObserversHearNothing() throws {
    let fixture = Fixture()
    fixture.document.removeMutationObserver(fixture.recorder)
    try fixture.div.appendChild(fixture.document.make("x"))
    #expect(fixture.log.isEmpty)
  }
}
