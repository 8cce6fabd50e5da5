import DOM
import Testing

@Suite struct HTMLLabelElementTests {
  @Test func controlByForOrDescendant() throws {
    let document = makeDocument(
      body: """
        <form id=f><label id=l1 for=x>X</label><input id=x>\
        <label id=l2>Y <span><input id=y type=hidden><select id=s></select></span></label>\
        <label id=l3 for=p>P</label><p id=p></p><label id=l4 for=>Q<input></label></form>
        """)
    #expect(HTMLLabelElement(try document.element("l1"))?.control === (try document.element("x")))
    #expect(HTMLLabelElement(try document.element("l2"))?.control === (try document.element("s")))
    #expect(HTMLLabelElement(try document.element("l3"))?.control == nil)
    #expect(HTMLLabelElement(try document.element("l4"))?.control == nil)
    #expect(HTMLLabelElement(try document.element("l1"))?.form === (try document.element("f")))
  }

  /// `for` names the first element in the label's tree with that ID: in a document (where the
  /// ID map answers) and in a detached tree (walked).
  @Test func forNamesTheFirstElementWithTheIDInTheTree() throws {
    let document = makeDocument(
      body: "<label id=l for=z>Z</label><div id=z></div><input id=z><input id=w>")
    let label = try #require(HTMLLabelElement(try document.element("l")))
    #expect(label.control == nil)
    try document.element("z").remove()
    #expect(label.control?.localName == "input")
    let detached = document.make("div")
    let inner = document.make("label")
    try inner.setAttribute("for", "w")
    let input = document.make("input", id: "w")
    try detached.append([.node(inner), .node(input)])
    #expect(HTMLLabelElement(inner)?.control === input)
    try label.element.setAttribute("for", "w")
    #expect(label.control === (try document.element("w")))
  }

  @Test func labelsIsLive() throws {
    let document = makeDocument(
      body: "<label id=a for=x>A</label><input id=x><label id=b><input id=y></label>")
    let x = try document.element("x")
    let labels = try #require(x.labels)
    #expect(labels.elements.map(\.id) == ["a"])
    #expect(x.labels === labels)
    let extra = document.make("label")
    try extra.setAttribute("for", "x")
    try document.body?.appendChild(extra)
    #expect(labels.length == 2)
    #expect(try document.element("y").labels?.item(0)?.id == "b")
    let hidden = document.make("input")
    try hidden.setAttribute("type", "hidden")
    #expect(hidden.labels == nil)
    #expect(document.make("div").labels == nil)
  }
}
