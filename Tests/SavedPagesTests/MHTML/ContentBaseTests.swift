import SavedPages
import Testing

/// `Content-Base` (RFC 2110, RFC 2557 §5): a relative `Content-Location` resolves against the
/// part's base, else the enclosing multipart's and the message's, else the page URL.
@Suite struct ContentBaseTests {
  @Test func partBaseThenMessageBaseThenPageURL() throws {
    let page = try MIMEMessage(lines: [
      "Content-Type: multipart/related; boundary=cb",
      "Content-Base: https://message.example/root/",
      "",
      "--cb",
      "Content-Type: text/html",
      "Content-Location: index.html",
      "",
      "<title>Base</title>",
      "--cb",
      "Content-Type: text/css",
      "Content-Base: https://part.example/css/",
      "Content-Location: site.css",
      "",
      "p {}",
      "--cb",
      "Content-Type: image/gif",
      "Content-Location: ../img/x.gif",
      "",
      "GIF",
      "--cb--",
    ]).load()
    // The root's relative location resolves against the message base and is the page URL.
    #expect(page.url == "https://message.example/root/index.html")
    #expect(page.resources.resource(for: "https://part.example/css/site.css")?.text == "p {}")
    #expect(page.resources.resource(for: "https://message.example/img/x.gif")?.text == "GIF")
    #expect(page.resources.count == 2)
  }

  @Test func withoutAnyBaseThePageURLIsUsed() throws {
    let page = try MIMEMessage(lines: [
      "Content-Type: multipart/related; boundary=cb",
      "Snapshot-Content-Location: https://snap.example/a/b.html",
      "",
      "--cb",
      "Content-Type: text/html",
      "",
      "<p>",
      "--cb",
      "Content-Type: text/plain",
      "Content-Location: c.txt",
      "",
      "C",
      "--cb--",
    ]).load(lineBreak: "\n")
    #expect(page.resources.resource(for: "https://snap.example/a/c.txt")?.text == "C")
  }

  @Test func nestedMultipartBaseAppliesToItsPartsAndRelativeBasesChain() throws {
    let page = try MIMEMessage(lines: [
      "Content-Type: multipart/related; boundary=o",
      "Content-Base: \"https://m.example/\"",
      "",
      "--o",
      "Content-Type: text/html",
      "Content-Location: https://m.example/page.html",
      "",
      "<p>",
      "--o",
      "Content-Type: multipart/mixed; boundary=i",
      "Content-Base: assets/",
      "",
      "--i",
      "Content-Type: text/plain",
      "Content-Location: one.txt",
      "",
      "1",
      "--i--",
      "--o--",
    ]).load()
    // The nested base "assets/" is itself relative to the message base.
    #expect(page.resources.resource(for: "https://m.example/assets/one.txt")?.text == "1")
  }
}
