import DOM
import Testing

@testable import WebPlatform

@Suite("Offline fetch")
struct OfflineFetcherTests {
  private static func url(_ string: String) -> WebURL {
    guard let url = WebURL(string) else { preconditionFailure("bad test URL \(string)") }
    return url
  }

  private func makeFetcher(
    _ resources: [StoredResource], document: String = "https://example.com/page.html",
    queryMatching: InMemoryResourceStore.QueryMatching = .exact
  ) -> OfflineFetcher {
    OfflineFetcher(
      store: InMemoryResourceStore(resources, queryMatching: queryMatching),
      documentURL: Self.url(document), blobURLStore: BlobURLStore(random: SeededRandom()))
  }

  private func get(_ url: String, mode: RequestMode = .cors, redirect: RequestRedirect = .follow)
    -> FetchRequest
  {
    FetchRequest(url: Self.url(url), mode: mode, redirect: redirect)
  }

  private let page = StoredResource(
    url: OfflineFetcherTests.url("https://example.com/data.json"), mimeType: "application/json",
    textEncodingName: "utf-8", bytes: Array("{\"a\":1}".utf8))

  @Test func servesStoredResourceWithHeaders() throws {
    let fetcher = makeFetcher([page])
    let response = try fetcher.fetch(get("https://example.com/data.json#section")).get()
    #expect(response.status == 200 && response.statusText == "OK" && response.ok)
    #expect(response.type == .basic)
    #expect(response.url == "https://example.com/data.json")
    #expect(!response.redirected)
    #expect(try response.headers.get("content-type") == "application/json;charset=utf-8")
    #expect(try response.headers.get("content-length") == "7")
    #expect(try response.text() == "{\"a\":1}")
    #expect(response.headers.headerGuard == .immutable)
    #expect(
      fetcher.log.entries == [
        FetchLogEntry(
          method: "GET", url: "https://example.com/data.json#section", initiator: .fetch,
          outcome: .served(status: 200, type: .basic))
      ])
  }

  @Test func missingResourceIsANetworkError() {
    let fetcher = makeFetcher([page])
    let result = fetcher.fetch(get("https://example.com/missing.js"))
    guard case .failure(let error) = result else {
      Issue.record("expected a network error")
      return
    }
    #expect(error.reason == .notFound)
    #expect(error.fetchTypeError.message == "Load failed")
    #expect(NetworkError.safariFetchMessage == "Load failed")
    #expect(error.synchronousXHRException.name == .networkError)
    #expect(fetcher.log.entries.map(\.outcome) == [.notFound])
  }

  @Test func storedStatusAndHeadersAndHead() throws {
    let notFound = StoredResource(
      url: Self.url("https://example.com/gone"), mimeType: "text/html", bytes: Array("no".utf8),
      status: 404, headers: [("Content-Type", "text/html; charset=iso-8859-1"), ("X-A", "1")])
    let fetcher = makeFetcher([notFound])
    let response = try fetcher.fetch(get("https://example.com/gone")).get()
    #expect(response.status == 404 && response.statusText == "Not Found" && !response.ok)
    #expect(try response.headers.get("content-type") == "text/html; charset=iso-8859-1")
    #expect(try response.headers.get("x-a") == "1")
    let head = try fetcher.fetch(
      FetchRequest(method: "HEAD", url: Self.url("https://example.com/gone"))
    ).get()
    #expect(head.body == nil)
    #expect(fetcher.log.entries.map(\.method) == ["GET", "HEAD"])
  }

  @Test func queryLookupRule() throws {
    let script = StoredResource(
      url: Self.url("https://example.com/app.js"), mimeType: "text/javascript", bytes: [0x31])
    let exact = makeFetcher([script])
    #expect((try? exact.fetch(get("https://example.com/app.js?v=2")).get()) == nil)
    let lenient = makeFetcher([script], queryMatching: .ignoringQueryAsFallback)
    let response = try lenient.fetch(get("https://example.com/app.js?v=2")).get()
    #expect(response.body == [0x31])
    #expect(response.url == "https://example.com/app.js?v=2")
    // Keys are URL-parsed: case and default ports do not matter.
    #expect((try? exact.fetch(get("HTTPS://EXAMPLE.com:443/app.js")).get()) != nil)
  }

  @Test func crossOriginIsCORSFiltered() throws {
    let api = StoredResource(
      url: Self.url("https://api.other.test/v1"), mimeType: "application/json",
      bytes: [0x7B, 0x7D],
      headers: [
        ("X-Secret", "1"), ("X-Exposed", "2"), ("Access-Control-Expose-Headers", "X-Exposed"),
        ("Set-Cookie", "a=b"), ("Cache-Control", "no-cache"),
      ])
    let fetcher = makeFetcher([api])
    let response = try fetcher.fetch(get("https://api.other.test/v1")).get()
    #expect(response.type == .cors)
    #expect(
      response.headers.map(\.name) == [
        "cache-control", "content-length", "content-type", "x-exposed",
      ])

    let opaque = try fetcher.fetch(get("https://api.other.test/v1", mode: .noCORS)).get()
    #expect(opaque.type == .opaque && opaque.status == 0 && opaque.body == nil)
    #expect(opaque.url == "" && opaque.headers.list.isEmpty)

    let blocked = fetcher.fetch(get("https://api.other.test/v1", mode: .sameOrigin))
    #expect((try? blocked.get()) == nil)
    guard case .blocked = fetcher.log.entries.last?.outcome else {
      Issue.record("a same-origin request to another origin is blocked")
      return
    }
  }

  @Test func basicResponsesDropSetCookie() throws {
    let resource = StoredResource(
      url: Self.url("https://example.com/c"), mimeType: "text/plain", bytes: [],
      headers: [("Set-Cookie", "a=b"), ("X-A", "1")])
    let response = try makeFetcher([resource]).fetch(get("https://example.com/c")).get()
    #expect(response.headers.getSetCookie() == [])
    #expect(try response.headers.get("x-a") == "1")
    #expect(response.body == [])
  }

  @Test func dataAndAboutBlankURLs() throws {
    let fetcher = makeFetcher([])
    let data = try fetcher.fetch(get("data:text/html;base64,PGI+")).get()
    #expect(data.type == .basic && data.status == 200 && data.statusText == "OK")
    #expect(try data.headers.get("content-type") == "text/html")
    #expect(data.body == Array("<b>".utf8))
    #expect((try? fetcher.fetch(get("data:text/html;base64,%")).get()) == nil)
    #expect(fetcher.log.entries.last?.outcome == .failed(.invalidDataURL))

    // about:blank has an opaque origin: a cors fetch fails, a no-cors one is opaque.
    #expect((try? fetcher.fetch(get("about:blank")).get()) == nil)
    let navigation = try fetcher.fetch(get("about:blank", mode: .navigate)).get()
    #expect(try navigation.headers.get("content-type") == "text/html;charset=utf-8")
    #expect(navigation.body == [])
    #expect((try? fetcher.fetch(get("about:srcdoc", mode: .navigate)).get()) == nil)
    #expect((try? fetcher.fetch(get("javascript:1", mode: .navigate)).get()) == nil)
  }

  @Test func blobURLs() throws {
    let fetcher = makeFetcher([])
    let origin = Self.url("https://example.com/").origin
    let store = try #require(fetcher.blobURLStore)
    let blobURL = store.createObjectURL(
      Blob([.string("hello")], type: "text/plain"), origin: origin)
    let response = try fetcher.fetch(get(blobURL + "#x")).get()
    #expect(response.type == .basic)
    #expect(response.body == Array("hello".utf8))
    #expect(try response.headers.get("content-type") == "text/plain")
    #expect(try response.headers.get("content-length") == "5")
    let post = FetchRequest(method: "POST", url: Self.url(blobURL))
    #expect((try? fetcher.fetch(post).get()) == nil)
    store.revokeObjectURL(blobURL, origin: origin)
    #expect((try? fetcher.fetch(get(blobURL)).get()) == nil)
  }

  @Test func fileURLsOnlyFromTheStore() throws {
    let local = StoredResource(
      url: Self.url("file:///tmp/site/data.txt"), mimeType: "text/plain", bytes: [0x41])
    let fetcher = makeFetcher([local], document: "file:///tmp/site/index.html")
    #expect(try fetcher.fetch(get("file:///tmp/site/data.txt")).get().body == [0x41])
    #expect(fetcher.log.entries.last?.outcome == .served(status: 200, type: .basic))
    #expect((try? fetcher.fetch(get("file:///etc/passwd")).get()) == nil)
    #expect(fetcher.log.entries.last?.outcome == .notFound)
    // From an http(s) document, a file: URL is cross-origin and not HTTP(S): blocked.
    let web = makeFetcher([local])
    #expect((try? web.fetch(get("file:///tmp/site/data.txt")).get()) == nil)
  }

  @Test func redirects() throws {
    let moved = StoredResource(
      url: Self.url("https://example.com/old"), mimeType: "text/html", bytes: [], status: 301,
      headers: [("Location", "/new")])
    let target = StoredResource(
      url: Self.url("https://example.com/new"), mimeType: "text/plain", bytes: [0x6E])
    let loop = StoredResource(
      url: Self.url("https://example.com/loop"), mimeType: "text/html", bytes: [], status: 302,
      headers: [("Location", "/loop")])
    let fetcher = makeFetcher([moved, target, loop])
    let followed = try fetcher.fetch(get("https://example.com/old")).get()
    #expect(followed.redirected && followed.url == "https://example.com/new")
    #expect(followed.body == [0x6E] && followed.status == 200)
    #expect(fetcher.log.entries.last?.outcome == .served(status: 200, type: .basic))

    let manual = try fetcher.fetch(get("https://example.com/old", redirect: .manual)).get()
    #expect(manual.type == .opaqueRedirect && manual.status == 0)
    #expect((try? fetcher.fetch(get("https://example.com/old", redirect: .error)).get()) == nil)
    let tooMany = fetcher.fetch(get("https://example.com/loop"))
    guard case .failure(let error) = tooMany, case .redirectFailed = error.reason else {
      Issue.record("a redirect loop fails")
      return
    }
  }

  @Test func storeBookkeeping() {
    let store = InMemoryResourceStore([page])
    #expect(store.count == 1)
    #expect(store.resource(for: Self.url("https://example.com/data.json")) != nil)
    store.remove(Self.url("https://example.com/data.json#x"))
    #expect(store.count == 0)
    let unparsedType = StoredResource(
      url: Self.url("https://e.test/"), mimeType: "weird", textEncodingName: "utf-8", bytes: [])
    #expect(unparsedType.contentType == "weird")
    let log = FetchLog()
    log.record(FetchLogEntry(method: "GET", url: "u", initiator: .other, outcome: .notFound))
    log.removeAll()
    #expect(log.entries.isEmpty)
  }
}
