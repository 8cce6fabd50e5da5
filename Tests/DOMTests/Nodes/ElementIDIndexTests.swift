import DOM
import Testing

/// `getElementById` answers from a map after the second lookup on an unchanged document
/// (`ElementIDIndex`): every kind of change must make it answer as the specification's walk
/// does — the first connected element in tree order with that ID.
@Suite struct ElementIDIndexTests {
  /// The specification's answer, found with public API only: the first element in tree order
  /// (`getElementsByTagName("*")`) whose `id` attribute is `id`.
  private func walk(_ document: Document, _ id: String) -> Element? {
    let all = document.getElementsByTagName("*")
    for index in 0..<all.length {
      if let element = all[index], element.getAttribute("id") == id { return element }
    }
    return nil
  }

  /// Looks each ID up three times (the first walks, the second builds the map, the third reads
  /// it) and compares every answer with the walk.
  private func expectLookups(
    _ document: Document, _ ids: [String], _ step: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for _ in 0..<3 {
      for id in ids {
        let found = document.getElementById(id)
        let expected = walk(document, id)
        #expect(
          found === expected, "\(step): getElementById(\"\(id)\")", sourceLocation: sourceLocation)
      }
    }
  }

  @Test func everyKindOfChangeIsSeen() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    let ids = ["a", "b", "c", "missing"]
    let a1 = document.make("p", id: "a")
    let b1 = document.make("p", id: "b")
    let wrapper = document.make("div")
    let a2 = document.make("span", id: "a")
    try wrapper.append([.node(a2)])
    try body.append([.node(a1), .node(b1), .node(wrapper)])
    expectLookups(document, ids, "initial")
    #expect(document.getElementById("a") === a1)

    // Removing the first of two elements with one ID finds the second.
    a1.remove()
    expectLookups(document, ids, "remove first")
    #expect(document.getElementById("a") === a2)

    // Inserting an element with that ID earlier in tree order finds it.
    let a3 = document.make("em", id: "a")
    try body.prepend([.node(a3)])
    expectLookups(document, ids, "prepend")
    #expect(document.getElementById("a") === a3)

    // ID changes: the `id` property, setAttribute, removeAttribute, an Attr node's value.
    a3.id = "c"
    expectLookups(document, ids, "id property")
    try b1.setAttribute("id", "a")
    expectLookups(document, ids, "setAttribute")
    #expect(document.getElementById("a") === b1)
    b1.removeAttribute("id")
    expectLookups(document, ids, "removeAttribute")
    let attr = try #require(a2.getAttributeNode("id"))
    attr.value = "b"
    expectLookups(document, ids, "Attr.value")
    #expect(document.getElementById("b") === a2)
    #expect(document.getElementById("a") == nil)

    // Moving an element (insert of a connected node), and adopting one into another document.
    try body.appendChild(a3)
    expectLookups(document, ids, "move")
    let other = makeHTMLDocument()
    _ = try other.adoptNode(wrapper)
    expectLookups(document, ids, "adopt out")
    #expect(document.getElementById("b") == nil)
    try other.body?.appendChild(wrapper)
    #expect(other.getElementById("b") === a2)

    // Replacing the whole content (textContent), then a detached element is not found.
    body.textContent = "text"
    expectLookups(document, ids, "textContent")
    #expect(document.getElementById("c") == nil)
    let detached = document.make("b", id: "a")
    expectLookups(document, ids, "detached")
    #expect(document.getElementById("a") == nil)
    try body.appendChild(detached)
    expectLookups(document, ids, "attach")
    #expect(document.getElementById("a") === detached)
  }

  /// A removed element is not kept alive by the map.
  @Test func removedElementsAreReleased() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    weak var weakElement: Element?
    do {
      let element = document.make("p", id: "gone")
      weakElement = element
      try body.appendChild(element)
      #expect(document.getElementById("gone") === element)
      #expect(document.getElementById("gone") === element)
      element.remove()
    }
    #expect(weakElement == nil)
    #expect(document.getElementById("gone") == nil)
  }
}
