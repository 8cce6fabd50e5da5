import Testing

@testable import DOM

@Suite("WebURL parsing")
struct WebURLTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let input: String
    let base: String?
    let href: String?
    var testDescription: String { "<\(input)> against <\(base ?? "no base")>" }
    init(_ input: String, _ base: String? = nil, _ href: String?) {
      self.input = input
      self.base = base
      self.href = href
    }
  }

  static let cases: [Case] = [
    // Leading/trailing C0 controls and spaces are stripped; tabs and newlines removed anywhere.
    Case("  \u{1}http://example.com/ \u{0}", nil, "http://example.com/"),
    Case("ht\ttp://exa\nmple.com/p\ra\tth", nil, "http://example.com/path"),
    // Backslashes act as slashes in special URLs only.
    Case("http:\\\\example.com\\a\\b", nil, "http://example.com/a/b"),
    Case("sc:\\\\example.com\\a", nil, "sc:\\\\example.com\\a"),
    // Relative resolution with dot segments.
    Case("../c/./d/..", "http://h/a/b/x", "http://h/a/c/"),
    Case("../../../../up", "http://h/a/b", "http://h/up"),
    Case("%2e%2E/x", "http://h/a/b/c", "http://h/a/x"),
    Case("?q", "http://h/a/b?old#f", "http://h/a/b?q"),
    Case("#f2", "http://h/a?q#f", "http://h/a?q#f2"),
    Case("//other/p", "https://h/a", "https://other/p"),
    // IPv4 number forms.
    Case("http://0x7f.1/", nil, "http://127.0.0.1/"),
    Case("http://0177.0.0.1/", nil, "http://127.0.0.1/"),
    Case("http://2130706433/", nil, "http://127.0.0.1/"),
    Case("http://127.1/", nil, "http://127.0.0.1/"),
    Case("http://192.168.257/", nil, "http://192.168.1.1/"),
    Case("http://0x/", nil, "http://0.0.0.0/"),
    Case("http://256.0.0.1/", nil, nil),
    Case("http://4294967296/", nil, nil),
    Case("http://1.2.3.09/", nil, nil),
    Case("http://example.0x1g/", nil, "http://example.0x1g/"),
    // IPv6 compression and embedded IPv4.
    Case("http://[0:0:0:0:0:0:0:1]/", nil, "http://[::1]/"),
    Case("http://[1:0:0:2:0:0:0:3]/", nil, "http://[1:0:0:2::3]/"),
    Case("http://[1:0:0:2:0:0:3:4]/", nil, "http://[1::2:0:0:3:4]/"),
    Case("http://[::ffff:192.168.0.1]/", nil, "http://[::ffff:c0a8:1]/"),
    Case("http://[1:2:3:4:5:6:7:8]/", nil, "http://[1:2:3:4:5:6:7:8]/"),
    Case("http://[1::2::3]/", nil, nil),
    Case("http://[::1.2.3]/", nil, nil),
    // Userinfo percent-encoding, and a second "@".
    Case("http://us er:pa:ss@h/", nil, "http://us%20er:pa%3Ass@h/"),
    Case("http://a@b@h/", nil, "http://a%40b@h/"),
    // Default ports are dropped; hosts are lowercased.
    Case("HTTPS://EXAMPLE.com:443/", nil, "https://example.com/"),
    Case("http://h:0080/", nil, "http://h/"),
    Case("http://h:65536/", nil, nil),
    // Forbidden host code points.
    Case("http://a<b/", nil, nil),
    Case("http://a%25b/", nil, nil),
    // Windows drive letters in file URLs.
    Case("file:///C|/x", nil, "file:///C:/x"),
    Case("file:c:\\foo", nil, "file:///c:/foo"),
    Case("/..", "file:///C:/a", "file:///C:/"),
    Case("file://localhost/p", nil, "file:///p"),
    // Opaque paths.
    Case("mailto:Joe@Example.com", nil, "mailto:Joe@Example.com"),
    Case("data:text/plain,a b", nil, "data:text/plain,a b"),
    Case("sc:a b ?q", nil, "sc:a b%20?q"),
    Case("x", nil, nil),
    Case("x", "mailto:a", nil),
    Case("#f", "mailto:a", "mailto:a#f"),
    // Punycode for non-ASCII domains.
    Case("http://Bücher.de/", nil, "http://xn--bcher-kva.de/"),
    Case("http://faß.de/", nil, "http://xn--fa-hia.de/"),
    Case("http://例え。テスト/", nil, "http://xn--r8jz45g.xn--zckzah/"),
  ]

  @Test(arguments: cases)
  func parse(_ testCase: Case) {
    let url = WebURL.parse(testCase.input, base: testCase.base)
    #expect(url?.href == testCase.href)
  }

  @Test func recordFields() throws {
    let url = try #require(WebURL("https://u:p@example.com:8080/a/b?q=1#frag"))
    #expect(url.scheme == "https")
    #expect(url.username == "u")
    #expect(url.password == "p")
    #expect(url.host == .domain("example.com"))
    #expect(url.port == 8080)
    #expect(url.pathSegments == ["a", "b"])
    #expect(url.query == "q=1")
    #expect(url.fragment == "frag")
    #expect(url.serialized(excludingFragment: true) == "https://u:p@example.com:8080/a/b?q=1")
    #expect(url.origin.serialized == "https://example.com:8080")
    #expect(WebURL("file:///x")?.origin == .opaque)
    #expect(WebURL("blob:https://a.com/uuid")?.origin.serialized == "https://a.com")
    #expect(WebURL("blob:ftp://a.com/uuid")?.origin.serialized == "null")
  }

  @Test func percentEncodeSets() {
    #expect(PercentEncoding.utf8PercentEncode("a b/é", using: .path) == "a%20b/%C3%A9")
    #expect(PercentEncoding.utf8PercentEncode("a:b@c", using: .userinfo) == "a%3Ab%40c")
    #expect(PercentEncoding.utf8PercentEncode("a+b&c", using: .component) == "a%2Bb%26c")
    #expect(
      PercentEncoding.utf8PercentEncode("a b~*", using: .formURLEncoded, spaceAsPlus: true)
        == "a+b%7E*")
    #expect(PercentEncoding.utf8PercentEncode("'", using: .query) == "'")
    #expect(PercentEncoding.utf8PercentEncode("'", using: .specialQuery) == "%27")
    #expect(PercentEncoding.utf8PercentEncode("`", using: .fragment) == "%60")
    #expect(PercentEncoding.utf8PercentEncode("\u{7F}", using: .c0Control) == "%7F")
    #expect(PercentEncoding.percentDecode("%41%zz%4") == Array("A%zz%4".utf8))
  }

  @Test func punycodeRoundTrip() throws {
    let cases = ["bücher": "bcher-kva", "faß": "fa-hia", "例え": "r8jz45g", "ü": "tda"]
    for (unicode, ascii) in cases {
      #expect(Punycode.encode(Array(unicode.unicodeScalars)) == ascii)
      let decoded = try #require(Punycode.decode(Array(ascii.unicodeScalars)))
      #expect(String(String.UnicodeScalarView(decoded)) == unicode)
    }
    #expect(Punycode.decode(Array("a-é".unicodeScalars)) == nil)
    #expect(Punycode.decode(Array("99999999999".unicodeScalars)) == nil)
  }

  @Test func domainToASCII() {
    #expect(IDNA.domainToASCII("EXAMPLE.com") == "example.com")
    #expect(IDNA.domainToASCII("xn--a") == "xn--a")
    #expect(IDNA.domainToASCII("a\u{3002}b\u{FF0E}c\u{FF61}d") == "a.b.c.d")
    #expect(IDNA.domainToASCII("ＥＸ.com") == "ex.com")
    #expect(IDNA.domainToASCII("a\u{AD}b") == "ab")
    #expect(IDNA.domainToASCII("a\u{200C}b") == nil)
    #expect(IDNA.domainToASCII("xn--a.ß") == nil)
    #expect(IDNA.domainToASCII("\u{301}a") == nil)
    #expect(IDNA.domainToASCII("e\u{301}.com") == "xn--9ca.com")
    #expect(IDNA.domainToASCII("\u{FFFD}.com") == nil)
    #expect(IDNA.domainToASCII("") == nil)
  }
}
