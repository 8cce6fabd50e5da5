import DOM
import Testing

@Suite struct DOMImplementationTests {
  @Test func isTheSameObjectWhileHeld() {
    let document = Document()
    let implementation = document.implementation
    #expect(document.implementation === implementation)
    #expect(implementation.document === document)
    #expect(implementation.hasFeature())
  }

  @Test func createDocumentPicksTheContentType() throws {
    let document = makeHTMLDocument()
    document.url = "https://example.com/"
    let svg = try document.implementation.createDocument("http://www.w3.org/2000/svg", "svg")
    #expect(svg.contentType == "image/svg+xml")
    #expect(!svg.isHTMLDocument)
    #expect(svg.url == "https://example.com/")
    #expect(svg.documentElement?.namespace == .svg)
    let xhtml = try document.implementation.createDocument("http://www.w3.org/1999/xhtml", "")
    #expect(xhtml.contentType == "application/xhtml+xml")
    #expect(xhtml.documentElement == nil)
    let plain = try document.implementation.createDocument(nil, "root")
    #expect(plain.contentType == "application/xml")
  }

  @Test func aBadNameThrowsBeforeTheDoctypeMoves() throws {
    let document = makeHTMLDocument()
    let doctype = try document.implementation.createDocumentType("x", "", "")
    #expect(
      domErrorName { _ = try document.implementation.createDocument(nil, "a:b", doctype) }
        == .namespaceError)
    #expect(doctype.ownerDocument === document)
    let made = try document.implementation.createDocument(nil, "x", doctype)
    #expect(made.doctype === doctype)
    #expect(made.firstChild === doctype)
  }

  @Test func createHTMLDocumentBuildsTheSkeleton() {
    let document = makeHTMLDocument()
    let made = document.implementation.createHTMLDocument("T")
    #expect(made.isHTMLDocument)
    #expect(childLabels(made) == ["!html", "html"])
    #expect(made.title == "T")
    #expect(made.body != nil)
    #expect(document.implementation.createHTMLDocument().head?.hasChildNodes() == false)
  }

  @Test func slotReflectsItsAttribute() {
    let div = Document().make("div")
    #expect(div.shadowRoot == nil)
    #expect(div.assignedSlot == nil)
    div.slot = "s"
    #expect(div.getAttribute("slot") == "s")
    #expect(div.slot == "s")
  }
}
