import Testing

@testable import DOM

/// Style scoping of shadow trees through the internal API: constructed sheets adopted by a
/// shadow root (`adoptedStyleSheets`), `::slotted()`, and inheritance through the flat tree.
/// (The page-level behaviour is checked against WebKit in the `shadow-style` fixtures.)
@Suite struct ShadowTreeStyleTests {
  /// A connected host `div#host` with a light child `span#light` and an open shadow root.
  private func makeHost() throws -> (
    document: Document, host: Element, light: Element, shadow: ShadowRoot
  ) {
    let document = makeHTMLDocument()
    let host = document.make("div", id: "host")
    try #require(document.body).appendChild(host)
    let light = document.make("span", id: "light")
    try host.appendChild(light)
    let shadow = try host.attachShadow(.init(mode: .open))
    return (document, host, light, shadow)
  }

  /// An element `name` with `attributes`, appended to `parent`.
  @discardableResult
  private func add(
    _ name: String, to parent: Node, in document: Document, _ attributes: [String: String] = [:]
  ) throws -> Element {
    let element = document.make(name)
    for (attribute, value) in attributes { try element.setAttribute(attribute, value) }
    try parent.appendChild(element)
    return element
  }

  /// A constructed sheet (`new CSSStyleSheet(); sheet.replaceSync(text)`).
  private func constructedSheet(_ text: String, in document: Document) -> CSSStyleSheet {
    let sheet = CSSStyleSheet(origin: .author, isConstructed: true, constructorDocument: document)
    sheet.setRules(CSSStyleSheetParser.parseStyleSheet(text, context: CSSParserContext()))
    return sheet
  }

  private func color(_ element: Element) -> String? {
    UserAgentStyle.computedValue("color", of: element)
  }

  @Test func adoptedSheetsStyleTheShadowTreeOnly() throws {
    let (document, host, _, shadow) = try makeHost()
    let inner = try add("p", to: shadow, in: document, ["class": "inner"])
    let outer = try add("p", to: try #require(document.body), in: document, ["class": "inner"])
    #expect(color(inner) == "rgb(0, 0, 0)")
    shadow.adoptedStyleSheets = [
      constructedSheet(".inner { color: rgb(1, 2, 3) } :host { font-style: italic }", in: document)
    ]
    #expect(color(inner) == "rgb(1, 2, 3)")
    #expect(color(outer) == "rgb(0, 0, 0)")
    #expect(UserAgentStyle.computedValue("font-style", of: host) == "italic")
    #expect(shadow.styleSheets.isEmpty)
  }

  @Test func adoptedSheetsComeAfterTheTreesOwnSheets() throws {
    let (document, _, _, shadow) = try makeHost()
    let style = try add("style", to: shadow, in: document)
    try style.appendChild(document.createTextNode("b { color: rgb(9, 9, 9) }"))
    let bold = try add("b", to: shadow, in: document)
    #expect(color(bold) == "rgb(9, 9, 9)")
    let sheet = constructedSheet("b { color: rgb(4, 5, 6) }", in: document)
    shadow.adoptedStyleSheets = [sheet]
    #expect(color(bold) == "rgb(4, 5, 6)")
    // Changing the adopted sheet's rules restyles; removing it restores the tree's own.
    sheet.setRules(
      CSSStyleSheetParser.parseStyleSheet("b { color: rgb(7, 7, 7) }", context: CSSParserContext()))
    #expect(color(bold) == "rgb(7, 7, 7)")
    shadow.adoptedStyleSheets = []
    #expect(color(bold) == "rgb(9, 9, 9)")
  }

  @Test func documentAdoptedSheetsDoNotReachIntoShadowTrees() throws {
    let (document, _, light, shadow) = try makeHost()
    let inner = try add("span", to: shadow, in: document)
    try add("slot", to: shadow, in: document)
    document.adoptedStyleSheets = [constructedSheet("span { color: rgb(0, 9, 0) }", in: document)]
    #expect(color(light) == "rgb(0, 9, 0)")
    #expect(color(inner) == "rgb(0, 0, 0)")
  }

  @Test func slottedRulesMatchAssignedElementsAndLoseToOuterRules() throws {
    let (document, _, light, shadow) = try makeHost()
    try light.setAttribute("class", "s")
    shadow.adoptedStyleSheets = [
      constructedSheet(
        "::slotted(span) { color: rgb(0, 128, 0); font-weight: 100 } ::slotted(em) { color: red }"
          + " slot[name=other]::slotted(*) { font-style: italic }",
        in: document)
    ]
    try add("slot", to: shadow, in: document)
    try add("slot", to: shadow, in: document, ["name": "other"])
    #expect(color(light) == "rgb(0, 128, 0)")
    #expect(UserAgentStyle.computedValue("font-weight", of: light) == "100")
    #expect(UserAgentStyle.computedValue("font-style", of: light) == "normal")
    // Outer normal declarations beat the shadow tree's.
    document.adoptedStyleSheets = [constructedSheet(".s { font-weight: 700 }", in: document)]
    #expect(UserAgentStyle.computedValue("font-weight", of: light) == "700")
    // Reassigned to the other slot: the rule for that slot applies too.
    try light.setAttribute("slot", "other")
    #expect(UserAgentStyle.computedValue("font-style", of: light) == "italic")
    #expect(color(light) == "rgb(0, 128, 0)")
    // Unassigned: no `::slotted()` rule applies.
    try light.setAttribute("slot", "nowhere")
    #expect(UserAgentStyle.computedValue("font-style", of: light) == "normal")
    #expect(color(light) == "rgb(0, 0, 0)")
  }

  @Test func slottedRulesFollowSlotsOfSlots() throws {
    let (document, _, light, shadow) = try makeHost()
    // The outer tree's slot sits in an inner host whose own shadow tree slots it again.
    let innerHost = try add("div", to: shadow, in: document)
    let outerSlot = try add("slot", to: innerHost, in: document)
    let innerShadow = try innerHost.attachShadow(.init(mode: .open))
    try add("slot", to: innerShadow, in: document)
    innerShadow.adoptedStyleSheets = [
      constructedSheet("::slotted(*) { color: rgb(3, 3, 3); font-style: italic }", in: document)
    ]
    shadow.adoptedStyleSheets = [
      constructedSheet("::slotted(span) { color: rgb(2, 2, 2) }", in: document)
    ]
    // The light span matches both trees' rules, and the outer tree's (the context of its own
    // slot) wins; the outer slot is not matched itself (WebKit).
    #expect(color(outerSlot) == "rgb(0, 0, 0)")
    #expect(color(light) == "rgb(2, 2, 2)")
    #expect(UserAgentStyle.computedValue("font-style", of: light) == "italic")
  }

  @Test func slottedElementsInheritFromTheirSlot() throws {
    let (document, host, light, shadow) = try makeHost()
    try host.setAttribute("style", "color: rgb(8, 8, 8)")
    let wrapper = try add("div", to: shadow, in: document, ["style": "color: rgb(10, 10, 10)"])
    try add("slot", to: wrapper, in: document)
    let italic = try add("i", to: shadow, in: document)
    #expect(color(light) == "rgb(10, 10, 10)")
    // Shadow tree children inherit from the host.
    #expect(color(italic) == "rgb(8, 8, 8)")
    // An unassigned light child inherits from the host.
    try light.setAttribute("slot", "nowhere")
    #expect(color(light) == "rgb(8, 8, 8)")
  }

  @Test func slottedSelectorsKeepTheirArgument() throws {
    let selectors = try SelectorParser.parse("slot::slotted(span.a)")
    let selector = try #require(selectors.first)
    let subject = try #require(selector.compounds.first)
    #expect(subject.pseudoElement == "slotted")
    #expect(subject.slottedArgument?.compound.simpleSelectors.count == 2)
    #expect(Specificity(of: selector) == Specificity(ids: 0, classes: 1, types: 3))
  }
}
