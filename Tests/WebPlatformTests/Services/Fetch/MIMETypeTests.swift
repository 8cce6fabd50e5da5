import Testing

@testable import WebPlatform

@Suite("MIMEType")
struct MIMETypeTests {
  @Test(arguments: [
    ("text/html", "text/html"),
    (" TEXT/HTML ; Charset=UTF-8 ", "text/html;charset=UTF-8"),
    ("text/html;charset=\"utf-8\"", "text/html;charset=utf-8"),
    ("text/html;charset=\"ut\\\"f-8", "text/html;charset=\"ut\\\"f-8\""),
    ("text/html;charset=utf-8;charset=latin1", "text/html;charset=utf-8"),
    ("text/html;;charset=x;bad;=y;a=\"\"", "text/html;charset=x;a=\"\""),
    ("text/html;charset= utf-8", "text/html;charset=\" utf-8\""),
    ("application/ld+json;q=\"a b\"", "application/ld+json;q=\"a b\""),
  ])
  func parsesAndSerializes(input: String, expected: String) throws {
    let mimeType = try #require(MIMEType(input))
    #expect(mimeType.serialized == expected)
  }

  @Test(arguments: ["", "text", "text/", "/html", "te xt/html", "text/ html", "text/h(tml"])
  func rejects(input: String) {
    #expect(MIMEType(input) == nil)
  }

  @Test func classifies() throws {
    let html = try #require(MIMEType("text/html;charset=Shift_JIS"))
    #expect(html.isHTML && !html.isXML && html.essence == "text/html")
    #expect(html.charset == "Shift_JIS")
    #expect(try #require(MIMEType("image/svg+xml")).isXML)
    #expect(try #require(MIMEType("application/xml")).isXML)
    #expect(try #require(MIMEType("application/vnd.api+json")).isJSON)
    var plain = try #require(MIMEType("text/plain"))
    plain.setParameter("charset", "utf-8")
    #expect(plain.serialized == "text/plain;charset=utf-8")
    #expect(plain == MIMEType("TEXT/plain;charset=utf-8"))
  }
}
