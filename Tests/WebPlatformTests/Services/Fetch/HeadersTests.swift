import DOM
import Testing

@testable import WebPlatform

@Suite("Headers")
struct HeadersTests {
  @Test func appendGetCombinesInOrder() throws {
    let headers = Headers()
    try headers.append("Accept", "text/html")
    try headers.append("accept", " application/json \t")
    try headers.append("X-Empty", "")
    #expect(try headers.get("ACCEPT") == "text/html, application/json")
    #expect(try headers.get("x-empty") == "")
    #expect(try headers.get("missing") == nil)
    #expect(try headers.has("Accept"))
    #expect(headers.list.map(\.name) == ["Accept", "accept", "X-Empty"])
  }

  @Test func setReplacesAtFirstPosition() throws {
    let headers = try Headers([("A", "1"), ("B", "2"), ("a", "3")])
    try headers.set("a", "x")
    #expect(headers.list.map(\.name) == ["A", "B"])
    #expect(try headers.get("a") == "x")
    try headers.delete("A")
    #expect(try !headers.has("a"))
  }

  @Test func iterationIsSortedLowercasedCombinedWithSetCookieApart() throws {
    let headers = try Headers([
      ("Set-Cookie", "a=1"), ("X-B", "2"), ("x-a", "1"), ("set-cookie", "b=2"), ("X-B", "3"),
    ])
    let pairs = headers.map { "\($0.name): \($0.value)" }
    #expect(pairs == ["set-cookie: a=1", "set-cookie: b=2", "x-a: 1", "x-b: 2, 3"])
    #expect(headers.getSetCookie() == ["a=1", "b=2"])
    #expect(try headers.get("set-cookie") == "a=1, b=2")
    #expect(Headers().getSetCookie() == [])
  }

  @Test(arguments: ["", "a b", "a:b", "é", "a\u{0}"])
  func invalidNamesThrow(name: String) {
    let headers = Headers()
    #expect(throws: TypeError.self) { try headers.append(name, "v") }
    #expect(throws: TypeError.self) { try headers.get(name) }
    #expect(throws: TypeError.self) { try headers.has(name) }
    #expect(throws: TypeError.self) { try headers.delete(name) }
    #expect(throws: TypeError.self) { try headers.set(name, "v") }
  }

  @Test(arguments: ["a\u{0}b", "a\nb", "a\rb", "\u{20AC}"])
  func invalidValuesThrow(value: String) {
    #expect(throws: TypeError.self) { try Headers().append("X", value) }
  }

  @Test func sequenceInitNeedsPairs() throws {
    #expect(throws: TypeError.self) { try Headers(sequence: [["a", "b", "c"]]) }
    let headers = try Headers(sequence: [["a", "b"]])
    #expect(try headers.get("a") == "b")
  }

  @Test func guards() throws {
    let immutable = Headers(guard: .immutable)
    #expect(throws: TypeError.self) { try immutable.append("a", "b") }
    #expect(throws: TypeError.self) { try immutable.delete("a") }

    // Forbidden request-headers are silently dropped.
    let request = Headers(guard: .request)
    try request.append("Cookie", "a")
    try request.append("Sec-Fetch-Mode", "cors")
    try request.append("Proxy-Authorization", "x")
    try request.append("X-HTTP-Method-Override", "trace")
    try request.append("X-HTTP-Method-Override", "PATCH")
    try request.set("Content-Length", "3")
    try request.append("X-Ok", "1")
    #expect(request.map(\.name) == ["x-http-method-override", "x-ok"])

    let response = Headers(guard: .response)
    try response.append("Set-Cookie", "a=1")
    try response.append("Set-Cookie2", "a=1")
    try response.append("X-Ok", "1")
    #expect(response.map(\.name) == ["x-ok"])

    let noCORS = Headers(guard: .requestNoCORS)
    try noCORS.append("Accept", "text/html")
    try noCORS.append("X-Custom", "1")
    try noCORS.append("Content-Type", "application/json")
    try noCORS.append("Content-Type", "text/plain")
    try noCORS.append("Accept-Language", "en;q=0.5")
    try noCORS.delete("X-Custom")
    #expect(noCORS.map(\.name) == ["accept", "accept-language", "content-type"])
  }

  @Test func extractsMIMEType() throws {
    let headers = try Headers([
      ("Content-Type", "text/html;charset=gbk"), ("Content-Type", "text/html, */*"),
    ])
    #expect(headers.extractMIMEType()?.serialized == "text/html;charset=gbk")
    let quoted = try Headers([("Content-Type", "text/plain;charset=\"a,b\", x")])
    #expect(quoted.extractMIMEType()?.serialized == "text/plain;charset=\"a,b\"")
    #expect(try Headers([("Content-Type", "nonsense")]).extractMIMEType() == nil)
    #expect(Headers().extractMIMEType() == nil)
  }

  @Test func decodeAndSplitKeepsQuotedCommas() {
    #expect(HTTPSyntax.decodeAndSplit("nosniff,") == ["nosniff", ""])
    #expect(HTTPSyntax.decodeAndSplit("text/html;\", x/x\", a") == ["text/html;\", x/x\"", "a"])
    #expect(HTTPSyntax.decodeAndSplit(" a , b ") == ["a", "b"])
  }
}

@Suite("Headers: extract a length")
struct HeadersExtractLengthTests {
  @Test func extractsContentLength() throws {
    #expect(try Headers([("Content-Length", "42")]).extractLength() == 42)
    #expect(try Headers([("Content-Length", "42, 42")]).extractLength() == 42)
    #expect(
      try Headers([("Content-Length", "42"), ("content-length", "43")]).extractLength() == nil)
    #expect(try Headers([("Content-Length", "4x")]).extractLength() == nil)
    #expect(try Headers([("Content-Length", "")]).extractLength() == nil)
    #expect(Headers().extractLength() == nil)
  }
}

@Suite("Headers: no-CORS range")
struct HeadersRangeTests {
  @Test func rangeIsPrivilegedAndDroppedInNoCORS() throws {
    #expect(HeaderPolicy.isCORSSafelistedRequestHeader(name: "Range", value: "bytes=0-10"))
    #expect(HeaderPolicy.isCORSSafelistedRequestHeader(name: "range", value: "bytes = 5 -"))
    #expect(!HeaderPolicy.isCORSSafelistedRequestHeader(name: "Range", value: "bytes=-5"))
    #expect(!HeaderPolicy.isCORSSafelistedRequestHeader(name: "Range", value: "bytes=9-1"))
    #expect(
      !HeaderPolicy.isCORSSafelistedRequestHeader(
        name: "Range", value: "bytes=99999999999999999999-"))
    let noCORS = Headers(guard: .requestNoCORS)
    try noCORS.append("Range", "bytes=0-1")
    #expect(try !noCORS.has("range"))
  }
}
