import DOM
import Testing

@Suite struct SlotAssignmentTests {
  private struct Tree {
    let document: Document
    let host: Element
    let shadow: ShadowRoot
    let named: HTMLSlotElement
    let fallback: HTMLSlotElement
  }

  /// A host with children `a` (slot="s"), `b` and a text; its shadow tree has
  /// `<slot name=s>` then a default slot.
  private func makeTree(mode: ShadowRoot.SlotAssignmentMode = .named) throws -> Tree {
    let document = makeHTMLDocument()
    let host = document.make("div")
    try #require(document.body).appendChild(host)
    let a = document.make("a", id: "a")
    a.slot = "s"
    try host.appendChild(a)
    try host.appendChild(document.make("b", id: "b"))
    try host.appendChild(document.createTextNode("t"))
    let shadow = try host.attachShadow(.init(mode: .open, slotAssignment: mode))
    let named = try #require(document.make("slot") as? HTMLSlotElement)
    named.name = "s"
    let fallback = try #require(document.make("slot") as? HTMLSlotElement)
    try shadow.appendChild(named)
    try shadow.appendChild(fallback)
    return Tree(document: document, host: host, shadow: shadow, named: named, fallback: fallback)
  }

  private func labels(_ nodes: [Node]) -> [String] { nodes.map(label) }

  @Test func namedSlotsTakeTheMatchingChildren() throws {
    let tree = try makeTree()
    #expect(labels(tree.named.assignedNodes()) == ["a"])
    #expect(labels(tree.fallback.assignedNodes()) == ["b", "\"t\""])
    #expect(labels(tree.fallback.assignedElements()) == ["b"])
    #expect(tree.host.firstChild?.assignedSlot === tree.named)
  }

  @Test func renamingMovesChildrenBetweenSlots() throws {
    let tree = try makeTree()
    let b = try #require(tree.host.childNodeSequence.first { label($0) == "b" } as? Element)
    b.slot = "s"
    #expect(labels(tree.named.assignedNodes()) == ["a", "b"])
    tree.named.name = "other"
    #expect(tree.named.assignedNodes().isEmpty)
    #expect(b.assignedSlot == nil)
  }

  @Test func theFirstSlotOfANameWins() throws {
    let tree = try makeTree()
    let duplicate = try #require(tree.document.make("slot") as? HTMLSlotElement)
    duplicate.name = "s"
    try tree.shadow.insertBefore(duplicate, tree.named)
    #expect(labels(duplicate.assignedNodes()) == ["a"])
    #expect(tree.named.assignedNodes().isEmpty)
  }

  @Test func flatteningFollowsNestedSlotsAndFallbackContent() throws {
    let tree = try makeTree()
    let inner = tree.document.make("section")
    let innerShadow = try inner.attachShadow(.init(mode: .open))
    let innerSlot = try #require(tree.document.make("slot") as? HTMLSlotElement)
    try innerShadow.appendChild(innerSlot)
    try tree.fallback.replaceWith([.node(inner)])
    try inner.appendChild(tree.fallback)
    #expect(labels(innerSlot.assignedNodes()) == ["slot"])
    #expect(labels(innerSlot.assignedNodes(flatten: true)) == ["b", "\"t\""])
    let empty = try #require(tree.document.make("slot") as? HTMLSlotElement)
    empty.name = "none"
    try empty.appendChild(tree.document.make("i"))
    try tree.shadow.appendChild(empty)
    #expect(labels(empty.assignedNodes(flatten: true)) == ["i"])
    #expect(empty.assignedNodes().isEmpty)
  }

  @Test func manualAssignment() throws {
    let tree = try makeTree(mode: .manual)
    #expect(tree.named.assignedNodes().isEmpty && tree.fallback.assignedNodes().isEmpty)
    let children = Array(tree.host.childNodeSequence)
    tree.fallback.assign([children[0], children[2], children[0]])
    #expect(labels(tree.fallback.assignedNodes()) == ["a", "\"t\""])
    tree.named.assign([children[0]])
    #expect(labels(tree.fallback.assignedNodes()) == ["\"t\""])
    #expect(labels(tree.named.assignedNodes()) == ["a"])
    let stranger = tree.document.make("q")
    tree.named.assign([stranger])
    #expect(tree.named.assignedNodes().isEmpty)
    try tree.host.appendChild(stranger)
    #expect(labels(tree.named.assignedNodes()) == ["q"])
  }

  @Test func changesAreSignaledInTheStandardsOrder() throws {
    let tree = try makeTree()
    var signaled: [String] = []
    tree.document.slotChangeHandler = { slot in
      signaled.append(slot.name.isEmpty ? "default" : slot.name)
    }
    let b = try #require(tree.host.childNodeSequence.first { label($0) == "b" } as? Element)
    #expect(b.assignedSlot === tree.fallback)
    #expect(labels(tree.fallback.assignedNodes()) == ["b", "\"t\""])
    b.slot = "s"
    #expect(signaled == ["default", "s"])
    signaled = []
    b.slot = "s"
    #expect(signaled.isEmpty)
    try tree.host.appendChild(tree.document.createTextNode("more"))
    #expect(signaled == ["default"])
    signaled = []
    try tree.fallback.appendChild(tree.document.make("i"))
    #expect(signaled.isEmpty)
    signaled = []
    tree.named.remove()
    #expect(signaled == ["s"])
  }
}
