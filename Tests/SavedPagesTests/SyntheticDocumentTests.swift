import DOM
import Foundation
import JSCore
import SavedPages
import TestSupport
import Testing

/// A main resource that is not HTML becomes the document a browser makes for it: text in a
/// `<pre>`, an image in an `<img>`, an empty body for other binary types.
@Suite struct SyntheticDocumentTests {
  /// The document of a web archive whose main resource is `bytes` of `mimeType`.
  private func webArchiveDocument(
    _ bytes: [UInt8], mimeType: String, encoding: String? = nil,
    url: String = "https://s.example/resource"
  ) throws -> (SavedPage, Document) {
    let archive = WebArchiveBuilder.archive(
      main: WebArchiveBuilder.resource(
        url: url, bytes: bytes, mimeType: mimeType, encoding: encoding))
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    let path = try scratch.write("main.webarchive", try WebArchiveBuilder.bytes(archive))
    let page = try SavedPageLoader.load(contentsOf: path)
    return (page, page.makeDocument())
  }

  @Test(arguments: [
    "text/plain", "application/json", "text/css", "text/javascript", "application/javascript",
    "application/ld+json", "text/markdown",
  ])
  func textTypesArePreformatted(mimeType: String) throws {
    let text = "<b>not markup</b> & {\"a\": 1}\n\n  indented"
    let (page, document) = try webArchiveDocument(Array(text.utf8), mimeType: mimeType)
    #expect(page.mimeType == mimeType)
    #expect(document.url == "https://s.example/resource")
    #expect(document.contentType == mimeType)
    let body = try #require(document.body)
    #expect(body.children.length == 1)
    let pre = try #require(body.firstElementChild)
    #expect(pre.localName == "pre")
    #expect(pre.textContent == text)
    #expect(try document.querySelector("b") == nil)
    #expect(pre.getAttribute("style") == "word-wrap: break-word; white-space: pre-wrap;")
  }

  @Test func textUsesTheArchiveCharset() throws {
    let (_, document) = try webArchiveDocument(
      [0x63, 0x61, 0x66, 0xE9], mimeType: "text/plain", encoding: "iso-8859-1")
    #expect(document.body?.textContent == "café")
    #expect(document.characterSet == "windows-1252")
    // A byte order mark wins over the archive's charset.
    let (_, bom) = try webArchiveDocument(
      [0xEF, 0xBB, 0xBF, 0xC3, 0xA9], mimeType: "text/plain", encoding: "iso-8859-1")
    #expect(bom.body?.textContent == "é")
    #expect(bom.characterSet == "UTF-8")
  }

  @Test func imagesAreShownInAnImgElement() throws {
    let url = "https://s.example/photo.png?size=2&x=\"y\""
    let (_, document) = try webArchiveDocument(
      [0x89, 0x50, 0x4E, 0x47], mimeType: "image/png", url: url)
    #expect(document.contentType == "image/png")
    let image = try #require(document.body?.firstElementChild)
    #expect(image.localName == "img")
    #expect(image.getAttribute("src") == url)
    #expect(document.body?.children.length == 1)
  }

  @Test(arguments: ["application/pdf", "application/octet-stream", "video/mp4"])
  func otherBinaryTypesGiveAnEmptyBody(mimeType: String) throws {
    let (_, document) = try webArchiveDocument([0x25, 0x50, 0x44, 0x46, 0x00], mimeType: mimeType)
    #expect(document.contentType == mimeType)
    let body = try #require(document.body)
    #expect(body.childNodes.length == 0)
    #expect(document.url == "https://s.example/resource")
  }

  @Test(arguments: ["text/html", "application/xhtml+xml"])
  func htmlTypesAreParsed(mimeType: String) throws {
    let (_, document) = try webArchiveDocument(
      Array("<title>T</title><p>x</p>".utf8), mimeType: mimeType)
    #expect(document.title == "T")
    #expect(document.contentType == mimeType)
    #expect(try document.querySelector("p")?.textContent == "x")
  }

  @Test func mhtmlWhoseStartPartIsPlainText() throws {
    let page = try MIMEMessage(lines: [
      "Content-Type: multipart/related; boundary=t; start=\"<txt@s>\"",
      "",
      "--t",
      "Content-Type: text/plain; charset=utf-8",
      "Content-ID: <txt@s>",
      "Content-Location: https://s.example/readme.txt",
      "",
      "<h1>Read me</h1>",
      "--t--",
    ]).load()
    let document = page.makeDocument()
    #expect(document.contentType == "text/plain")
    #expect(document.url == "https://s.example/readme.txt")
    #expect(document.body?.firstElementChild?.localName == "pre")
    #expect(document.body?.textContent == "<h1>Read me</h1>")
  }

  @Test func singlePartImageMessage() throws {
    let page = try MIMEMessage(lines: [
      "Content-Type: image/gif",
      "Content-Location: https://s.example/a.gif",
      "Content-Transfer-Encoding: base64",
      "",
      "R0lG",
    ]).load()
    #expect(page.mimeType == "image/gif")
    #expect(
      page.makeDocument().body?.firstElementChild?.getAttribute("src") == "https://s.example/a.gif")
  }

  @Test func textFilesGivenDirectly() throws {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    let text = "<!-- saved from url=(0022)https://mark.example/ -->\n<p>plain</p>\n"
    let path = try scratch.write("notes.txt", text)
    let page = try SavedPageLoader.load(contentsOf: path)
    #expect(page.format == .text)
    #expect(page.mimeType == "text/plain")
    // Not HTML: the "saved from" mark is not looked for, the file URL is the page URL.
    #expect(page.url == URL(fileURLWithPath: path).standardizedFileURL.absoluteString)
    let document = page.makeDocument()
    #expect(document.contentType == "text/plain")
    #expect(document.body?.firstElementChild?.textContent == text)
    #expect(try document.querySelector("p") == nil)

    let empty = try SavedPageLoader.load(contentsOf: try scratch.write("empty.txt", ""))
    #expect(empty.makeDocument().body?.firstElementChild?.textContent == "")
  }

  @Test(arguments: [
    ("text/html", SavedPageDocumentKind.html), ("", .html), ("Text/Plain; charset=x", .text),
    ("image/svg+xml", .image), ("application/xml", .text), ("application/rss+xml", .text),
    ("application/zip", .binary), ("font/woff2", .binary),
  ])
  func kinds(mimeType: String, kind: SavedPageDocumentKind) {
    #expect(SavedPageDocumentKind(mimeType: mimeType) == kind)
  }
}
