import Testing

@testable import SavedPages

/// `Content-Type` values (RFC 2045 §5.1) and header folding (RFC 5322 §2.2.3).
@Suite struct MIMETypeTests {
  @Test func parametersQuotedAndPlain() {
    let type = MIMEType(
      #"Multipart/Related ; type="text/html"; BOUNDARY="--a;b \"c\""; start=<x@y>"#)
    #expect(type.essence == "multipart/related")
    #expect(type.parameters["type"] == "text/html")
    #expect(type.parameters["boundary"] == #"--a;b "c""#)
    #expect(type.parameters["start"] == "<x@y>")
  }

  @Test func foldedHeadersAreJoined() {
    let text =
      "Content-Type: multipart/related;\r\n\ttype=\"text/html\";\r\n"
      + "  boundary=\"B\"\r\nX-Other: 1\r\n\r\nbody"
    let bytes = Array(text.utf8)
    let (headers, bodyStart) = MIMEHeaders.parse(bytes, in: 0..<bytes.count)
    #expect(headers["content-type"] == "multipart/related; type=\"text/html\"; boundary=\"B\"")
    #expect(headers["X-OTHER"] == "1")
    #expect(String(decoding: bytes[bodyStart...], as: UTF8.self) == "body")
    #expect(MIMEType(headers["Content-Type"] ?? "").parameters["boundary"] == "B")
  }
}
