import DOM
import Testing

@testable import WebPlatform

@Suite("CookieJar")
struct CookieJarTests {
  func url(_ string: String) throws -> WebURL {
    try #require(WebURL(string))
  }

  @Test func setAndGet() throws {
    let jar = CookieJar()
    let page = try url("https://www.example.com/a/b.html")
    jar.setCookieString("a=1", for: page)
    jar.setCookieString(" b = two words ; Path=/", for: page)
    jar.setCookieString("a=3", for: page)
    #expect(jar.cookieString(for: page) == "a=3; b=two words")
  }

  @Test func orderIsLongestPathThenCreation() throws {
    let clock = VirtualClock()
    let jar = CookieJar(clock: clock)
    let page = try url("https://example.com/docs/page")
    jar.setCookieString("root=1; path=/", for: page)
    clock.advance(by: 10)
    jar.setCookieString("deep=2; path=/docs/page", for: page)
    jar.setCookieString("docs=3", for: page)
    clock.advance(by: 10)
    jar.setCookieString("root2=4; path=/", for: page)
    #expect(jar.cookieString(for: page) == "deep=2; docs=3; root=1; root2=4")
    // Replacing keeps the creation time (and so the position).
    jar.setCookieString("root=5; path=/", for: page)
    #expect(jar.cookieString(for: page) == "deep=2; docs=3; root=5; root2=4")
  }

  @Test func pathMatching() throws {
    let jar = CookieJar()
    jar.setCookieString("p=1; path=/docs", for: try url("https://example.com/"))
    #expect(jar.cookieString(for: try url("https://example.com/docs")) == "p=1")
    #expect(jar.cookieString(for: try url("https://example.com/docs/x")) == "p=1")
    #expect(jar.cookieString(for: try url("https://example.com/docsx")) == "")
    #expect(jar.cookieString(for: try url("https://example.com/")) == "")
    // A Path attribute that does not start with "/" means the default path.
    jar.setCookieString("q=2; path=relative", for: try url("https://example.com/a/b/c"))
    #expect(jar.cookies.last?.path == "/a/b")
  }

  @Test func domainAttribute() throws {
    let jar = CookieJar()
    let page = try url("https://shop.example.com/")
    jar.setCookieString("d=1; domain=.Example.com", for: page)
    jar.setCookieString("host=2", for: page)
    jar.setCookieString("other=3; domain=other.com", for: page)
    jar.setCookieString("tld=4; domain=com", for: page)
    #expect(jar.cookieString(for: try url("https://example.com/")) == "d=1")
    #expect(jar.cookieString(for: try url("https://a.shop.example.com/")) == "d=1")
    #expect(jar.cookieString(for: page) == "d=1; host=2")
    #expect(jar.cookies.count == 2)
    // An IP host only matches itself.
    let ip = try url("http://192.168.0.1/")
    jar.setCookieString("ip=1; domain=168.0.1", for: ip)
    jar.setCookieString("ip2=2; domain=192.168.0.1", for: ip)
    #expect(jar.cookieString(for: ip) == "ip2=2")
  }

  @Test func expiryFollowsTheClock() throws {
    let clock = VirtualClock(epoch: 1_704_067_200_000)  // 2024-01-01T00:00:00Z
    let jar = CookieJar(clock: clock)
    let page = try url("https://example.com/")
    jar.setCookieString("short=1; max-age=10", for: page)
    jar.setCookieString("dated=2; expires=Mon, 01 Jan 2024 00:01:00 GMT", for: page)
    jar.setCookieString("session=3", for: page)
    #expect(jar.cookieString(for: page) == "short=1; dated=2; session=3")
    clock.advance(by: 10_000)
    #expect(jar.cookieString(for: page) == "dated=2; session=3")
    clock.advance(by: 50_000)
    #expect(jar.cookieString(for: page) == "session=3")
    // Deleting with a past date or max-age=0.
    jar.setCookieString("session=; expires=Thu, 01 Jan 1970 00:00:00 GMT", for: page)
    #expect(jar.cookieString(for: page) == "")
    jar.setCookieString("x=1", for: page)
    jar.setCookieString("x=1; max-age=0", for: page)
    #expect(jar.cookieString(for: page) == "")
    // Max-Age wins over Expires whatever the order; lifetimes are capped at 400 days.
    jar.setCookieString("m=1; max-age=5; expires=Fri, 01 Jan 2100 00:00:00 GMT", for: page)
    #expect(jar.cookies.first?.expiry == clock.wallTime + 5_000)
    jar.setCookieString("far=1; expires=Fri, 01 Jan 2100 00:00:00 GMT", for: page)
    #expect(jar.cookies.last?.expiry == clock.wallTime + CookieJar.maximumLifetime)
  }

  @Test func secureHttpOnlyAndPrefixes() throws {
    let jar = CookieJar()
    let secure = try url("https://example.com/")
    let plain = try url("http://example.com/")
    jar.setCookieString("s=1; Secure", for: plain)
    jar.setCookieString("s=1; Secure", for: secure)
    jar.setCookieString("h=1; HttpOnly", for: secure)
    #expect(jar.cookieString(for: secure) == "s=1")
    #expect(jar.cookieString(for: plain) == "")
    // A plain URL cannot shadow the secure cookie.
    jar.setCookieString("s=2", for: plain)
    #expect(jar.cookieString(for: plain) == "")
    jar.setCookieString("__Secure-a=1", for: secure)
    jar.setCookieString("__Secure-b=1; Secure", for: secure)
    jar.setCookieString("__Host-c=1; Secure; Path=/; Domain=example.com", for: secure)
    jar.setCookieString("__Host-d=1; Secure; Path=/", for: secure)
    jar.setCookieString("__host-e=1; Secure", for: secure)
    jar.setCookieString("=__Host-f", for: secure)
    #expect(jar.cookieString(for: secure) == "s=1; __Secure-b=1; __Host-d=1")
  }

  @Test func httpOnlyCookiesFromHeadersAreHiddenAndProtected() throws {
    let jar = CookieJar()
    let page = try url("https://example.com/")
    jar.setCookie(fromHeader: "sid=abc; HttpOnly; Path=/", for: page)
    #expect(jar.cookieString(for: page) == "")
    jar.setCookieString("sid=stolen", for: page)
    #expect(jar.cookies(for: page, includingHTTPOnly: true).map(\.value) == ["abc"])
  }

  @Test func namelessCookiesAndSizeLimits() throws {
    let jar = CookieJar()
    let page = try url("https://example.com/")
    jar.setCookieString("justvalue", for: page)
    jar.setCookieString("=", for: page)
    jar.setCookieString("bad=\u{1}x", for: page)
    jar.setCookieString("big=" + String(repeating: "x", count: 4094), for: page)
    jar.setCookieString("ok=" + String(repeating: "x", count: 4092), for: page)
    jar.setCookieString("p=1; path=/" + String(repeating: "x", count: 1024), for: page)
    #expect(jar.cookies.map(\.name) == ["", "ok", "p"])
    #expect(jar.cookies.last?.path == "/")
    #expect(jar.cookieString(for: page).hasPrefix("justvalue; ok=xxx"))
  }

  @Test func sameSiteIsRecorded() throws {
    let jar = CookieJar()
    let page = try url("https://example.com/")
    jar.setCookieString("a=1; SameSite=Strict", for: page)
    jar.setCookieString("b=1; samesite=lax", for: page)
    jar.setCookieString("c=1; SameSite=None", for: page)
    jar.setCookieString("d=1; SameSite=bogus", for: page)
    #expect(jar.cookies.map(\.sameSite) == [.strict, .lax, .none, .default])
  }

  @Test(arguments: ["about:blank", "data:text/html,x", "blob:https://example.com/1", "x-app:y"])
  func cookieAverseDocuments(_ address: String) throws {
    let jar = CookieJar()
    let page = try url(address)
    jar.setCookieString("a=1", for: page)
    #expect(jar.cookieString(for: page) == "")
    #expect(jar.cookies.isEmpty)
  }

  @Test func fileURLsGetCookiesAsInWebKit() throws {
    let jar = CookieJar()
    let page = try url("file:///Users/me/page.html")
    jar.setCookieString("f=1", for: page)
    jar.setCookieString("g=2; domain=example.com", for: page)
    #expect(jar.cookieString(for: page) == "f=1")
    #expect(jar.cookieString(for: try url("file:///Users/other.html")) == "")
    jar.allowsFileCookies = false
    #expect(jar.cookieString(for: page) == "")
  }

  @Test func seedingAndDocumentConvenience() throws {
    let jar = CookieJar()
    jar.seed([
      Cookie(name: "saved", value: "1", domain: ".Example.com", hostOnly: false, creationTime: 1),
      Cookie(name: "hidden", value: "2", domain: "example.com", httpOnly: true, creationTime: 2),
    ])
    let document = Document()
    document.url = "https://www.example.com/index.html"
    #expect(jar.cookieString(for: document) == "saved=1")
    jar.setCookieString("new=3", for: document)
    #expect(jar.cookieString(for: document) == "saved=1; new=3")
    jar.removeAll()
    #expect(jar.cookieString(for: document) == "")
  }
}

@Suite("CookieDate")
struct CookieDateTests {
  @Test(
    arguments: [
      ("Wed, 21 Oct 2015 07:28:00 GMT", 1_445_412_480_000.0),
      ("Wednesday, 21-Oct-15 07:28:00 GMT", 1_445_412_480_000),
      ("Wed Oct 21 07:28:00 2015", 1_445_412_480_000),
      ("21 oct 2015 7:28:0", 1_445_412_480_000),
      ("Thu, 01 Jan 1970 00:00:00 GMT", 0),
      ("29 Feb 2024 12:00:00", 1_709_208_000_000),
    ] as [(String, Double)])
  func parses(_ text: String, _ expected: Double) {
    #expect(CookieDate.parse(text) == expected)
  }

  @Test(arguments: [
    "", "garbage", "30 Feb 2024 00:00:00", "21 Oct 1600 00:00:00", "21 Oct 2015 24:00:00",
    "21 Oct 2015", "32 Oct 2015 00:00:00",
  ])
  func rejects(_ text: String) {
    #expect(CookieDate.parse(text) == nil)
  }
}
