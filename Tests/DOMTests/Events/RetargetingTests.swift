import DOM
import Testing

@Suite struct RetargetingTests {
  /// document > body > host(#host) [shadow: div#inner > slot] with a light child span#light.
  private struct Tree {
    let document: Document
    let host: Element
    let shadow: ShadowRoot
    let inner: Element
    let slot: Element
    let light: Element
  }

  private func makeTree(mode: ShadowRoot.Mode = .open) throws -> Tree {
    let document = makeHTMLDocument()
    let host = document.make("div", id: "host")
    try #require(document.body).appendChild(host)
    let light = document.make("span", id: "light")
    try host.appendChild(light)
    let shadow = try host.attachShadow(.init(mode: mode))
    let inner = document.make("div", id: "inner")
    try shadow.appendChild(inner)
    let slot = document.make("slot", id: "slot")
    try inner.appendChild(slot)
    return Tree(
      document: document, host: host, shadow: shadow, inner: inner, slot: slot, light: light)
  }

  private func name(_ target: EventTarget?) -> String {
    switch target {
    case is ShadowRoot: return "shadow"
    case let element as Element: return element.id.isEmpty ? element.localName : element.id
    case is Document: return "document"
    case nil: return "null"
    default: return "?"
    }
  }

  @Test func retargetClimbsToTheHost() throws {
    let tree = try makeTree()
    #expect(EventTarget.retarget(tree.inner, against: tree.document) === tree.host)
    #expect(EventTarget.retarget(tree.inner, against: tree.slot) === tree.inner)
    #expect(EventTarget.retarget(tree.light, against: tree.inner) === tree.light)
  }

  @Test func listenersOutsideSeeTheHost() throws {
    let tree = try makeTree()
    var seen: [String] = []
    for target in [tree.document, tree.host, tree.shadow, tree.inner] as [EventTarget] {
      target.addEventListener(
        "x",
        EventListener { event in
          seen.append("\(self.name(event.currentTarget))>\(self.name(event.target))")
        })
    }
    let event = Event("x", EventInit(bubbles: true, composed: true))
    _ = try tree.inner.dispatchEvent(event)
    #expect(seen == ["inner>inner", "shadow>inner", "host>host", "document>host"])
    #expect(event.target == nil)
    seen = []
    _ = try tree.inner.dispatchEvent(Event("x", EventInit(bubbles: true)))
    #expect(seen == ["inner>inner", "shadow>inner"])
  }

  @Test func aSlottedNodesPathGoesThroughItsSlot() throws {
    let tree = try makeTree()
    var path: [String] = []
    tree.light.addEventListener(
      "x", EventListener { event in path = event.composedPath().map(self.name) })
    _ = try tree.light.dispatchEvent(Event("x", EventInit(bubbles: true)))
    #expect(path == ["light", "slot", "inner", "shadow", "host", "body", "html", "document"])
  }

  @Test func closedTreesAreHiddenFromOutside() throws {
    let tree = try makeTree(mode: .closed)
    var outside: [String] = []
    var inside: [String] = []
    tree.document.addEventListener(
      "x", EventListener { event in outside = event.composedPath().map(self.name) })
    tree.inner.addEventListener(
      "x", EventListener { event in inside = event.composedPath().map(self.name) })
    _ = try tree.inner.dispatchEvent(Event("x", EventInit(bubbles: true, composed: true)))
    #expect(outside == ["host", "body", "html", "document"])
    #expect(inside == ["inner", "shadow", "host", "body", "html", "document"])
  }
}
