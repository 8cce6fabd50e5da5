import DOM
import HTMLParsing
import Testing

/// The `id`s (or local names, for elements without one) of what `selectors` finds in `root`.
private func found(_ root: Node, _ selectors: String) throws -> [String] {
  try root.querySelectorAll(selectors).map { node in
    guard let element = node as? Element else { return "?" }
    return element.getAttribute("id") ?? element.localName
  }
}

@Suite struct SelectorMatchingTests {
  static let page = """
    <!DOCTYPE html><html lang="en-US"><head><title>t</title>
    <meta id="m1" name="Description" content="x"><meta id="m2" property="og:image" content="i">
    <link id="l1" rel="Canonical stylesheet" href="/c"></head>
    <body id="body">
    <div id="d1" class="a b"><p id="p1" class="x">one</p><p id="p2">two</p><span id="s1"></span>
      <p id="p3" class="ad">three</p></div>
    <ul id="ul"><li id="li1">1</li><li id="li2" class="odd">2</li><li id="li3">3</li>
      <li id="li4">4</li><li id="li5">5</li></ul>
    <section id="sec1"><h2 id="h2a">h</h2></section><section id="sec2"><div><h2 id="h2b">h</h2></div></section>
    <a id="a1" href="http://x.test/a.jpg" target="_blank">x</a><a id="a2">no href</a>
    <a id="a3" href="/rel" rel="nofollow noopener">y</a><area id="ar1" href="#"><img id="i1" src="x.JPG">
    <img id="i2" src="y.jpg" data-src="z"><div id="e1"></div><div id="e2"><!-- c --></div>
    <div id="e3"> </div><svg id="svg"><foreignObject id="fo"></foreignObject><rect id="r1"/></svg>
    <my-element id="ce"></my-element><div id="lang-de" lang="de-Latn-CH"><p id="in-de">x</p></div>
    <div id="rtl" dir="rtl"><span id="in-rtl"></span><span id="auto" dir="auto"></span></div>
    </body></html>
    """

  static func document() -> Document { HTMLParser.parseDocument(page) }

  static let cases: [(String, [String])] = [
    ("p", ["p1", "p2", "p3", "in-de"]),
    ("P", ["p1", "p2", "p3", "in-de"]),
    ("#p2", ["p2"]),
    (".a.b", ["d1"]),
    ("div > p:first-child", ["p1", "in-de"]),
    ("div p:last-child", ["p3", "in-de"]),
    ("div > p:last-of-type", ["p3", "in-de"]),
    ("p:first-of-type", ["p1", "in-de"]),
    ("span:only-of-type", ["s1"]),
    ("span:only-child", []),
    ("h2:only-child", ["h2a", "h2b"]),
    ("li:nth-child(2n+1)", ["li1", "li3", "li5"]),
    ("li:nth-child(even)", ["li2", "li4"]),
    ("li:nth-child(-n+2)", ["li1", "li2"]),
    ("li:nth-last-child(1)", ["li5"]),
    ("li:nth-child(1 of :not(.odd))", ["li1"]),
    ("li:nth-child(2 of :not(.odd))", ["li3"]),
    ("li:nth-last-child(odd of :not(.odd))", ["li3", "li5"]),
    ("p:nth-of-type(2)", ["p2"]),
    ("p:nth-last-of-type(1)", ["p3", "in-de"]),
    ("p:not(.ad)", ["p1", "p2", "in-de"]),
    ("p:not(.ad, #p1)", ["p2", "in-de"]),
    ("p:is(#p1, #p3)", ["p1", "p3"]),
    ("p:where(#p1, :bogus)", ["p1"]),
    ("section:has(> h2)", ["sec1"]),
    ("section:has(h2)", ["sec1", "sec2"]),
    ("p:has(+ p)", ["p1"]),
    ("p:has(~ span)", ["p1", "p2"]),
    ("li:has(+ li + li.odd)", []),
    ("li:has(~ li.odd)", ["li1"]),
    ("div:has(> p, > h2)", ["d1", "div", "lang-de"]),
    ("#d1 + ul", ["ul"]),
    ("#d1 ~ section", ["sec1", "sec2"]),
    ("li + li + li", ["li3", "li4", "li5"]),
    ("body > div:empty", ["e1", "e2"]),
    (":root", ["html"]),
    (":root > body", ["body"]),
    ("h1, h2, title", ["title", "h2a", "h2b"]),
    ("a:link", ["a1", "a3"]),
    (":any-link", ["a1", "a3", "ar1"]),
    ("meta[name=\"description\" i]", ["m1"]),
    ("meta[name=\"description\"]", []),
    ("meta[property=\"og:image\"]", ["m2"]),
    ("link[rel~=\"canonical\"]", ["l1"]),
    ("link[rel~=canonical s]", []),
    ("a[href^=\"http\"]", ["a1"]),
    ("a[href^=\"\"]", []),
    ("img[src$=\".jpg\"]", ["i2"]),
    ("img[src$=\".jpg\" i]", ["i1", "i2"]),
    ("[href*=\"x.test\"]", ["a1"]),
    ("[href*=\"\"]", []),
    ("[data-src]", ["i2"]),
    ("[DATA-SRC]", ["i2"]),
    ("a:is([target=_blank], [rel~=noopener])", ["a1", "a3"]),
    ("a[target=_BLANK]", ["a1"]),
    ("[lang|=en]", ["html"]),
    ("[lang|=de]", ["lang-de"]),
    ("foreignObject", ["fo"]),
    ("foreignobject", []),
    ("svg rect", ["r1"]),
    ("RECT", []),
    ("|rect", []),
    ("*|rect", ["r1"]),
    (":not(:defined)", ["ce"]),
    ("p:lang(en)", ["p1", "p2", "p3"]),
    ("p:lang(de)", ["in-de"]),
    ("p:lang(de-CH)", ["in-de"]),
    ("p:lang(\"*-CH\")", ["in-de"]),
    ("p:lang(de-DE)", []),
    ("span:dir(rtl)", ["in-rtl"]),
    ("span:dir(ltr)", ["s1", "auto"]),
    ("p::before", []),
    ("p:before", []),
    ("p:hover", []),
    ("body *:not(svg *):not(head *) > h2", ["h2a", "h2b"]),
  ]

  @Test(arguments: cases)
  func querySelectorAllFinds(_ selectors: String, _ expected: [String]) throws {
    let document = Self.document()
    #expect(try found(document, selectors) == expected)
    // querySelector is the first of them, and matches() agrees with every result.
    #expect(try document.querySelector(selectors) === document.querySelectorAll(selectors).item(0))
    for node in try document.querySelectorAll(selectors) {
      #expect(try (node as? Element)?.matches(selectors) == true)
    }
  }

  @Test func querySelectorAllIsStaticAndInTreeOrder() throws {
    let document = Self.document()
    let list = try document.querySelectorAll("li, ul")
    #expect(list.length == 6)
    #expect((list.item(0) as? Element)?.id == "ul")
    #expect(!list.isLive)
    let ul = try #require(document.getElementById("ul"))
    _ = try ul.appendChild(try document.createElement("li"))
    #expect(list.length == 6)
    #expect(try document.querySelectorAll("li").length == 6)
  }

  @Test func scopeIsTheQueriedElement() throws {
    let document = Self.document()
    let div = try #require(document.getElementById("d1"))
    #expect(try found(div, ":scope > p") == ["p1", "p2", "p3"])
    #expect(try found(div, ":scope") == [])
    #expect(try found(div, "body p") == ["p1", "p2", "p3"])
    #expect(try found(document, ":scope > body") == ["body"])
    #expect(try div.matches(":scope"))
    #expect(try div.closest(":scope")?.id == "d1")
    #expect(try found(div, ":has(:scope)") == [])
    let p1 = try #require(document.getElementById("p1"))
    #expect(try p1.closest("div")?.id == "d1")
    #expect(try p1.closest("p")?.id == "p1")
    #expect(try p1.closest("section") == nil)
    #expect(try p1.closest(":scope > p") == nil)
    #expect(try p1.webkitMatchesSelector("#d1 > .x"))
  }

  @Test func fragmentsAndDetachedElements() throws {
    let document = Self.document()
    let fragment = document.createDocumentFragment()
    let outer = try document.createElement("div")
    let inner = try document.createElement("p")
    _ = try outer.appendChild(inner)
    _ = try fragment.appendChild(outer)
    #expect(try fragment.querySelector("div > p") === inner)
    #expect(try fragment.querySelectorAll(":root").length == 0)
    #expect(try outer.matches(":first-child"))
    let detached = try document.createElement("span")
    #expect(try detached.matches(":first-child:last-child:only-child"))
    #expect(try !detached.matches(":root"))
  }

  @Test func quirksModeFoldsClassesAndIDs() throws {
    let quirks = HTMLParser.parseDocument("<p id=Foo class=Bar>x</p>")
    #expect(quirks.mode == .quirks)
    #expect(try found(quirks, "#foo.bar") == ["Foo"])
    #expect(try quirks.querySelector("#FOO") != nil)
    let standard = HTMLParser.parseDocument("<!DOCTYPE html><p id=Foo class=Bar>x</p>")
    #expect(try found(standard, "#foo") == [])
    #expect(try found(standard, ".bar") == [])
    #expect(try found(standard, "#Foo.Bar") == ["Foo"])
  }

  @Test func invalidSelectorsThrowFromEveryEntryPoint() throws {
    let document = Self.document()
    let p = try #require(document.getElementById("p1"))
    for run in [
      { _ = try document.querySelector("a >") }, { _ = try document.querySelectorAll("#1") },
      { _ = try p.matches(":nope") }, { _ = try p.closest("") },
    ] as [() throws -> Void] {
      #expect(throws: DOMException.self) { try run() }
    }
  }
}
