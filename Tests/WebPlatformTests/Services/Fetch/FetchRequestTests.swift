import DOM
import Testing

@testable import WebPlatform

@Suite("Request")
struct FetchRequestTests {
  private let base = WebURL("https://example.com/dir/page.html")
  private let origin = WebURL("https://example.com/")?.origin ?? .opaque

  private func request(_ url: String, _ requestInit: RequestInit = RequestInit()) throws
    -> FetchRequest
  {
    try FetchRequest(.url(url), requestInit, baseURL: base, origin: origin)
  }

  @Test func defaults() throws {
    let request = try request("data.json#frag")
    #expect(request.href == "https://example.com/dir/data.json#frag")
    #expect(request.method == "GET")
    #expect(request.mode == .cors)
    #expect(request.credentials == .sameOrigin)
    #expect(request.cache == .default)
    #expect(request.redirect == .follow)
    #expect(request.referrer == "about:client")
    #expect(request.referrerPolicy == "")
    #expect(request.destination == "")
    #expect(request.body == nil)
    #expect(request.headers.headerGuard == .request)
  }

  @Test(arguments: [("get", "GET"), ("pOsT", "POST"), ("delete", "DELETE"), ("patch", "patch")])
  func methodNormalization(method: String, expected: String) throws {
    let body: BodyInit? = expected == "GET" ? nil : .text("x")
    #expect(try request("/", RequestInit(method: method, body: body)).method == expected)
  }

  @Test func constructorErrors() {
    #expect(throws: TypeError.self) { try self.request("https://exa mple.com/") }
    #expect(throws: TypeError.self) { try self.request("https://user:pw@example.com/") }
    #expect(throws: TypeError.self) { try self.request("/", RequestInit(method: "TRACE")) }
    #expect(throws: TypeError.self) { try self.request("/", RequestInit(method: "a b")) }
    #expect(throws: TypeError.self) { try self.request("/", RequestInit(mode: .navigate)) }
    #expect(throws: TypeError.self) { try self.request("/", RequestInit(cache: .onlyIfCached)) }
    #expect(throws: TypeError.self) { try self.request("/", RequestInit(body: .text("x"))) }
    #expect(throws: TypeError.self) {
      try self.request("/", RequestInit(method: "HEAD", body: .bytes([1])))
    }
    #expect(throws: TypeError.self) {
      try self.request("/", RequestInit(method: "PUT", mode: .noCORS))
    }
  }

  @Test func bodyAndContentType() throws {
    let text = try request("/", RequestInit(method: "POST", body: .text("h\u{E9}")))
    #expect(text.body == [0x68, 0xC3, 0xA9])
    #expect(try text.headers.get("content-type") == "text/plain;charset=UTF-8")

    let params = try request(
      "/", RequestInit(method: "POST", body: .urlSearchParams(URLSearchParams("a=1&b=x y"))))
    #expect(params.body == Array("a=1&b=x+y".utf8))
    #expect(
      try params.headers.get("content-type") == "application/x-www-form-urlencoded;charset=UTF-8")

    let blob = try request(
      "/",
      RequestInit(
        method: "POST", headers: .pairs([("Content-Type", "text/csv")]),
        body: .blob(Blob([.string("a,b")], type: "text/plain"))))
    #expect(try blob.headers.get("content-type") == "text/csv")
    #expect(blob.body == Array("a,b".utf8))

    #expect(try text.consumeBody() == [0x68, 0xC3, 0xA9])
    #expect(text.bodyUsed)
    #expect(throws: TypeError.self) { try text.consumeBody() }
    #expect(throws: TypeError.self) { try text.clone() }
  }

  @Test func headersAreGuarded() throws {
    let request = try request(
      "/", RequestInit(headers: .pairs([("Cookie", "a=1"), ("X-Requested-With", "t")])))
    #expect(request.headers.map(\.name) == ["x-requested-with"])
    let noCORS = try self.request(
      "/", RequestInit(headers: .pairs([("X-Custom", "1"), ("Accept", "*/*")]), mode: .noCORS))
    #expect(noCORS.headers.headerGuard == .requestNoCORS)
    #expect(noCORS.headers.map(\.name) == ["accept"])
  }

  @Test func referrers() throws {
    #expect(try request("/", RequestInit(referrer: "")).referrer == "")
    #expect(
      try request("/", RequestInit(referrer: "/other")).referrer == "https://example.com/other")
    #expect(
      try request("/", RequestInit(referrer: "https://evil.example/")).referrer == "about:client")
    #expect(try request("/", RequestInit(referrer: "about:client")).referrer == "about:client")
    #expect(throws: TypeError.self) { try self.request("/", RequestInit(referrer: "http://[")) }
  }

  @Test func copiesAnotherRequest() throws {
    let original = try request(
      "/api",
      RequestInit(
        method: "PUT", headers: .pairs([("X-A", "1")]), body: .bytes([1, 2]), mode: .sameOrigin,
        credentials: .include, redirect: .manual))
    let copy = try FetchRequest(.request(original), baseURL: base, origin: origin)
    #expect(copy.method == "PUT" && copy.mode == .sameOrigin && copy.credentials == .include)
    #expect(copy.redirect == .manual)
    #expect(try copy.headers.get("x-a") == "1")
    #expect(copy.body == [1, 2])
    #expect(original.bodyUsed)
    #expect(throws: TypeError.self) {
      try FetchRequest(.request(original), baseURL: self.base, origin: self.origin)
    }
    let overridden = try FetchRequest(
      .request(copy), RequestInit(method: "POST", body: .text("new")), baseURL: base,
      origin: origin)
    #expect(overridden.method == "POST" && overridden.body == Array("new".utf8))
  }
}
