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
