import DOM
import Testing

@Suite struct HTMLElementInterfaceTests {
  static let htmlCases: [(String, String)] = [
    ("a", "HTMLAnchorElement"), ("h1", "HTMLHeadingElement"), ("h6", "HTMLHeadingElement"),
    ("td", "HTMLTableCellElement"), ("th", "HTMLTableCellElement"),
    ("thead", "HTMLTableSectionElement"), ("tbody", "HTMLTableSectionElement"),
    ("tfoot", "HTMLTableSectionElement"), ("col", "HTMLTableColElement"),
    ("colgroup", "HTMLTableColElement"), ("del", "HTMLModElement"), ("ins", "HTMLModElement"),
    ("q", "HTMLQuoteElement"), ("blockquote", "HTMLQuoteElement"),
    ("audio", "HTMLAudioElement"), ("video", "HTMLVideoElement"), ("applet", "HTMLUnknownElement"),
    ("bgsound", "HTMLUnknownElement"), ("blink", "HTMLUnknownElement"),
    ("isindex", "HTMLUnknownElement"), ("keygen", "HTMLUnknownElement"),
    ("multicol", "HTMLUnknownElement"), ("nextid", "HTMLUnknownElement"),
    ("spacer", "HTMLUnknownElement"), ("abbr", "HTMLElement"), ("b", "HTMLElement"),
    ("section", "HTMLElement"), ("center", "HTMLElement"), ("listing", "HTMLPreElement"),
    ("xmp", "HTMLPreElement"), ("pre", "HTMLPreElement"), ("input", "HTMLInputElement"),
    ("template", "HTMLTemplateElement"), ("frameset", "HTMLFrameSetElement"),
    ("marquee", "HTMLMarqueeElement"), ("foo", "HTMLUnknownElement"),
    ("my-element", "HTMLElement"), ("font-face", "HTMLUnknownElement"),
    ("x-Y", "HTMLUnknownElement"), ("svg", "HTMLUnknownElement"), ("image", "HTMLUnknownElement"),
  ]

  @Test(arguments: htmlCases)
  func htmlInterfaces(_ localName: String, _ interface: String) {
    #expect(HTMLElementInterface.interfaceName(namespace: .html, localName: localName) == interface)
  }

  @Test func otherNamespaces() {
    #expect(
      HTMLElementInterface.interfaceName(namespace: .svg, localName: "svg") == "SVGSVGElement")
    #expect(HTMLElementInterface.interfaceName(namespace: .svg, localName: "g") == "SVGGElement")
    #expect(
      HTMLElementInterface.interfaceName(namespace: .svg, localName: "path") == "SVGPathElement")
    #expect(
      HTMLElementInterface.interfaceName(namespace: .svg, localName: "linearGradient")
        == "SVGLinearGradientElement")
    #expect(
      HTMLElementInterface.interfaceName(namespace: .svg, localName: "lineargradient")
        == "SVGElement")
    #expect(HTMLElementInterface.interfaceName(namespace: .svg, localName: "blah") == "SVGElement")
    #expect(
      HTMLElementInterface.interfaceName(namespace: .mathml, localName: "mi") == "MathMLElement")
    #expect(HTMLElementInterface.interfaceName(namespace: nil, localName: "a") == "Element")
    #expect(
      HTMLElementInterface.interfaceName(namespace: .other("urn:x"), localName: "a") == "Element")
  }

  @Test func elementsReportTheirInterface() throws {
    let document = makeHTMLDocument()
    #expect(HTMLElementInterface.interfaceName(for: document.make("a")) == "HTMLAnchorElement")
    #expect(HTMLElementInterface.interfaceName(for: document.makeSVG("rect")) == "SVGRectElement")
    let xml = Document(isHTML: false)
    #expect(HTMLElementInterface.interfaceName(for: try xml.createElement("a")) == "Element")
  }

  @Test func inheritanceChains() {
    #expect(
      HTMLElementInterface.inheritanceChain(of: "HTMLAudioElement") == [
        "HTMLAudioElement", "HTMLMediaElement", "HTMLElement", "Element", "Node", "EventTarget",
      ])
    #expect(
      HTMLElementInterface.inheritanceChain(of: "SVGSVGElement") == [
        "SVGSVGElement", "SVGGraphicsElement", "SVGElement", "Element", "Node", "EventTarget",
      ])
    #expect(
      HTMLElementInterface.inheritanceChain(of: "SVGPathElement").prefix(4) == [
        "SVGPathElement", "SVGGeometryElement", "SVGGraphicsElement", "SVGElement",
      ])
    #expect(
      HTMLElementInterface.inheritanceChain(of: "SVGTSpanElement").prefix(4) == [
        "SVGTSpanElement", "SVGTextPositioningElement", "SVGTextContentElement",
        "SVGGraphicsElement",
      ])
    #expect(HTMLElementInterface.parentInterface(of: "HTMLUnknownElement") == "HTMLElement")
    #expect(HTMLElementInterface.parentInterface(of: "HTMLTableCellElement") == "HTMLElement")
    #expect(HTMLElementInterface.parentInterface(of: "SVGFEBlendElement") == "SVGElement")
    #expect(HTMLElementInterface.parentInterface(of: "MathMLElement") == "Element")
    #expect(HTMLElementInterface.parentInterface(of: "EventTarget") == nil)
    #expect(HTMLElementInterface.parentInterface(of: "Bogus") == nil)
  }

  @Test func everyInterfaceChainEndsAtEventTarget() {
    for interface in HTMLElementInterface.htmlInterfaceNames {
      #expect(
        HTMLElementInterface.inheritanceChain(of: interface).last == "EventTarget", "\(interface)")
    }
  }
}
