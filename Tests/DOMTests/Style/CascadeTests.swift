import Testing

@testable import DOM

/// The style-sheet cascade (`Style/StyleEngine.swift`): which declaration wins, conditions,
/// substitution, and that what a script changes is seen by the next read.
@Suite struct CascadeTests {
  /// A media environment for tests: `mediaText` matches when listed, sheets from a table.
  final class TestEnvironment: StyleEnvironment {
    var matching: Set<String> = ["", "all", "screen"]
    var sheets: [String: String] = [:]
    var mediaVersion: UInt64 = 0
    func mediaMatches(_ mediaText: String) -> Bool { matching.contains(mediaText) }
    func styleSheetText(at url: String) -> String? { sheets[url] }
  }

  /// A document whose head holds a `<style>` with `css`, and an empty body.
  func document(_ css: String) throws -> Document {
    let document = makeHTMLDocument()
    document.url = "https://example.test/dir/page.html"
    let style = document.make("style")
    try style.appendChild(document.createTextNode(css))
    try document.head?.appendChild(style)
    return document
  }

  func add(_ document: Document, _ name: String, id: String? = nil, className: String? = nil)
    throws -> Element
  {
    let element = document.make(name, id: id)
    if let className { element.className = className }
    try document.body?.appendChild(element)
    return element
  }

  func value(_ property: String, _ element: Element) -> String {
    UserAgentStyle.computedValue(property, of: element) ?? "(nil)"
  }

  @Test func specificityThenOrderDecide() throws {
    let doc = try document(
      "#a { color: red } .b { color: blue } div { color: green } .c { color: blue } .c { color: lime }"
    )
    let a = try add(doc, "div", id: "a", className: "b")
    let b = try add(doc, "div", className: "b")
    let c = try add(doc, "div", className: "c")
    let plain = try add(doc, "div")
    #expect(value("color", a) == "rgb(255, 0, 0)")
    #expect(value("color", b) == "rgb(0, 0, 255)")
    #expect(value("color", c) == "rgb(0, 255, 0)")
    #expect(value("color", plain) == "rgb(0, 128, 0)")
  }

  @Test func whereCountsNothingAndIsCountsItsArgument() throws {
    let doc = try document(":is(#x) { color: red } div.k { color: blue } :where(#y) { color: red }")
    let x = try add(doc, "div", id: "x", className: "k")
    let y = try add(doc, "div", id: "y", className: "k")
    #expect(value("color", x) == "rgb(255, 0, 0)")
    #expect(value("color", y) == "rgb(0, 0, 255)")
  }

  @Test func importanceAndTheStyleAttribute() throws {
    let doc = try document("#i { display: block !important } .n { display: flex }")
    let important = try add(doc, "span", id: "i")
    important.setAttributeValue(localName: "style", "display: inline-block")
    let inline = try add(doc, "span", className: "n")
    inline.setAttributeValue(localName: "style", "display: grid")
    let inlineImportant = try add(doc, "span", id: "i")
    inlineImportant.setAttributeValue(localName: "style", "display: table !important")
    #expect(value("display", important) == "block")
    #expect(value("display", inline) == "grid")
    #expect(value("display", inlineImportant) == "table")
  }

  @Test func layersOrderNormalAndReverseImportant() throws {
    let doc = try document(
      """
      @layer base, theme;
      @layer theme { .t { color: blue } .u { color: blue !important } }
      @layer base { .t { color: red } .u { color: red !important } .w { color: red } }
      .w { color: lime }
      """)
    let t = try add(doc, "p", className: "t")
    let u = try add(doc, "p", className: "u")
    let w = try add(doc, "p", className: "w")
    #expect(value("color", t) == "rgb(0, 0, 255)")
    #expect(value("color", u) == "rgb(255, 0, 0)")
    #expect(value("color", w) == "rgb(0, 255, 0)")
  }

  @Test func conditionsApplyOrSkipRules() throws {
    let environment = TestEnvironment()
    let doc = try document(
      """
      @media print { .m { display: none } }
      @media all { .a { display: none } }
      @supports (display: grid) { .s { display: grid } }
      @supports (display: no-such-value) { .s { display: none } }
      @supports not (color: nonsense) { .n { display: flex } }
      @supports selector(a > b) { .sel { display: table } }
      @container (min-width: 1px) { .c { display: none } }
      """)
    doc.styleEnvironment = environment
    #expect(value("display", try add(doc, "div", className: "m")) == "block")
    #expect(value("display", try add(doc, "div", className: "a")) == "none")
    #expect(value("display", try add(doc, "div", className: "s")) == "grid")
    #expect(value("display", try add(doc, "div", className: "n")) == "flex")
    #expect(value("display", try add(doc, "div", className: "sel")) == "table")
    #expect(value("display", try add(doc, "div", className: "c")) == "block")
    let late = try add(doc, "div", className: "m")
    environment.matching.insert("print")
    environment.mediaVersion += 1
    #expect(value("display", late) == "none")
  }

  @Test func importsAndLinksLoadFromTheEnvironment() throws {
    let environment = TestEnvironment()
    environment.sheets["https://example.test/dir/a.css"] =
      "@import url(b.css) layer(x); .a { display: none }"
    environment.sheets["https://example.test/dir/b.css"] =
      ".b { display: none } .a { display: flex }"
    environment.sheets["https://example.test/l.css"] = ".l { visibility: hidden }"
    let doc = try document("@import 'a.css'; .late { display: none }")
    doc.styleEnvironment = environment
    let link = doc.make("link")
    link.setAttributeValue(localName: "rel", "Stylesheet")
    link.setAttributeValue(localName: "href", "/l.css")
    try doc.head?.appendChild(link)
    let a = try add(doc, "div", className: "a")
    let b = try add(doc, "div", className: "b")
    let l = try add(doc, "div", className: "l")
    #expect(value("display", a) == "none")
    #expect(value("display", b) == "none")
    #expect(value("visibility", l) == "hidden")
    #expect(doc.styleSheets.count == 2)
    #expect(link.sheet?.href == "https://example.test/l.css")
    link.setAttributeValue(localName: "href", "/missing.css")
    #expect(value("visibility", l) == "visible")
    #expect(link.sheet == nil)
  }

  @Test func customPropertiesSubstituteAndInherit() throws {
    let doc = try document(
      """
      :root { --main: rgb(1, 2, 3); --size: 7px }
      .v { color: var(--main) } .f { color: var(--none, blue) }
      .m { margin: var(--size) } .cycle { --a: var(--b); --b: var(--a); color: var(--a) }
      .bad { color: var(--size) }
      """)
    let v = try add(doc, "span", className: "v")
    let child = doc.make("b")
    try v.appendChild(child)
    #expect(value("color", v) == "rgb(1, 2, 3)")
    #expect(value("color", child) == "rgb(1, 2, 3)")
    #expect(value("--size", child) == "7px")
    #expect(value("color", try add(doc, "span", className: "f")) == "rgb(0, 0, 255)")
    #expect(value("margin-top", try add(doc, "span", className: "m")) == "7px")
    // A cycle and a value invalid for the property both behave as unset (color inherits).
    #expect(value("color", try add(doc, "span", className: "cycle")) == "rgb(0, 0, 0)")
    #expect(value("color", try add(doc, "span", className: "bad")) == "rgb(0, 0, 0)")
  }

  @Test func revertGoesBackToTheUserAgentDefault() throws {
    let doc = try document("div { display: inline } .r { display: revert }")
    #expect(value("display", try add(doc, "div")) == "inline")
    #expect(value("display", try add(doc, "div", className: "r")) == "block")
  }

  @Test func mutationsAreSeenByTheNextRead() throws {
    let doc = try document(".hide { display: none }")
    let element = try add(doc, "p")
    #expect(value("display", element) == "block")
    element.className = "hide"
    #expect(value("display", element) == "none")
    element.className = ""
    #expect(value("display", element) == "block")
    element.className = "hide"
    let style = try #require(doc.head?.firstElementChild)
    style.firstChild?.nodeValue = ".hide { display: flex }"
    #expect(value("display", element) == "flex")
    let sheet = try #require(style.sheet)
    sheet.disabled = true
    #expect(value("display", element) == "block")
    sheet.disabled = false
    style.setAttributeValue(localName: "type", "text/plain")
    #expect(value("display", element) == "block")
    #expect(style.sheet == nil)
    style.setAttributeValue(localName: "type", "text/css")
    style.setAttributeValue(localName: "media", "print")
    #expect(value("display", element) == "block")
  }

  @Test func shadowTreesAreScoped() throws {
    let doc = try document("p { color: red } .host { color: green }")
    let host = try add(doc, "div", className: "host")
    let root = try host.attachShadow(.init(mode: .open))
    let style = doc.make("style")
    try style.appendChild(
      doc.createTextNode(":host { color: blue; display: flex } p { display: none }"))
    try root.appendChild(style)
    let inner = doc.make("p")
    try root.appendChild(inner)
    let outside = try add(doc, "p")
    // The host tree's normal rule wins over `:host`; `:host` still sets what it alone sets.
    #expect(value("color", host) == "rgb(0, 128, 0)")
    #expect(value("display", host) == "flex")
    // Inside: the shadow tree's rules apply, the document's do not; color inherits from the host.
    #expect(value("display", inner) == "none")
    #expect(value("color", inner) == "rgb(0, 128, 0)")
    #expect(value("display", outside) == "block")
    #expect(root.styleSheets.count == 1)
  }

  @Test func hostileSheetsEndCleanly() throws {
    // Rules nested within the limit apply; deeper ones are dropped, and nothing recurses
    // over the depth (parsing, the rule sets, serialization, deallocation).
    let limit = CSSStyleSheetParser.maximumNestingDepth
    let nested = String(repeating: "@media all { ", count: limit - 1) + ".n { display: none }"
    let deep = String(repeating: "@supports (a: b) { ", count: 100_000) + ".d { display: none }"
    let closed = nested + String(repeating: " }", count: limit - 1)
    let doc = try document(closed + deep + String(repeating: "((", count: 50_000))
    let shallow = try add(doc, "div", className: "n")
    #expect(value("display", shallow) == "none")
    let element = try add(doc, "div", className: "d")
    #expect(value("display", element) == "block")
    let rules = CSSStyleSheetParser.parseStyleSheet(
      String(repeating: "a { b: c } @supports ((((( { } ", count: 2_000), context: .init())
    #expect(rules.count == 1)
  }

  @Test func hostileNestingEndsQuickly() throws {
    // 100,000 nested style rules: the parser keeps 256 levels. A leading `&` is written out,
    // so every kept level applies; a `&` wrapped in `:is()` (here `.w &`) counts towards
    // CSSNesting.maximumWrappedNesting, beyond which rules are dropped (each such level can
    // multiply the cost of matching by the tree's depth).
    let leading = String(repeating: ".a { color: red; ", count: 100_000)
    let wrapped = ".b { " + String(repeating: ".w & { color: blue; ", count: 300)
    let doc = try document(leading + String(repeating: "}", count: 100_000) + wrapped)
    let red = try add(doc, "div", className: "a")
    var parent = try add(doc, "div", className: "w b")
    for _ in 0..<40 {
      let child = doc.make("div")
      child.className = "w b"
      try parent.appendChild(child)
      parent = child
    }
    let clock = ContinuousClock()
    let start = clock.now
    #expect(value("color", parent) == "rgb(0, 0, 255)")
    #expect(value("color", red) == "rgb(255, 0, 0)")
    // About 2 s in a debug build; the bound only catches a blow-up (exponential matching would
    // take hours), with room for the sanitized runs.
    #expect(clock.now - start < .seconds(120))
    let sheet = try #require(doc.styleSheets.first)
    var depth = 0
    var rule = sheet.rules.first as? CSSStyleRule
    while let current = rule {
      depth += 1
      rule = current.childRules.first as? CSSStyleRule
    }
    #expect(depth == CSSStyleSheetParser.maximumNestingDepth)
  }

  @Test func nestedRulesApplyRelativeToTheirParent() throws {
    let doc = try document(
      """
      .a { color: red; .b { color: blue } > .c { color: lime } &.d { color: gray }
        background-color: rgb(1, 2, 3); @media screen { .e { color: navy } } }
      #x, .y { & .z { color: olive } }
      .w .v { color: red } .w { .v { color: teal } .u { color: teal } } .w .u { color: red }
      """)
    let a = try add(doc, "div", className: "a")
    let b = doc.make("span")
    b.className = "b"
    let c = doc.make("span")
    c.className = "c"
    let e = doc.make("span")
    e.className = "e"
    let inner = doc.make("div")
    let deepC = doc.make("span")
    deepC.className = "c"
    for child in [b, c, e, inner] { try a.appendChild(child) }
    try inner.appendChild(deepC)
    let d = try add(doc, "div", className: "a d")
    let y = try add(doc, "div", className: "y")
    let z = doc.make("i")
    z.className = "z"
    try y.appendChild(z)
    let w = try add(doc, "div", className: "w")
    let v = doc.make("i")
    v.className = "v"
    try w.appendChild(v)
    let u = doc.make("i")
    u.className = "u"
    try w.appendChild(u)
    #expect(value("color", a) == "rgb(255, 0, 0)")
    // Declarations after a nested rule still apply to the parent's elements.
    #expect(value("background-color", a) == "rgb(1, 2, 3)")
    #expect(value("color", b) == "rgb(0, 0, 255)")
    #expect(value("color", c) == "rgb(0, 255, 0)")
    #expect(value("color", deepC) == "rgb(255, 0, 0)")  // `> .c` is a child only: inherits
    #expect(value("color", d) == "rgb(128, 128, 128)")
    #expect(value("color", e) == "rgb(0, 0, 128)")
    #expect(value("color", z) == "rgb(128, 128, 0)")
    // `&` counts its parent's specificity, so `.w { .v }` is as specific as `.w .v`: the
    // later of two equal rules wins.
    #expect(value("color", v) == "rgb(0, 128, 128)")
    #expect(value("color", u) == "rgb(255, 0, 0)")
  }

  @Test func allResetsEveryPropertyButDirection() throws {
    let doc = try document(
      "div { color: red; direction: rtl; margin-top: 5px } .r { all: initial } .s { all: initial; color: blue }"
    )
    let r = try add(doc, "div", className: "r")
    let s = try add(doc, "div", className: "s")
    #expect(value("display", r) == "inline")
    #expect(value("color", r) == "rgb(0, 0, 0)")
    #expect(value("margin-top", r) == "0px")
    #expect(value("direction", r) == "rtl")
    #expect(value("color", s) == "rgb(0, 0, 255)")
    #expect(value("display", s) == "inline")
  }
}
