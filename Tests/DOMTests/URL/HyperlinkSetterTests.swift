import DOM
import Testing

/// The `HTMLHyperlinkElementUtils` setters of `a`: each edits the URL and writes `href`.
@Suite struct HyperlinkSetterTests {
  private func link(_ href: String?) -> (Document, Element) {
    let document = Document()
    document.url = "https://example.com/dir/page.html"
    let a = document.createElement(name: document.internName(namespace: .html, localName: "a"))
    if let href { a.setAttributeValue(localName: "href", href) }
    return (document, a)
  }

  @Test func settersRewriteHref() throws {
    let (document, a) = link("other.html?x=1#top")
    let utils = try #require(a.hyperlinkElementUtils)
    utils.setHash("end")
    #expect(a.getAttribute("href") == "https://example.com/dir/other.html?x=1#end")
    utils.setSearch("?q=a b")
    #expect(utils.search == "?q=a%20b")
    utils.setPathname("/new/path")
    #expect(utils.pathname == "/new/path")
    utils.setHost("example.org:8080")
    #expect(utils.host == "example.org:8080")
    utils.setPort("443")
    // The scheme's default port is not kept.
    #expect(utils.port == "")
    utils.setPort("8443")
    #expect(utils.port == "8443")
    utils.setProtocol("http")
    #expect(utils.href == "http://example.org:8443/new/path?q=a%20b#end")
    utils.setUsername("me")
    utils.setPassword("pw")
    #expect(utils.href == "http://me:pw@example.org:8443/new/path?q=a%20b#end")
    utils.setHostname("example.net")
    #expect(utils.hostname == "example.net")
    utils.setHref("relative")
    #expect(utils.href == "https://example.com/dir/relative")
    withExtendedLifetime(document) {}
  }

  @Test func settersDoNothingWithoutAURL() throws {
    let (document, a) = link(nil)
    let utils = try #require(a.hyperlinkElementUtils)
    utils.setHash("x")
    #expect(a.getAttribute("href") == nil)
    let (opaqueDocument, opaque) = link("mailto:someone@example.com")
    let opaqueUtils = try #require(opaque.hyperlinkElementUtils)
    opaqueUtils.setHost("example.org")
    opaqueUtils.setPathname("/x")
    #expect(opaque.getAttribute("href") == "mailto:someone@example.com")
    withExtendedLifetime((document, opaqueDocument)) {}
  }
}
