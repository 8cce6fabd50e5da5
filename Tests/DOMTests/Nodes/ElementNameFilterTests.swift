import Testing

@testable import DOM

/// The document's filter of IDs and names (`ElementNameFilter`): lookups by ID or name that
/// it answers "none" for skip their walk, so every way an element gets an `id` or `name` must
/// reach it, or a lookup would miss an element that is there.
@Suite struct ElementNameFilterTests {
  @Test func everyWayOfGettingAnIDOrNameIsSeen() throws {
    let document = makeDocument(body: "<form id=f><input name=parsed></form><p id=p></p>")
    let body = try #require(document.body)
    #expect(document.getElementById("p") != nil, "parsed id")
    #expect(!document.mayHaveElementNamed("nothing-has-this"))
    #expect(document.getElementById("nothing-has-this") == nil)

    // setAttribute (appended), then changed in place.
    let a = document.make("div")
    try body.appendChild(a)
    try a.setAttribute("id", "set")
    #expect(document.getElementById("set") === a)
    try a.setAttribute("id", "changed")
    #expect(document.getElementById("changed") === a)

    // An Attr node's value, setAttributeNode, the reflected `id` property.
    let attr = try document.createAttribute("id")
    attr.value = "from-attr-node"
    let b = document.make("span")
    try body.appendChild(b)
    _ = try b.setAttributeNode(attr)
    #expect(document.getElementById("from-attr-node") === b)
    attr.value = "attr-value-changed"
    #expect(document.getElementById("attr-value-changed") === b)
    b.id = "reflected"
    #expect(document.getElementById("reflected") === b)

    // A clone, in the same document and imported into another.
    let clone = try #require(try a.cloneNode(deep: false) as? Element)
    try clone.setAttribute("name", "clone-name")
    let other = makeHTMLDocument()
    let imported = try #require(try other.importNode(clone) as? Element)
    #expect(other.mayHaveElementNamed("changed"))
    #expect(other.mayHaveElementNamed("clone-name"))
    try #require(other.body).appendChild(imported)
    #expect(other.getElementById("changed") === imported)

    // An element made in another document and adopted (its names came with it).
    let stranger = other.make("input")
    try stranger.setAttribute("name", "adopted-name")
    try stranger.setAttribute("id", "adopted-id")
    let form = try #require(HTMLFormElement(try document.element("f")))
    #expect(form.namedItem("adopted-name") == nil)
    try form.element.appendChild(stranger)
    #expect(document.getElementById("adopted-id") === stranger)
    guard case .element(let found) = form.namedItem("adopted-name") else {
      Issue.record("the adopted input is a named property of the form")
      return
    }
    #expect(found === stranger)
  }

  @Test func aFormAnswersItsControlsAfterChangesAndNothingForItsMembers() throws {
    let document = makeDocument(body: "<form id=f><input name=email></form>")
    let form = try #require(HTMLFormElement(try document.element("f")))
    // The names scripts read most on a form are its members': none is a control's.
    for member in ["nodeName", "firstChild", "parentNode", "getAttribute"] {
      #expect(form.namedItem(member) == nil, "\(member)")
      #expect(form.elements.namedItem(member) == nil, "\(member)")
    }
    // A control named like a member shadows it (the filter says "maybe").
    let shadowing = document.make("input")
    try shadowing.setAttribute("name", "nodeName")
    try form.element.appendChild(shadowing)
    guard case .element(let found) = form.namedItem("nodeName") else {
      Issue.record("a control named nodeName is a named property")
      return
    }
    #expect(found === shadowing)
    // A removed name stays in the filter (it only grows): the walk still answers none.
    shadowing.remove()
    #expect(document.mayHaveElementNamed("nodeName"))
    #expect(form.namedItem("nodeName") == nil)
  }

  @Test func pastItsCapacityTheFilterSaysMaybeForEveryName() throws {
    let document = makeHTMLDocument()
    let element = document.make("div")
    for index in 0...ElementNameFilter.capacity {
      element.setAttributeValue(localName: "id", "id-\(index)")
    }
    #expect(document.mayHaveElementNamed("never-set"))
    // Lookups still answer from the document itself.
    try #require(document.body).appendChild(element)
    #expect(document.getElementById("never-set") == nil)
    #expect(document.getElementById("id-\(ElementNameFilter.capacity)") === element)
  }
}
