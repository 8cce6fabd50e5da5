import DOM
import Testing

@testable import WebPlatform

@Suite("SessionHistory")
struct SessionHistoryTests {
  final class State {
    let name: String
    init(_ name: String) { self.name = name }
  }

  func make(_ url: String, loop: EventLoop? = nil) -> (SessionHistory, Document, NavigationLog) {
    let document = Document()
    document.url = url
    let log = NavigationLog()
    return (SessionHistory(document: document, log: log, loop: loop), document, log)
  }

  @Test func pushAndReplaceState() throws {
    let (history, document, log) = make("https://example.com/app/start")
    #expect(history.length == 1)
    #expect(history.state == nil)
    let one = State("one")
    try history.pushState(one, url: "step1?x=1")
    #expect(document.url == "https://example.com/app/step1?x=1")
    #expect(history.length == 2)
    #expect((history.state as? State) === one)
    try history.replaceState(State("two"), url: nil)
    #expect(document.url == "https://example.com/app/step1?x=1")
    #expect((history.state as? State)?.name == "two")
    #expect(history.length == 2)
    try history.pushState(nil, url: "")
    #expect(history.length == 3)
    #expect(history.state == nil)
    #expect(log.navigations.map(\.kind) == [.pushState, .replaceState, .pushState])
    #expect(log.navigations.allSatisfy { $0.sameDocument })
  }

  @Test func urlResolutionUsesTheBaseURL() throws {
    let (history, document, _) = make("https://example.com/a/b")
    let base = try document.createElement("base")
    try base.setAttribute("href", "https://example.com/root/")
    _ = try document.appendChild(base)
    try history.pushState(nil, url: "x")
    #expect(document.url == "https://example.com/root/x")
  }

  @Test func crossOriginURLsThrowSecurityError() throws {
    let (history, document, _) = make("https://example.com/")
    for url in [
      "https://other.com/", "http://example.com/", "https://example.com:444/", "http://[::1",
    ] {
      #expect(throws: DOMException.self) { try history.pushState(nil, url: url) }
    }
    #expect(document.url == "https://example.com/")
    #expect(history.length == 1)
    let (file, _, _) = make("file:///dir/a.html")
    #expect(throws: DOMException.self) { try file.pushState(nil, url: "b.html") }
    try file.pushState(nil, url: "a.html?q#f")
    let (data, _, _) = make("about:blank")
    #expect(throws: DOMException.self) { try data.pushState(nil, url: "about:blank?x") }
    try data.pushState(nil, url: "about:blank#x")
  }

  @Test func traversalWithinThePageIsAppliedInATask() throws {
    let loop = EventLoop()
    let (history, document, log) = make("https://example.com/", loop: loop)
    var events: [String] = []
    history.onPopState = { events.append("popstate \(($0 as? State)?.name ?? "null")") }
    history.onHashChange = { _, new in events.append("hashchange \(new)") }
    try history.pushState(State("p"), url: "/p")
    try history.pushState(nil, url: "/p#h")
    history.back()
    #expect(document.url == "https://example.com/p#h")  // not yet
    loop.run()
    #expect(document.url == "https://example.com/p")
    #expect((history.state as? State)?.name == "p")
    history.go(-1)
    loop.run()
    #expect(document.url == "https://example.com/")
    history.forward()
    loop.run()
    #expect(
      events == [
        "popstate p", "hashchange https://example.com/p", "popstate null", "popstate p",
      ])
    #expect(history.index == 1)
    #expect(history.length == 3)
    #expect(log.navigations.suffix(3).map(\.kind) == [.back, .go, .forward])
    #expect(log.navigations.suffix(3).map(\.delta) == [-1, -1, 1])
  }

  @Test func traversalOutOfThePageIsRecordedOnly() {
    let (history, document, log) = make("https://example.com/")
    history.back()
    history.go(5)
    history.go(Int.min)
    history.go(0)
    #expect(document.url == "https://example.com/")
    #expect(log.navigations.map(\.kind) == [.back, .go, .go, .reload])
    #expect(log.navigations.allSatisfy { !$0.sameDocument })
  }

  @Test func pushingDropsForwardEntries() throws {
    let (history, _, _) = make("https://example.com/")
    try history.pushState(nil, url: "/1")
    try history.pushState(nil, url: "/2")
    history.back()
    history.back()
    try history.pushState(nil, url: "/3")
    #expect(history.entries.map(\.url) == ["https://example.com/", "https://example.com/3"])
    history.scrollRestoration = .manual
    #expect(history.scrollRestoration.rawValue == "manual")
  }
}
