import DOM
import Testing

@Suite struct ShadowRootTests {
  /// A connected `div` host with a light child `span#light`.
  private func makeHost() throws -> (document: Document, host: Element, light: Element) {
    let document = makeHTMLDocument()
    let host = document.make("div", id: "host")
    try #require(document.body).appendChild(host)
    let light = document.make("span", id: "light")
    try host.appendChild(light)
    return (document, host, light)
  }

  @Test func attachShadowChecksTheHostAndTheSecondCall() throws {
    let document = makeHTMLDocument()
    for name in ["div", "span", "p", "section", "h3", "body", "x-foo"] {
      #expect((try? document.make(name).attachShadow(.init(mode: .open))) != nil, "\(name)")
    }
    for name in ["img", "input", "a", "template", "slot", "font-face"] {
      #expect(
        domErrorName { try document.make(name).attachShadow(.init(mode: .open)) }
          == .notSupportedError, "\(name)")
    }
    #expect(
      domErrorName { try document.makeSVG("svg").attachShadow(.init(mode: .open)) }
        == .notSupportedError)
    let div = document.make("div")
    let shadow = try div.attachShadow(.init(mode: .open))
    #expect(domErrorName { try div.attachShadow(.init(mode: .open)) } == .notSupportedError)
    #expect(div.shadowRoot === shadow && shadow.host === div)
    #expect(shadow.nodeType == .documentFragment && shadow.parentNode == nil)
  }

  @Test func aClosedShadowRootIsNotExposed() throws {
    let document = makeHTMLDocument()
    let div = document.make("div")
    let shadow = try div.attachShadow(
      .init(mode: .closed, delegatesFocus: true, slotAssignment: .manual, clonable: true))
    #expect(div.shadowRoot == nil)
    #expect(div.attachedShadowRoot === shadow)
    #expect(shadow.mode == .closed && shadow.delegatesFocus && shadow.clonable)
    #expect(shadow.slotAssignment == .manual && !shadow.serializable)
  }

  @Test func connectednessAndRootsAreShadowIncluding() throws {
    let (document, host, _) = try makeHost()
    let shadow = try host.attachShadow(.init(mode: .open))
    let inner = document.make("p", id: "inner")
    try shadow.appendChild(inner)
    #expect(inner.isConnected && shadow.isConnected)
    #expect(inner.getRootNode() === shadow)
    #expect(inner.getRootNode(composed: true) === document)
    #expect(!host.contains(inner) && !document.contains(inner))
    #expect(document.getElementById("inner") == nil)
    #expect(shadow.getElementById("inner") === inner)
    host.remove()
    #expect(!inner.isConnected)
  }

  @Test func insertingAHostIntoItsOwnShadowTreeFails() throws {
    let (document, host, _) = try makeHost()
    let shadow = try host.attachShadow(.init(mode: .open))
    #expect(domErrorName { try shadow.appendChild(host) } == .hierarchyRequestError)
    let body = try #require(document.body)
    #expect(domErrorName { try shadow.appendChild(body) } == .hierarchyRequestError)
  }

  @Test func theHostSerializesItsLightTreeOnly() throws {
    let (document, host, _) = try makeHost()
    let shadow = try host.attachShadow(.init(mode: .open, serializable: true))
    try shadow.appendChild(document.make("b"))
    #expect(host.innerHTML == "<span id=\"light\"></span>")
    #expect(host.textContent == "")
    #expect(shadow.innerHTML == "<b></b>")
    #expect(host.getHTML() == "<span id=\"light\"></span>")
    #expect(
      host.getHTML(GetHTMLOptions(serializableShadowRoots: true))
        == "<template shadowrootmode=\"open\" shadowrootserializable=\"\"><b></b></template>"
        + "<span id=\"light\"></span>")
  }

  @Test func clonableShadowRootsAreCloned() throws {
    let document = makeHTMLDocument()
    let host = document.make("div")
    let shadow = try host.attachShadow(.init(mode: .open, clonable: true))
    try shadow.appendChild(document.make("i"))
    let shallow = try #require(try host.cloneNode(deep: false) as? Element)
    #expect(shallow.shadowRoot?.innerHTML == "<i></i>")
    #expect(shallow.shadowRoot?.clonable == true)
    let other = document.make("div")
    try other.attachShadow(.init(mode: .open)).appendChild(document.make("i"))
    #expect((try other.cloneNode(deep: true) as? Element)?.shadowRoot == nil)
  }

  @Test func adoptionMovesTheShadowTree() throws {
    let document = makeHTMLDocument()
    let host = document.make("div")
    let shadow = try host.attachShadow(.init(mode: .open))
    let inner = document.make("b")
    try shadow.appendChild(inner)
    let other = makeHTMLDocument()
    try other.adoptNode(host)
    #expect(shadow.ownerDocument === other && inner.ownerDocument === other)
  }

  @Test func declarativeShadowRootsBecomeShadowRoots() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    let host = document.make("div")
    let template = try #require(try document.createElement("template") as? HTMLTemplateElement)
    try template.setAttribute("shadowrootmode", "open")
    try template.setAttribute("shadowrootclonable", "")
    try template.content.appendChild(document.make("b"))
    try host.appendChild(template)
    let second = try #require(try document.createElement("template") as? HTMLTemplateElement)
    try second.setAttribute("shadowrootmode", "open")
    try host.appendChild(second)
    try body.appendChild(host)
    DeclarativeShadowRoots.attach(in: document)
    #expect(host.shadowRoot?.innerHTML == "<b></b>")
    #expect(host.shadowRoot?.clonable == true)
    #expect(host.innerHTML == "<template shadowrootmode=\"open\"></template>")
  }

  @Test func aDroppedHostFreesItsShadowTree() throws {
    weak var weakShadow: ShadowRoot?
    weak var weakSlot: Element?
    weak var weakHost: Element?
    do {
      let document = makeHTMLDocument()
      let host = document.make("div")
      let shadow = try host.attachShadow(.init(mode: .open, slotAssignment: .manual))
      let slot = document.make("slot")
      try shadow.appendChild(slot)
      let child = document.make("span")
      try host.appendChild(child)
      (slot as? HTMLSlotElement)?.assign([child, host])
      weakShadow = shadow
      weakSlot = slot
      weakHost = host
    }
    #expect(weakHost == nil)
    #expect(weakShadow == nil)
    #expect(weakSlot == nil)
  }
}
