import Testing

@testable import DOM

/// The SVG and MathML user-agent sheets apply to their namespaces only.
@Suite struct ForeignContentStyleTests {
  private func display(_ element: Element) -> String? {
    UserAgentStyle.computedValue("display", of: element)
  }

  @Test func sheetsMatchTheirNamespaceOnly() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    let svg = document.makeSVG("svg")
    try body.appendChild(svg)
    let svgTitle = document.makeSVG("title")
    try svg.appendChild(svgTitle)
    let svgText = document.makeSVG("text")
    try svg.appendChild(svgText)
    let math = document.createElement(
      name: document.internName(namespace: .mathml, localName: "math"))
    try body.appendChild(math)
    let mi = document.createElement(name: document.internName(namespace: .mathml, localName: "mi"))
    try math.appendChild(mi)
    // An HTML `text` or `mi` is not styled by the foreign sheets.
    let htmlText = document.make("text")
    try body.appendChild(htmlText)
    let htmlMI = document.make("mi")
    try body.appendChild(htmlMI)
    #expect(display(svgTitle) == "none")
    #expect(display(svgText) == "block")
    #expect(UserAgentStyle.computedValue("overflow-x", of: svg) == "hidden")
    #expect(display(math) == "inline")
    try math.setAttribute("display", "BLOCK")
    #expect(display(math) == "block")
    #expect(display(mi) == "block")
    #expect(UserAgentStyle.computedValue("white-space", of: mi) == "nowrap")
    #expect(display(htmlText) == "inline")
    #expect(display(htmlMI) == "inline")
    #expect(UserAgentStyle.computedValue("white-space", of: htmlMI) == "normal")
  }
}
