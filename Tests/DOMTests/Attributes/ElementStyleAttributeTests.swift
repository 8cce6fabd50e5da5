import DOM
import Testing

/// The `style` attribute written lazily from `element.style` (`Attributes/Element+StyleAttribute.swift`),
/// with the answers WebKit gives in the `style-attribute/` WebKit-differential fixtures.
@Suite struct ElementStyleAttributeTests {
  let document = Document()

  private func span() throws -> Element { try document.createElement("span") }

  @Test func aNewStyleAttributeIsAppendedWhenFirstRead() throws {
    let element = try span()
    element.style.setProperty("color", "red")
    try element.setAttribute("title", "t")
    #expect(element.outerHTML == #"<span title="t" style="color: red;"></span>"#)
  }

  @Test func readingTheAttributeFixesItsPlace() throws {
    let element = try span()
    element.style.setProperty("color", "red")
    #expect(element.getAttribute("style") == "color: red;")
    try element.setAttribute("title", "t")
    element.style.setProperty("color", "blue")
    #expect(element.getAttributeNames() == ["style", "title"])
    #expect(element.outerHTML == #"<span style="color: blue;" title="t"></span>"#)
  }

  @Test func readingOtherAttributesDoesNotWriteIt() throws {
    let element = try span()
    element.style.setProperty("color", "red")
    _ = element.getAttribute("title")
    _ = element.hasAttribute("id")
    try element.setAttribute("title", "t")
    #expect(element.getAttributeNames() == ["title", "style"])
  }

  @Test func anExistingAttributeKeepsItsPlace() throws {
    let element = try span()
    try element.setAttribute("style", "color: blue")
    try element.setAttribute("title", "t")
    element.style.setProperty("color", "red")
    try element.setAttribute("lang", "en")
    #expect(element.outerHTML == #"<span style="color: red;" title="t" lang="en"></span>"#)
  }

  @Test func attributeSelectorsWriteIt() throws {
    let element = try span()
    element.style.setProperty("color", "red")
    #expect(try element.matches("span"))
    try element.setAttribute("id", "i")
    #expect(element.getAttributeNames() == ["id", "style"])
    let other = try span()
    other.style.setProperty("color", "red")
    #expect(try !other.matches("[title]"))
    try other.setAttribute("title", "t")
    #expect(other.getAttributeNames() == ["style", "title"])
  }

  @Test func emptyingTheDeclarationsLeavesAnEmptyAttribute() throws {
    let element = try span()
    element.style.cssText = ""
    #expect(element.outerHTML == #"<span style=""></span>"#)
    let fresh = try span()
    fresh.style.setProperty("color", "")
    #expect(!fresh.hasAttribute("style"))
  }

  @Test func removingAnUnwrittenAttributeEmptiesTheDeclarations() throws {
    let element = try span()
    element.style.setProperty("color", "red")
    element.removeAttribute("style")
    #expect(element.style.cssText == "")
    #expect(element.outerHTML == #"<span style=""></span>"#)
    let written = try span()
    written.style.setProperty("color", "red")
    _ = written.getAttribute("style")
    written.removeAttribute("style")
    #expect(written.outerHTML == "<span></span>")
    let namespaced = try span()
    namespaced.style.setProperty("color", "red")
    namespaced.removeAttributeNS(nil, "style")
    #expect(namespaced.outerHTML == #"<span style="color: red;"></span>"#)
  }

  @Test func clonesSeeTheDeclarations() throws {
    let element = try span()
    element.style.setProperty("margin", "0")
    let clone = try element.cloneNode()
    #expect((clone as? Element)?.getAttribute("style") == "margin: 0px;")
  }

  @Test func mutationRecordsAreQueuedAtTheChange() throws {
    let agent = MutationObserverAgent()
    let observer = MutationObserver(agent: agent) { _, _ in }
    let element = try span()
    try observer.observe(element, MutationObserverInit(attributes: true, attributeOldValue: true))
    element.style.setProperty("color", "red")
    element.style.setProperty("color", "red")
    try element.setAttribute("title", "t")
    element.style.setProperty("color", "blue")
    let records = observer.takeRecords()
    #expect(records.map(\.attributeName) == ["style", "title", "style"])
    #expect(records.map(\.oldValue) == [nil, nil, "color: red;"])
    // Reading the old value wrote the attribute after `title`.
    #expect(element.outerHTML == #"<span title="t" style="color: blue;"></span>"#)
  }
}
