import Testing

@testable import DOM

/// The `innerText`/`outerText` setters and the getter's not-rendered cases, on trees built
/// by hand.
@Suite struct InnerTextSetterTests {
  /// A document with `<div>` in its body, for the setters.
  func makeDiv() throws -> (Document, Element) {
    let document = makeHTMLDocument()
    let div = document.make("div")
    guard let body = document.body else { throw DOMException(.notFoundError, "no body") }
    try body.appendChild(div)
    return (document, div)
  }

  struct SetterCase: Sendable, CustomTestStringConvertible {
    var input: String
    var children: [String]
    var testDescription: String { input.debugDescription }
  }

  static let setterCases: [SetterCase] = [
    SetterCase(input: "", children: []),
    SetterCase(input: "abc", children: ["\"abc\""]),
    SetterCase(input: "a\nb", children: ["\"a\"", "br", "\"b\""]),
    SetterCase(input: "a\r\nb\rc", children: ["\"a\"", "br", "\"b\"", "br", "\"c\""]),
    SetterCase(input: "\n\n", children: ["br", "br"]),
    SetterCase(input: "\r\r\n", children: ["br", "br"]),
    SetterCase(input: " x \n", children: ["\" x \"", "br"]),
    SetterCase(input: "<b>not markup</b>", children: ["\"<b>not markup</b>\""]),
  ]

  @Test(arguments: setterCases)
  func setInnerText(_ testCase: SetterCase) throws {
    let (document, div) = try makeDiv()
    defer { withExtendedLifetime(document) {} }
    div.setInnerText("old")
    div.setInnerText(testCase.input)
    #expect(childLabels(div) == testCase.children)
    for child in div.childNodeSequence {
      #expect(child.ownerDocument === document)
      if let element = child as? Element { #expect(element.isHTML("br")) }
    }
  }

  @Test func setInnerTextRoundTrips() throws {
    let (document, div) = try makeDiv()
    defer { withExtendedLifetime(document) {} }
    div.setInnerText("line one\nline two")
    #expect(div.innerText == "line one\nline two")
  }

  @Test func setOuterTextMergesWithNeighbours() throws {
    let (document, div) = try makeDiv()
    defer { withExtendedLifetime(document) {} }
    let span = document.make("span")
    try div.append([.string("x"), .node(span), .string("z")])
    try span.setOuterText("Y")
    #expect(childLabels(div) == ["\"xYz\""])
    #expect(span.parentNode == nil)
  }

  @Test func setOuterTextWithLineBreaks() throws {
    let (document, div) = try makeDiv()
    defer { withExtendedLifetime(document) {} }
    let span = document.make("span")
    try div.append([.string("x"), .node(span), .string("z")])
    try span.setOuterText("a\nb")
    #expect(childLabels(div) == ["\"xa\"", "br", "\"bz\""])
  }

  @Test func setOuterTextEmptyLeavesOneTextNode() throws {
    let (document, div) = try makeDiv()
    defer { withExtendedLifetime(document) {} }
    let span = document.make("span")
    try div.append([.string("x"), .node(span), .string("z")])
    try span.setOuterText("")
    #expect(childLabels(div) == ["\"xz\""])

    let only = document.make("b")
    let holder = document.make("p")
    try holder.appendChild(only)
    try only.setOuterText("")
    #expect(childLabels(holder) == ["\"\""])
  }

  @Test func setOuterTextBetweenElements() throws {
    let (document, div) = try makeDiv()
    defer { withExtendedLifetime(document) {} }
    let span = document.make("span")
    try div.append([.node(document.make("i")), .node(span), .node(document.make("u"))])
    try span.setOuterText("t")
    #expect(childLabels(div) == ["i", "\"t\"", "u"])
  }

  @Test func setOuterTextErrors() throws {
    let document = makeHTMLDocument()
    defer { withExtendedLifetime(document) {} }
    let detached = document.make("div")
    #expect(domErrorName { try detached.setOuterText("x") } == .noModificationAllowedError)
    let root = try #require(document.documentElement)
    #expect(domErrorName { try root.setOuterText("x") } == .hierarchyRequestError)
  }

  @Test func notRenderedElementsGiveTextContent() throws {
    let document = makeHTMLDocument()
    defer { withExtendedLifetime(document) {} }
    let div = document.make("div")
    try div.append([.string("  a  "), .node(document.make("br")), .string(" b ")])
    // Not in a document.
    #expect(div.innerText == "  a   b ")
    let body = try #require(document.body)
    try body.appendChild(div)
    #expect(div.innerText == "a\nb")
    div.setAttributeValue(localName: "hidden", "")
    #expect(div.innerText == "  a   b ")
    #expect(RenderedText(contentsOf: div).string == "")
  }

  @Test func emptyElement() throws {
    let (document, div) = try makeDiv()
    defer { withExtendedLifetime(document) {} }
    #expect(div.innerText == "")
    #expect(div.outerText == "")
  }

  @Test func deepTreesDoNotRecurse() throws {
    let (document, div) = try makeDiv()
    defer { withExtendedLifetime(document) {} }
    var parent: Element = div
    for _ in 0..<20_000 {
      let child = document.make("span")
      parent.appendChild(forTesting: child)
      parent = child
    }
    parent.appendChild(forTesting: document.createTextNode("deep"))
    #expect(div.innerText == "deep")
  }

  /// 100,000 nested blocks, each with white space that gets no box and a `display: none`
  /// sibling: the text is read in time linear in the tree, without recursion.
  @Test func deepBlocksWithWhiteSpaceAndHiddenSiblings() throws {
    let (document, div) = try makeDiv()
    defer { withExtendedLifetime(document) {} }
    var parent: Element = div
    for _ in 0..<100_000 {
      let child = document.make("div")
      parent.appendChild(forTesting: document.createTextNode(" \n "))
      parent.appendChild(forTesting: child)
      let hidden = document.make("div")
      hidden.setAttributeValue(localName: "hidden", "")
      parent.appendChild(forTesting: hidden)
      parent = child
    }
    parent.appendChild(forTesting: document.createTextNode("deep"))
    #expect(div.innerText == "deep")
    #expect(
      RenderedText.string(from: div, startOffset: 0, to: div, endOffset: div.childCount) == "deep")
  }
}

extension Node {
  /// Appends without the checks (test trees are always valid).
  fileprivate func appendChild(forTesting node: Node) {
    insert(node, before: nil)
  }
}
