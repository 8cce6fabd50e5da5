import DOM
import Testing

@Suite struct HTMLElementTests {
  @Test func contentEditable() throws {
    let document = makeDocument(
      body:
        "<div id=a contenteditable><p id=p>x</p><span id=s contenteditable=false></span></div><div id=b></div>"
    )
    let a = try document.element("a")
    #expect(a.contentEditable == "true")
    #expect(a.isContentEditable)
    #expect(try document.element("p").isContentEditable)
    #expect(try document.element("p").contentEditable == "inherit")
    #expect(!(try document.element("s").isContentEditable))
    #expect(!(try document.element("b").isContentEditable))
    let b = try document.element("b")
    try b.setContentEditable("PLAINTEXT-ONLY")
    #expect(b.getAttribute("contenteditable") == "plaintext-only")
    try b.setContentEditable("inherit")
    #expect(b.getAttribute("contenteditable") == nil)
    #expect(domErrorName { try b.setContentEditable("yes") } == .syntaxError)
  }

  @Test func translateSpellcheckDraggable() throws {
    let document = makeDocument(
      body: """
        <div id=outer translate=no spellcheck=false><p id=inner>x</p>\
        <p id=yes translate=yes spellcheck>y</p></div><img id=img><a id=a href=/>l</a><a id=a2>n</a>
        """)
    #expect(!(try document.element("inner").translate))
    #expect(try document.element("yes").translate)
    #expect(!(try document.element("inner").spellcheck))
    #expect(try document.element("yes").spellcheck)
    #expect(try document.element("img").draggable)
    #expect(try document.element("a").draggable)
    #expect(!(try document.element("a2").draggable))
    let img = try document.element("img")
    img.draggable = false
    #expect(img.getAttribute("draggable") == "false")
    #expect(!img.draggable)
    img.translate = false
    #expect(img.getAttribute("translate") == "no")
  }

  @Test func autocapitalize() throws {
    let document = makeDocument(
      body:
        "<form id=f autocapitalize=words><input id=i><input id=o autocapitalize=off></form><p id=p autocapitalize=bogus></p>"
    )
    #expect(try document.element("i").autocapitalize == "words")
    #expect(try document.element("o").autocapitalize == "none")
    #expect(try document.element("p").autocapitalize == "sentences")
    #expect(document.make("div").autocapitalize == "")
  }
}
