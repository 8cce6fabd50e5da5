import DOM
import Testing

@Suite struct AttributeTests {
  static let xlink = "http://www.w3.org/1999/xlink"
  static let xmlns = "http://www.w3.org/2000/xmlns/"

  @Test func getSetRemoveHas() throws {
    let element = Document().make("div")
    #expect(element.getAttribute("a") == nil)
    #expect(!element.hasAttribute("a"))
    #expect(!element.hasAttributes())
    try element.setAttribute("a", "1")
    #expect(element.getAttribute("a") == "1")
    #expect(element.hasAttribute("a"))
    #expect(element.hasAttributes())
    try element.setAttribute("a", "2")
    #expect(element.getAttribute("a") == "2")
    #expect(element.attributes.length == 1)
    try element.setAttribute("b", "")
    #expect(element.getAttribute("b") == "")
    element.removeAttribute("a")
    #expect(element.getAttribute("a") == nil)
    element.removeAttribute("missing")
    #expect(element.getAttributeNames() == ["b"])
  }

  @Test func htmlElementsLowercaseNames() throws {
    let document = Document()
    let element = document.make("div")
    try element.setAttribute("DATA-X", "1")
    #expect(element.getAttributeNames() == ["data-x"])
    #expect(element.getAttribute("Data-X") == "1")
    #expect(element.hasAttribute("DATA-x"))
    #expect(element.getAttributeNode("DATA-X")?.name == "data-x")
    element.removeAttribute("DaTa-X")
    #expect(!element.hasAttributes())
  }

  @Test func svgElementsKeepCase() throws {
    let document = Document()
    let svg = document.makeSVG("svg")
    try svg.setAttribute("viewBox", "0 0 1 1")
    #expect(svg.getAttributeNames() == ["viewBox"])
    #expect(svg.getAttribute("viewBox") == "0 0 1 1")
    #expect(svg.getAttribute("viewbox") == nil)
    try svg.setAttribute("viewbox", "x")
    #expect(svg.getAttributeNames() == ["viewBox", "viewbox"])
    // HTML elements of XML documents keep case too.
    let xml = Document(isHTML: false)
    let div = try xml.createElementNS("http://www.w3.org/1999/xhtml", "div")
    try div.setAttribute("onClick", "")
    #expect(div.getAttributeNames() == ["onClick"])
  }

  static let invalidNames = ["a=b", "a b", "", "a/b", "a>b", "\tx", "a\0"]

  @Test(arguments: invalidNames)
  func invalidAttributeNames(_ name: String) {
    let element = Document().make("div")
    #expect(domErrorName { try element.setAttribute(name, "v") } == .invalidCharacterError)
    #expect(domErrorName { try element.toggleAttribute(name) } == .invalidCharacterError)
    #expect(domErrorName { _ = try Document().createAttribute(name) } == .invalidCharacterError)
    #expect(!element.hasAttributes())
  }

  static let unusualValidNames = ["1a", "a:b", "\"", "é", "-"]

  @Test(arguments: unusualValidNames)
  func unusualButValidAttributeNames(_ name: String) throws {
    let element = Document().make("div")
    try element.setAttribute(name, "v")
    #expect(element.getAttribute(name) == "v")
  }

  @Test func toggleAttribute() throws {
    let element = Document().make("div")
    #expect(try element.toggleAttribute("hidden") == true)
    #expect(element.getAttribute("hidden") == "")
    #expect(try element.toggleAttribute("HIDDEN") == false)
    #expect(!element.hasAttribute("hidden"))
    #expect(try element.toggleAttribute("hidden", force: false) == false)
    #expect(!element.hasAttribute("hidden"))
    #expect(try element.toggleAttribute("hidden", force: true) == true)
    #expect(try element.toggleAttribute("hidden", force: true) == true)
    #expect(element.hasAttribute("hidden"))
    try element.setAttribute("hidden", "kept")
    #expect(try element.toggleAttribute("hidden", force: true) == true)
    #expect(element.getAttribute("hidden") == "kept")
    #expect(try element.toggleAttribute("hidden", force: false) == false)
    #expect(!element.hasAttributes())
  }

  @Test func namespacedVariants() throws {
    let document = Document()
    let use = document.makeSVG("use")
    try use.setAttributeNS(Self.xlink, "xlink:href", "#a")
    try use.setAttribute("href", "#plain")
    #expect(use.getAttributeNS(Self.xlink, "href") == "#a")
    #expect(use.getAttributeNS(nil, "href") == "#plain")
    #expect(use.getAttributeNS("", "href") == "#plain")
    #expect(use.getAttribute("xlink:href") == "#a")
    #expect(use.hasAttributeNS(Self.xlink, "href"))
    #expect(!use.hasAttributeNS(Self.xlink, "xlink:href"))
    // setAttributeNS with another prefix changes the value but keeps the first prefix.
    try use.setAttributeNS(Self.xlink, "x:href", "#b")
    #expect(use.getAttributeNS(Self.xlink, "href") == "#b")
    #expect(use.getAttributeNames() == ["xlink:href", "href"])
    let node = try #require(use.getAttributeNodeNS(Self.xlink, "href"))
    #expect(node.prefix == "xlink" && node.localName == "href" && node.namespaceURI == Self.xlink)
    use.removeAttributeNS(Self.xlink, "href")
    #expect(use.getAttributeNames() == ["href"])
    use.removeAttributeNS(nil, "href")
    #expect(!use.hasAttributes())
    #expect(domErrorName { try use.setAttributeNS(nil, "p:a", "") } == .namespaceError)
    #expect(domErrorName { try use.setAttributeNS(Self.xlink, "xmlns", "") } == .namespaceError)
    #expect(domErrorName { try use.setAttributeNS(Self.xmlns, "a", "") } == .namespaceError)
    #expect(
      domErrorName { try use.setAttributeNS(Self.xlink, "a b", "") } == .invalidCharacterError)
    try use.setAttributeNS(Self.xmlns, "xmlns:xlink", Self.xlink)
    #expect(use.getAttributeNS(Self.xmlns, "xlink") == Self.xlink)
  }

  @Test func getAttributeNamesKeepsInsertionOrder() throws {
    let element = Document().make("div")
    for name in ["z", "a", "m"] { try element.setAttribute(name, name) }
    try element.setAttribute("a", "changed")
    #expect(element.getAttributeNames() == ["z", "a", "m"])
    element.removeAttribute("z")
    try element.setAttribute("z", "")
    #expect(element.getAttributeNames() == ["a", "m", "z"])
  }

  @Test func namedNodeMap() throws {
    let element = Document().make("div")
    try element.setAttribute("a", "1")
    try element.setAttribute("b", "2")
    let map = element.attributes
    #expect(map.length == 2)
    #expect(map.item(0)?.name == "a")
    #expect(map.item(1)?.value == "2")
    #expect(map.item(2) == nil)
    #expect(map.item(-1) == nil)
    #expect(map.getNamedItem("B")?.value == "2")
    #expect(map.getNamedItem("c") == nil)
    #expect(map.getNamedItemNS(nil, "a")?.value == "1")
    // Live.
    try element.setAttribute("c", "3")
    #expect(map.length == 3)
    let removed = try map.removeNamedItem("a")
    #expect(removed.value == "1")
    #expect(removed.ownerElement == nil)
    #expect(map.length == 2)
    #expect(domErrorName { _ = try map.removeNamedItem("a") } == .notFoundError)
    #expect(domErrorName { _ = try map.removeNamedItemNS(nil, "zz") } == .notFoundError)
    let attr = try Document().createAttribute("d")
    #expect(try map.setNamedItem(attr) == nil)
    #expect(element.hasAttribute("d"))
  }

  @Test func namedNodeMapIsTheSameObject() {
    let element = Document().make("div")
    #expect(element.attributes === element.attributes)

  }

  @Test func attrObjectsKeepTheirIdentity() throws {
    let element = Document().make("div")
    try element.setAttribute("a", "1")
    let first = try #require(element.attributes.item(0))
    #expect(first === element.getAttributeNode("a"))
    #expect(first === element.attributes.getNamedItem("a"))
    #expect(first === element.getAttributeNodeNS(nil, "a"))
    try element.setAttribute("a", "2")
    #expect(first === element.getAttributeNode("a"))
    #expect(first.value == "2")
    #expect(first.ownerElement === element)
    #expect(first.nodeType == .attribute)
    #expect(first.nodeName == "a")
    #expect(first.specified)
    #expect(first.parentNode == nil)
  }

  @Test func attrValueSetterChangesTheElement() throws {
    let element = Document().make("div")
    try element.setAttribute("a", "1")
    let attr = try #require(element.getAttributeNode("a"))
    attr.value = "changed"
    #expect(element.getAttribute("a") == "changed")
    attr.nodeValue = "again"
    #expect(element.getAttribute("a") == "again")
    attr.textContent = "text"
    #expect(element.getAttribute("a") == "text")
    attr.nodeValue = nil
    #expect(element.getAttribute("a") == "")
  }

  @Test func aRemovedAttrKeepsItsValue() throws {
    let element = Document().make("div")
    try element.setAttribute("a", "1")
    let attr = try #require(element.getAttributeNode("a"))
    try element.setAttribute("a", "latest")
    element.removeAttribute("a")
    #expect(attr.ownerElement == nil)
    #expect(attr.value == "latest")
    attr.value = "detached"
    #expect(attr.value == "detached")
    #expect(!element.hasAttribute("a"))
    // Re-attaching it brings the value back.
    #expect(try element.setAttributeNode(attr) == nil)
    #expect(element.getAttribute("a") == "detached")
    #expect(attr.ownerElement === element)
  }

  @Test func anAttrThatOutlivesItsElementKeepsTheLastValue() throws {
    let document = Document()
    var attr: Attr?
    do {
      let element = document.make("div")
      try element.setAttribute("a", "first")
      attr = element.getAttributeNode("a")
      try element.setAttribute("a", "last")
    }
    let survivor = try #require(attr)
    #expect(survivor.value == "last")

  }

  @Test func setAttributeNode() throws {
    let document = Document()
    let element = document.make("div")
    let other = document.make("p")
    try element.setAttribute("a", "old")
    let oldAttr = try #require(element.getAttributeNode("a"))
    let newAttr = try document.createAttribute("a")
    newAttr.value = "new"
    let replaced = try element.setAttributeNode(newAttr)
    #expect(replaced === oldAttr)
    #expect(oldAttr.ownerElement == nil)
    #expect(oldAttr.value == "old")
    #expect(newAttr.ownerElement === element)
    #expect(element.getAttribute("a") == "new")
    #expect(element.getAttributeNode("a") === newAttr)
    // Setting the same Attr again returns it.
    #expect(try element.setAttributeNode(newAttr) === newAttr)
    #expect(element.attributes.length == 1)
    // An Attr of another element is in use.
    #expect(domErrorName { _ = try other.setAttributeNode(newAttr) } == .inUseAttributeError)
    #expect(domErrorName { _ = try other.setAttributeNodeNS(newAttr) } == .inUseAttributeError)
    #expect(!other.hasAttributes())
    // The freed Attr can be used on another element.
    #expect(try other.setAttributeNode(oldAttr) == nil)
    #expect(other.getAttribute("a") == "old")
    // An Attr from another document is adopted.
    let foreign = try Document().createAttribute("f")
    try element.setAttributeNode(foreign)
    #expect(foreign.ownerDocument === document)
  }

  @Test func removeAttributeNode() throws {
    let document = Document()
    let element = document.make("div")
    try element.setAttribute("a", "1")
    let attr = try #require(element.getAttributeNode("a"))
    #expect(try element.removeAttributeNode(attr) === attr)
    #expect(!element.hasAttribute("a"))
    #expect(attr.ownerElement == nil)
    #expect(attr.value == "1")
    #expect(domErrorName { _ = try element.removeAttributeNode(attr) } == .notFoundError)
    let stranger = try document.createAttribute("a")
    try element.setAttribute("a", "2")
    #expect(domErrorName { _ = try element.removeAttributeNode(stranger) } == .notFoundError)
    #expect(element.getAttribute("a") == "2")
  }

  @Test func idAndClassNameReflect() throws {
    let element = Document().make("div")
    element.id = "x"
    element.className = " a  b "
    #expect(element.getAttribute("id") == "x")
    #expect(element.getAttribute("class") == " a  b ")
    #expect(element.classNames == ["a", "b"])
    try element.setAttribute("id", "y")
    #expect(element.id == "y")
  }

  @Test func attrNamespaceLookups() throws {
    let document = Document()
    let svg = document.makeSVG("svg")
    try svg.setAttributeNS(Self.xmlns, "xmlns:xlink", Self.xlink)
    #expect(svg.lookupNamespaceURI("xlink") == Self.xlink)
    #expect(svg.lookupPrefix(Self.xlink) == "xlink")
    #expect(svg.lookupNamespaceURI(nil) == "http://www.w3.org/2000/svg")
    #expect(svg.isDefaultNamespace("http://www.w3.org/2000/svg"))
    #expect(svg.lookupNamespaceURI("xml") == "http://www.w3.org/XML/1998/namespace")
  }
}
