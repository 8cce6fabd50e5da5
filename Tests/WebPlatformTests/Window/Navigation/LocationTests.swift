import DOM
import Testing

@testable import WebPlatform

@Suite("Location")
struct LocationTests {
  func make(_ url: String, loop: EventLoop? = nil) -> (Location, Document, NavigationLog) {
    let document = Document()
    document.url = url
    let log = NavigationLog()
    let history = SessionHistory(document: document, log: log, loop: loop)
    return (Location(history: history), document, log)
  }

  @Test func componentGetters() {
    let (location, _, _) = make("https://user:pw@www.Example.com:8080/a/b.html?q=1#frag")
    #expect(location.href == "https://user:pw@www.example.com:8080/a/b.html?q=1#frag")
    #expect(location.origin == "https://www.example.com:8080")
    #expect(location.protocol == "https:")
    #expect(location.host == "www.example.com:8080")
    #expect(location.hostname == "www.example.com")
    #expect(location.port == "8080")
    #expect(location.pathname == "/a/b.html")
    #expect(location.search == "?q=1")
    #expect(location.hash == "#frag")
    #expect(location.ancestorOrigins.isEmpty)
    #expect(location.toString() == location.href)
    let (plain, _, _) = make("https://example.com/?#")
    #expect(plain.search == "" && plain.hash == "" && plain.port == "")
    let (file, _, _) = make("file:///tmp/page.html")
    #expect(file.origin == "file://")
    #expect(file.host == "")
  }

  @Test func hashSetterNavigatesInPlace() {
    let loop = EventLoop()
    let (location, document, log) = make("https://example.com/page?x=1", loop: loop)
    var changes: [String] = []
    location.history.onHashChange = { old, new in changes.append("\(old) -> \(new)") }
    location.setHash("section 2")
    #expect(document.url == "https://example.com/page?x=1#section%202")
    #expect(location.hash == "#section%202")
    #expect(location.history.length == 2)
    #expect(changes.isEmpty)  // hashchange is a task
    loop.run()
    #expect(changes == ["https://example.com/page?x=1 -> https://example.com/page?x=1#section%202"])
    // Setting the same fragment does nothing.
    location.setHash("#section%202")
    #expect(location.history.length == 2)
    #expect(log.navigations.count == 1)
    #expect(log.navigations[0].kind == .componentSet)
    #expect(log.navigations[0].detail == "hash")
    #expect(log.navigations[0].sameDocument)
    // An empty hash leaves a bare "#".
    location.setHash("")
    #expect(document.url == "https://example.com/page?x=1#")
  }

  @Test func crossDocumentNavigationsAreRecordedOnly() throws {
    let (location, document, log) = make("https://example.com/dir/page.html")
    try location.setHref("other.html")
    try location.assign("/abs")
    try location.replace("https://elsewhere.org/")
    location.reload()
    location.setSearch("q=2")
    location.setPathname("/new")
    location.setHostname("example.org")
    location.setHost("example.net:81")
    location.setPort("8443")
    try location.setProtocol("http")
    try location.setProtocol("ftp")
    #expect(document.url == "https://example.com/dir/page.html")
    #expect(
      log.navigations.map { "\($0.kind.rawValue) \($0.url) \($0.detail ?? "")" } == [
        "href-set https://example.com/dir/other.html ",
        "assign https://example.com/abs ",
        "replace https://elsewhere.org/ ",
        "reload https://example.com/dir/page.html ",
        "component-set https://example.com/dir/page.html?q=2 search",
        "component-set https://example.com/new pathname",
        "component-set https://example.org/dir/page.html hostname",
        "component-set https://example.net:81/dir/page.html host",
        "component-set https://example.com:8443/dir/page.html port",
        "component-set http://example.com/dir/page.html protocol",
      ])
    #expect(log.navigations.allSatisfy { !$0.sameDocument })
    #expect(log.navigations[2].replacesEntry)
    #expect(!log.navigations[0].replacesEntry)
  }

  @Test func errors() {
    let (location, _, log) = make("https://example.com/")
    #expect(throws: URLTypeError.self) { try location.setHref("https://exa mple.com") }
    #expect(throws: DOMException.self) { try location.assign("http://[::1") }
    #expect(throws: DOMException.self) { try location.replace("http://[::1") }
    #expect(throws: DOMException.self) { try location.setProtocol("1http") }
    #expect(throws: DOMException.self) { try location.setProtocol("ht tp") }
    location.setHost("exa mple.com")
    location.setPort("notaport")
    #expect(log.navigations.isEmpty)
  }

  @Test func sameURLWithFragmentIsAFragmentNavigation() throws {
    let (location, document, log) = make("https://example.com/page#a")
    try location.assign("#b")
    #expect(document.url == "https://example.com/page#b")
    try location.setHref("https://example.com/page#b")
    #expect(log.navigations.last?.replacesEntry == true)
    #expect(location.history.length == 2)
    try location.replace("#c")
    #expect(location.history.length == 2)
    #expect(
      location.history.entries.map(\.url) == [
        "https://example.com/page#a", "https://example.com/page#c",
      ])
    // The same URL without a fragment is a reload-like navigation: recorded only.
    try location.setHref("https://example.com/page")
    #expect(document.url == "https://example.com/page#c")
    #expect(log.navigations.last?.sameDocument == false)
  }

  @Test func javascriptURLsAreRecorded() throws {
    let (location, document, log) = make("https://example.com/")
    try location.setHref("javascript:alert(1)")
    #expect(document.url == "https://example.com/")
    #expect(log.navigations.last?.url == "javascript:alert(1)")
  }
}
