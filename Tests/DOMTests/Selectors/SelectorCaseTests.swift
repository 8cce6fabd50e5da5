import Testing

@testable import DOM

/// Case rules: HTML elements in HTML documents fold names; foreign elements and XML documents
/// do not; the HTML attribute list folds values.
@Suite struct SelectorCaseTests {
  @Test func htmlDocumentRules() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    let input = document.make("input", id: "i")
    try input.setAttribute("TYPE", "Text")
    try input.setAttribute("data-Value", "AbC")
    let svg = document.makeSVG("svg")
    let foreign = document.makeSVG("foreignObject")
    foreign.setAttribute(
      name: document.internName(namespace: nil, localName: "viewBox"), value: "0")
    _ = try svg.appendChild(foreign)
    _ = try body.appendChild(input)
    _ = try body.appendChild(svg)
    #expect(try input.matches("INPUT[type=text]"))
    #expect(try input.matches("[Data-Value=AbC]"))
    #expect(try !input.matches("[data-value=abc]"))
    #expect(try input.matches("[data-value=abc i]"))
    #expect(try !input.matches("[type=text s]"))
    #expect(try foreign.matches("foreignObject[viewBox]"))
    #expect(try !foreign.matches("foreignobject"))
    #expect(try !foreign.matches("[viewbox]"))
    #expect(try document.querySelector("svg > foreignObject") === foreign)
  }

  @Test func xmlDocumentRules() throws {
    let document = Document(isHTML: false)
    let root = try document.createElementNS("http://www.w3.org/1999/xhtml", "Root")
    _ = try document.appendChild(root)
    let child = try document.createElementNS(nil, "Item")
    try child.setAttribute("Type", "Text")
    _ = try root.appendChild(child)
    #expect(try document.querySelector("Item") === child)
    #expect(try document.querySelector("item") == nil)
    #expect(try document.querySelector("[type]") == nil)
    #expect(try document.querySelector("[Type=Text]") === child)
    #expect(try document.querySelector("[Type=text]") == nil)
    #expect(try document.querySelector("|Item") === child)
    #expect(try document.querySelector("|Root") == nil)
    #expect(try document.querySelector(":root") === root)
  }

  @Test func pseudoElementsNeverMatch() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    #expect(try !body.matches("body::before"))
    #expect(try !body.matches("body:after"))
    #expect(try document.querySelectorAll("::first-line, body:first-letter").length == 0)
    #expect(try document.querySelectorAll("body, ::before").length == 1)
  }

  @Test func emptyAndRoot() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    let empty = document.make("div", id: "e")
    _ = try empty.appendChild(document.createComment("c"))
    _ = try empty.appendChild(document.createTextNode(""))
    let full = document.make("div", id: "f")
    _ = try full.appendChild(document.createTextNode(" "))
    _ = try body.appendChild(empty)
    _ = try body.appendChild(full)
    #expect(try document.querySelectorAll("div:empty").count { _ in true } == 1)
    #expect(try empty.matches(":empty"))
    #expect(try !full.matches(":empty"))
    #expect(try document.documentElement?.matches(":root") == true)
  }

  @Test func languageRanges() {
    #expect(Element.extendedFilter(range: "de", tag: "de-Latn-DE"))
    #expect(Element.extendedFilter(range: "de-DE", tag: "de-Latn-DE"))
    #expect(Element.extendedFilter(range: "*-DE", tag: "de-DE"))
    #expect(Element.extendedFilter(range: "DE-de", tag: "de-de"))
    #expect(!Element.extendedFilter(range: "de-DE", tag: "de-x-DE"))
    #expect(!Element.extendedFilter(range: "de-DE", tag: "de"))
    #expect(!Element.extendedFilter(range: "en", tag: "de"))
  }
}
