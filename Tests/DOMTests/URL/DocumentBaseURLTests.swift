import Testing

@testable import DOM

@Suite("Document base URL and URL reflection")
struct DocumentBaseURLTests {
  func makeDocument(url: String) -> Document {
    let document = Document()
    document.url = url
    let html = document.createElement(
      name: document.internName(namespace: .html, localName: "html"))
    _ = try? document.appendChild(html)
    return document
  }

  func element(_ name: String, in document: Document) -> Element {
    document.createElement(name: document.internName(namespace: .html, localName: name))
  }

  @Test func withoutBaseTheDocumentURL() {
    let document = makeDocument(url: "https://example.com/a/b.html?q#f")
    #expect(document.baseURL == "https://example.com/a/b.html?q#f")
    #expect(document.encodingParseAndSerializeURL("../c") == "https://example.com/c")
    #expect(document.encodingParseAndSerializeURL("http://[") == nil)
    // The base URL is kept between reads, but follows the document's URL.
    document.url = "https://other.test/dir/page"
    #expect(document.encodingParseAndSerializeURL("c") == "https://other.test/dir/c")
    // A base element made in another document and adopted into this one counts.
    let other = makeDocument(url: "https://elsewhere.test/")
    let foreignBase = element("base", in: other)
    try? foreignBase.setAttribute("href", "https://adopted.test/")
    _ = try? document.documentElement?.appendChild(foreignBase)
    #expect(document.baseURL == "https://adopted.test/")
  }

  @Test func firstBaseWithHrefWins() throws {
    let document = makeDocument(url: "https://example.com/a/b.html")
    let root = try #require(document.documentElement)
    let noHref = element("base", in: document)
    try root.appendChild(noHref)
    let first = element("base", in: document)
    try first.setAttribute("href", "../dir/")
    try root.appendChild(first)
    let second = element("base", in: document)
    try second.setAttribute("href", "https://other.org/")
    try root.appendChild(second)
    #expect(document.baseURL == "https://example.com/dir/")
    // Live: changing or removing the base is seen at once.
    try first.setAttribute("href", "/x/")
    #expect(document.baseURL == "https://example.com/x/")
    first.removeAttribute("href")
    #expect(document.baseURL == "https://other.org/")
    try root.removeChild(second)
    #expect(document.baseURL == "https://example.com/a/b.html")
    // Through the attribute node, and a base inserted later in a subtree.
    try first.setAttribute("href", "/y/")
    #expect(document.baseURL == "https://example.com/y/")
    first.getAttributeNode("href")?.value = "/z/"
    #expect(document.baseURL == "https://example.com/z/")
    try root.removeChild(first)
    let wrapper = element("div", in: document)
    let late = element("base", in: document)
    try late.setAttribute("href", "https://late.test/")
    try wrapper.appendChild(late)
    #expect(document.baseURL == "https://example.com/a/b.html")
    try root.appendChild(wrapper)
    #expect(document.baseURL == "https://late.test/")
  }

  @Test func unparsableBaseFallsBackToTheDocumentURL() throws {
    let document = makeDocument(url: "https://example.com/a")
    let base = element("base", in: document)
    try base.setAttribute("href", "https://[::")
    try document.documentElement?.appendChild(base)
    #expect(document.baseURL == "https://example.com/a")
  }

  @Test func aboutBlank() throws {
    let document = makeDocument(url: "about:blank")
    #expect(document.baseURL == "about:blank")
    #expect(document.encodingParseURL("x") == nil)
    let base = element("base", in: document)
    try base.setAttribute("href", "https://base.test/dir/")
    try document.documentElement?.appendChild(base)
    #expect(document.encodingParseAndSerializeURL("x") == "https://base.test/dir/x")
  }

  @Test func reflectedURL() throws {
    let document = makeDocument(url: "https://example.com/a/b.html")
    let link = element("a", in: document)
    try document.documentElement?.appendChild(link)
    #expect(link.reflectedURL(attribute: "href") == "")
    try link.setAttribute("href", " c.html?x=1#y ")
    #expect(link.reflectedURL(attribute: "href") == "https://example.com/a/c.html?x=1#y")
    try link.setAttribute("href", "http://[bad")
    #expect(link.reflectedURL(attribute: "href") == "http://[bad")
    #expect(link.urlReflectingAttribute("href") == "http://[bad")
    #expect(link.urlReflectingAttribute("src") == nil)
  }

  @Test func reflectionTableRules() throws {
    let document = makeDocument(url: "https://example.com/a/b.html")
    let root = try #require(document.documentElement)
    let base = element("base", in: document)
    try base.setAttribute("href", "sub/")
    try root.appendChild(base)
    // base.href resolves against the fallback base URL, not against itself.
    #expect(base.urlReflectingAttribute("href") == "https://example.com/a/sub/")
    let form = element("form", in: document)
    try root.appendChild(form)
    #expect(form.urlReflectingAttribute("action") == "https://example.com/a/b.html")
    try form.setAttribute("action", "")
    #expect(form.urlReflectingAttribute("action") == "https://example.com/a/b.html")
    try form.setAttribute("action", "post")
    #expect(form.urlReflectingAttribute("action") == "https://example.com/a/sub/post")
    let img = element("img", in: document)
    try img.setAttribute("src", "i.png")
    #expect(img.urlReflectingAttribute("src") == "https://example.com/a/sub/i.png")
    let button = element("button", in: document)
    #expect(button.urlReflectingAttribute("formAction") == "https://example.com/a/b.html")
    #expect(URLReflectedAttribute.lookup(element: "video", idlAttribute: "poster") != nil)
    #expect(URLReflectedAttribute.lookup(element: "div", idlAttribute: "href") == nil)
  }

  @Test func hyperlinkElementUtils() throws {
    let document = makeDocument(url: "https://example.com/a/b.html")
    let link = element("a", in: document)
    let utils = try #require(link.hyperlinkElementUtils)
    #expect(utils.href == "")
    #expect(utils.protocol == ":")
    try link.setAttribute("href", "http://u:p@h.test:81/p/q?s=1#frag")
    #expect(utils.href == "http://u:p@h.test:81/p/q?s=1#frag")
    #expect(utils.origin == "http://h.test:81")
    #expect(utils.protocol == "http:")
    #expect(utils.username == "u")
    #expect(utils.password == "p")
    #expect(utils.host == "h.test:81")
    #expect(utils.hostname == "h.test")
    #expect(utils.port == "81")
    #expect(utils.pathname == "/p/q")
    #expect(utils.search == "?s=1")
    #expect(utils.hash == "#frag")
    try link.setAttribute("href", "http://[bad")
    #expect(utils.href == "http://[bad")
    #expect(utils.host == "")
    #expect(element("div", in: document).hyperlinkElementUtils == nil)
  }
}
