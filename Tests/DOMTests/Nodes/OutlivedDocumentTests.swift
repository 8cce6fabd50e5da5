import DOM
import Testing

/// Nodes kept after their document was let go (issue 20): a library user holding an element
/// and dropping its `Document` gets defined behaviour, not a trap.
@Suite struct OutlivedDocumentTests {
  /// An element with a child and an attribute, whose document nobody holds any more.
  static func orphanedElement() throws -> Element {
    let document = Document()
    let element = try document.createElement("div")
    try element.setAttribute("id", "kept")
    let child = try document.createElement("span")
    try element.appendChild(child)
    try child.appendChild(document.createTextNode("text") as Node)
    return element
  }

  @Test func aKeptElementGetsANewDocument() throws {
    let element = try Self.orphanedElement()
    let document = element.nodeDocument
    #expect(element.ownerDocument === document)
    #expect(document.isHTMLDocument)
    // Its whole tree moved with it.
    let child = try #require(element.firstChild)
    #expect(child.nodeDocument === document)
    #expect(child.firstChild?.nodeDocument === document)
    #expect(element.getAttributeNode("id")?.ownerDocument === document)
    // The tree works as any other.
    #expect(element.textContent == "text")
    #expect(element.getAttribute("id") == "kept")
    let added = try document.createElement("p")
    try element.appendChild(added)
    #expect(element.childNodes.length == 2)
    #expect(try element.querySelector("p") === added)
    #expect(element.baseURI == document.baseURL)
  }

  @Test func aKeptDescendantAdoptsFromTheRootOfItsTree() throws {
    let element = try Self.orphanedElement()
    let child = try #require(element.firstChild)
    // Asked first through a descendant: the root and its whole tree share the new document.
    let document = child.nodeDocument
    #expect(element.nodeDocument === document)
    #expect(child.parentNode === element)
  }

  @Test func theNewDocumentLivesAsLongAsTheTree() throws {
    let element = try Self.orphanedElement()
    weak var document = element.nodeDocument
    #expect(document != nil)
    // Asked again: the same document, kept by the tree's root.
    #expect(element.nodeDocument === document)
  }

  @Test func aNodeInsertedElsewhereBelongsThere() throws {
    let element = try Self.orphanedElement()
    let other = Document()
    let body = try other.createElement("body")
    try other.appendChild(body)
    try body.appendChild(element)
    #expect(element.nodeDocument === other)
    #expect(element.firstChild?.nodeDocument === other)
  }
}
