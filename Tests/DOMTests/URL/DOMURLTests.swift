import Testing

@testable import DOM

@Suite("URL interface")
struct DOMURLTests {
  @Test func constructorThrowsTypeError() {
    #expect(throws: URLTypeError.self) { try DOMURL("no scheme") }
    #expect(throws: URLTypeError.self) { try DOMURL("a", base: "not a base") }
    #expect((try? DOMURL("a", base: "http://h/b/c"))?.href == "http://h/b/a")
    #expect(DOMURL.canParse("http://x"))
    #expect(!DOMURL.canParse("http://"))
    let error = URLTypeError.invalidURL("x", base: nil)
    #expect(error.name == "TypeError")
  }

  @Test func hrefSetter() throws {
    let url = try DOMURL("http://h/?a=1")
    #expect(throws: URLTypeError.self) { try url.setHref("::") }
    #expect(url.href == "http://h/?a=1")
    try url.setHref("https://x/?b=2&c")
    #expect(url.searchParams.get("b") == "2")
    #expect(url.searchParams.has("c"))
    #expect(!url.searchParams.has("a"))
  }

  @Test func protocolSetterBetweenSpecialAndNonSpecial() throws {
    let url = try DOMURL("http://h:8080/p")
    url.protocol = "sc"
    #expect(url.href == "http://h:8080/p")  // special → non-special is refused
    url.protocol = "https:ignored"
    #expect(url.href == "https://h:8080/p")
    url.protocol = "file"
    #expect(url.href == "https://h:8080/p")  // a port cannot move to file
    let nonSpecial = try DOMURL("sc://h/p")
    nonSpecial.protocol = "http"
    #expect(nonSpecial.protocol == "sc:")
    nonSpecial.protocol = "other"
    #expect(nonSpecial.href == "other://h/p")
    let defaultPort = try DOMURL("http://h:443/")
    defaultPort.protocol = "https"
    #expect(defaultPort.href == "https://h/")
  }

  @Test func hostSettersOnFileURLs() throws {
    let url = try DOMURL("file:///C:/dir/f")
    url.host = "server"
    #expect(url.href == "file://server/C:/dir/f")
    url.host = "localhost"
    #expect(url.href == "file:///C:/dir/f")
    url.hostname = "h2:80"
    #expect(url.host == "")
    url.port = "80"
    #expect(url.port == "")
    url.username = "u"
    #expect(url.username == "")
  }

  @Test func portSetter() throws {
    let url = try DOMURL("https://h/")
    url.port = "443"
    #expect(url.port == "")
    url.port = "8443abc"
    #expect(url.port == "8443")
    url.port = "x"
    #expect(url.port == "8443")
    url.port = "65536"
    #expect(url.port == "8443")
    url.port = ""
    #expect(url.href == "https://h/")
  }

  @Test func hostSetter() throws {
    let url = try DOMURL("http://u@h:1/p")
    url.host = "new:2"
    #expect(url.href == "http://u@new:2/p")
    url.hostname = "x:3"
    #expect(url.host == "new:2")  // ":" invalidates the whole hostname value
    url.host = ""
    #expect(url.host == "new:2")  // special URLs need a host
    url.host = "[::1]"
    #expect(url.hostname == "[::1]")
    let opaque = try DOMURL("mailto:a")
    opaque.host = "h"
    #expect(opaque.href == "mailto:a")
  }

  @Test func userinfoSetters() throws {
    let url = try DOMURL("http://h/")
    url.username = "a b@c"
    url.password = "p:w/é"
    #expect(url.href == "http://a%20b%40c:p%3Aw%2F%C3%A9@h/")
    url.password = ""
    #expect(url.href == "http://a%20b%40c@h/")
  }

  @Test func pathSearchHashSetters() throws {
    let url = try DOMURL("http://h/a?q#f")
    url.pathname = "x/../y z"
    #expect(url.pathname == "/y%20z")
    url.search = "??a=b c"
    #expect(url.search == "??a=b%20c")
    #expect(url.searchParams.get("?a") == "b c")
    url.search = ""
    #expect(url.href == "http://h/y%20z#f")
    url.hash = "#a b"
    #expect(url.hash == "#a%20b")
    url.hash = ""
    #expect(url.href == "http://h/y%20z")
    url.hash = "#"
    #expect(url.href == "http://h/y%20z#")
    #expect(url.hash == "")
  }

  @Test func searchParamsUpdateTheQuery() throws {
    let url = try DOMURL("https://h/?b=2&a=1&b=3")
    url.searchParams.append("c d", "é&")
    #expect(url.search == "?b=2&a=1&b=3&c+d=%C3%A9%26")
    url.searchParams.sort()
    #expect(url.search == "?a=1&b=2&b=3&c+d=%C3%A9%26")
    url.searchParams.set("b", "9")
    #expect(url.search == "?a=1&b=9&c+d=%C3%A9%26")
    url.searchParams.delete("a")
    url.searchParams.delete("b", "1")
    #expect(url.search == "?b=9&c+d=%C3%A9%26")
    url.searchParams.delete("b")
    url.searchParams.delete("c d")
    #expect(url.href == "https://h/")
  }
}
