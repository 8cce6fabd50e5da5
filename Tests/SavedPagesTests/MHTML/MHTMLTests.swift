import DOM
import Foundation
import SavedPages
import Testing

/// `.mhtml` files: MIME `multipart/related` (RFC 2557).
@Suite struct MHTMLTests {
  @Test func storedMessage() throws {
    let page = try SavedPageLoader.load(contentsOf: TestFiles.fixture("cafe.mhtml"))
    #expect(page.format == .mhtml)
    // Snapshot-Content-Location gives the URL.
    #expect(page.url == "https://example.com/blog/cafe.html")
    #expect(page.mimeType == "text/html")
    #expect(page.textEncodingName == "utf-8")

    // Quoted-printable: =3D, =C3=A9 and the soft line break are decoded.
    let text = String(decoding: page.bytes, as: UTF8.self)
    #expect(text.contains("<p class=\"lead\">"))
    #expect(text.contains("with soft line breaks"))
    #expect(!text.contains("=\r\n"))
    let document = page.makeDocument()
    #expect(document.title == "Café Saved")
    #expect(document.url == page.url)

    // Base64 image, named by a relative Content-Location resolved against the page URL.
    let image = try #require(
      page.resources.resource(for: "https://example.com/blog/images/dot.png"))
    #expect(image.mimeType == "image/png")
    #expect(image.bytes == (0..<200).map { UInt8($0) })

    // 8bit part named by its Content-ID, with its charset.
    let css = try #require(page.resources.resource(for: "cid:logo@example"))
    #expect(css.textEncodingName == "iso-8859-1")
    #expect(css.text == "p { content: \"é\"; }")
    #expect(page.resources.count == 2)
  }

  @Test func startParameterChoosesTheRootAndContentLocationGivesTheURL() throws {
    let message = """
      MIME-Version: 1.0\r
      Content-Type: multipart/related; boundary=XYZ; start="<main@x>"\r
      \r
      --XYZ\r
      Content-Type: text/html\r
      Content-Location: https://x.example/other.html\r
      \r
      <title>Other</title>\r
      --XYZ\r
      Content-Type: text/html; charset=windows-1252\r
      Content-ID: <main@x>\r
      Content-Location: https://x.example/main.html\r
      Content-Transfer-Encoding: 7bit\r
      \r
      <title>Main</title>\r
      --XYZ--\r

      """
    let page = try SavedPageLoader.load(data: Array(message.utf8), fileName: "start.mht")
    #expect(page.url == "https://x.example/main.html")
    #expect(page.textEncodingName == "windows-1252")
    #expect(page.makeDocument().title == "Main")
    #expect(page.resources.resource(for: "https://x.example/other.html") != nil)
  }

  @Test func lineFeedOnlyAndMissingCloseDelimiter() throws {
    let message = """
      Content-Type: multipart/related;
        boundary="b"

      --b
      Content-Type: text/html

      <title>LF</title>
      --b
      Content-Type: text/plain
      Content-Location: https://x.example/t.txt

      truncated
      """
    let page = try SavedPageLoader.load(
      data: Array(message.utf8), fileName: "/saved/lf.mhtml", url: nil)
    // No archive URL: the file URL.
    #expect(page.url == "file:///saved/lf.mhtml")
    #expect(page.makeDocument().title == "LF")
    // The last part has no closing delimiter after it: it may be cut, so it is dropped.
    #expect(page.resources.resource(for: "https://x.example/t.txt") == nil)
    #expect(page.warnings.map(\.location) == [nil, "https://x.example/t.txt"])
  }

  @Test func singlePartHTMLMessage() throws {
    let message =
      "Content-Type: text/html; charset=utf-8\r\n"
      + "Content-Transfer-Encoding: base64\r\n\r\n"
      + Data("<title>One</title>".utf8).base64EncodedString() + "\r\n"
    let page = try SavedPageLoader.load(data: Array(message.utf8), fileName: "one.mhtml")
    #expect(page.makeDocument().title == "One")
  }

  @Test func explicitURLDoesNotMoveTheArchivedResources() throws {
    let page = try SavedPageLoader.load(
      contentsOf: TestFiles.fixture("cafe.mhtml"), url: "https://mirror.test/x.html")
    #expect(page.url == "https://mirror.test/x.html")
    #expect(page.makeDocument().url == "https://mirror.test/x.html")
    #expect(page.resources.resource(for: "https://example.com/blog/images/dot.png") != nil)
  }
}
