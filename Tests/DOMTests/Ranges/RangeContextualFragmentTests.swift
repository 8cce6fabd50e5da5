import DOM
import Testing

/// A fragment "parser" that records the context element and returns a fragment holding one
/// text node with the markup.
private final class RecordingParser: HTMLFragmentParsing, @unchecked Sendable {
  var contexts: [String] = []

  func parseFragment(_ markup: String, context: Element) -> DocumentFragment {
    contexts.append(context.localName)
    let document = context.nodeDocument
    let fragment = document.createDocumentFragment()
    _ = try? fragment.appendChild(document.createTextNode(markup))
    return fragment
  }
}

@Suite struct RangeContextualFragmentTests {
  @Test func theContextElementFollowsTheStartNode() throws {
    let document = makeHTMLDocument()
    let parser = RecordingParser()
    document.fragmentParser = parser
    let p = document.make("p")
    let text = document.createTextNode("hi")
    try p.appendChild(text)
    try document.body?.appendChild(p)
    let range = document.createRange()
    // A document start node: a new body.
    _ = try range.createContextualFragment("a")
    // An element: itself.
    try range.setStart(p, 0)
    _ = try range.createContextualFragment("b")
    // Text: its parent element.
    try range.setStart(text, 1)
    let fragment = try range.createContextualFragment("c")
    // The html element of an HTML document: a body.
    if let html = document.documentElement { try range.setStart(html, 0) }
    _ = try range.createContextualFragment("d")
    #expect(parser.contexts == ["body", "p", "p", "body"])
    #expect(fragment.textContent == "c")
  }

  @Test func withoutAParserItIsNotSupported() throws {
    let document = makeHTMLDocument()
    document.fragmentParser = nil
    let range = document.createRange()
    #expect(domErrorName { _ = try range.createContextualFragment("x") } == .notSupportedError)
  }

  @Test func clientRectsAreEmpty() {
    let range = makeHTMLDocument().createRange()
    #expect(range.getClientRects().length == 0)
    #expect(range.getBoundingClientRect().jsonMembers.allSatisfy { $0.value == 0 })
  }

  @Test func compareBoundaryPointsRejectsUnknownHows() throws {
    let document = makeHTMLDocument()
    let range = document.createRange()
    #expect(try range.compareBoundaryPoints(rawHow: 2, range) == 0)
    #expect(
      domErrorName { _ = try range.compareBoundaryPoints(rawHow: 4, range) } == .notSupportedError)
  }
}
