import DOM
import Testing

@Suite struct DocumentCollectionsTests {
  @Test func collections() throws {
    let document = makeDocument(
      body: """
        <form id=f1></form><img id=i1><a id=a1 href=/x name=n>x</a><a id=a2>y</a>\
        <area id=ar href=/z><area id=ar2><script id=s1></script><embed id=e1><a id=a3 name=m>z</a>\
        <form id=f2><input name=n id=in></form><applet></applet>
        """)
    #expect(document.forms.elements.map(\.id) == ["f1", "f2"])
    #expect(document.images.elements.map(\.id) == ["i1"])
    #expect(document.links.elements.map(\.id) == ["a1", "ar"])
    #expect(document.anchors.elements.map(\.id) == ["a1", "a3"])
    #expect(document.scripts.elements.map(\.id) == ["s1"])
    #expect(document.embeds.elements.map(\.id) == ["e1"])
    #expect(document.plugins === document.embeds)
    #expect(document.applets.length == 0)
    #expect(document.forms === document.forms)
    #expect(document.links === document.links)
    #expect(document.forms.namedItem("f2")?.id == "f2")
  }

  @Test func collectionsAreLive() throws {
    let document = makeDocument(body: "<img id=a>")
    let images = document.images
    #expect(images.length == 1)
    try document.body?.appendChild(document.make("img"))
    #expect(images.length == 2)
    let svgImage = document.makeSVG("img")
    try document.body?.appendChild(svgImage)
    #expect(images.length == 2)
  }

  @Test func collectionsFollowTheAttributesTheyFilterOn() throws {
    // Kept across unrelated changes, recomputed when an attribute they read changes.
    let document = makeDocument(body: "<a id=a href=/x>x</a><a id=b>y</a><p id=p class=k></p>")
    let links = document.links
    let anchors = document.anchors
    let body = try #require(document.body)
    let keyed = body.getElementsByClassName("k")
    let paragraphs = body.getElementsByTagName("p")
    #expect(links.elements.map(\.id) == ["a"] && anchors.length == 0 && keyed.length == 1)
    #expect(paragraphs.length == 1)
    let a = try #require(document.getElementById("a"))
    let b = try #require(document.getElementById("b"))
    let p = try #require(document.getElementById("p"))
    try a.setAttribute("title", "unrelated")
    #expect(links.elements.map(\.id) == ["a"])
    try b.setAttribute("href", "/y")
    #expect(links.elements.map(\.id) == ["a", "b"])
    a.removeAttribute("href")
    #expect(links.elements.map(\.id) == ["b"])
    try b.setAttribute("name", "n")
    #expect(anchors.elements.map(\.id) == ["b"])
    try p.setAttribute("class", "other")
    #expect(keyed.length == 0)
    b.getAttributeNode("href")?.value = "/z"
    #expect(links.elements.map(\.id) == ["b"])
    b.getAttributeNode("name").map { _ = try? b.removeAttributeNode($0) }
    #expect(anchors.length == 0)
    // Tree changes still count, including an adopted subtree.
    let other = makeDocument(body: "<p id=q class=k></p>")
    let q = try #require(other.getElementById("q"))
    try body.appendChild(q)
    #expect(keyed.elements.map(\.id) == ["q"] && paragraphs.length == 2)
    q.remove()
    #expect(keyed.length == 0 && paragraphs.length == 1)
  }

  @Test func getElementsByName() throws {
    let document = makeDocument(
      body: "<input id=a name=x><div id=b name=x></div><input id=c name=X><p id=d name=x></p>")
    let list = document.getElementsByName("x")
    #expect(list.elements.map(\.id) == ["a", "b", "d"])
    try document.element("b").remove()
    #expect(list.length == 2)
    #expect(list.item(1)?.id == "d")
    #expect(list.item(5) == nil)
    let svg = document.makeSVG("g")
    try svg.setAttribute("name", "x")
    try document.body?.appendChild(svg)
    #expect(list.length == 2)
  }
}
