import DOM
import Testing

@Suite struct NamedNodeMapTests {
  @Test func supportedPropertyNamesSkipUppercaseOnHTMLElements() throws {
    let document = makeHTMLDocument()
    let div = document.make("div")
    try div.setAttribute("id", "a")
    try div.setAttributeNS("urn:x", "x:Name", "b")
    try div.setAttributeNS("urn:y", "x:Name", "c")
    #expect(div.attributes.supportedPropertyNames == ["id"])
    let svg = document.makeSVG("svg")
    try svg.setAttribute("viewBox", "0 0 1 1")
    try svg.setAttributeNS("urn:x", "x:k", "1")
    try svg.setAttributeNS("urn:y", "x:k", "2")
    #expect(svg.attributes.supportedPropertyNames == ["viewBox", "x:k"], "duplicates once")
  }
}
