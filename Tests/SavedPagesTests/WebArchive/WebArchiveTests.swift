import DOM
import Foundation
import JSCore
import SavedPages
import Testing

/// Safari `.webarchive` files, binary and XML.
@Suite struct WebArchiveTests {
  @Test(arguments: ["cyrillic-xml.webarchive", "cyrillic-binary.webarchive"])
  func storedArchive(name: String) throws {
    let page = try SavedPageLoader.load(contentsOf: TestFiles.fixture(name))
    #expect(page.format == .webArchive)
    #expect(page.url == "https://example.org/articles/privet.html")
    #expect(page.mimeType == "text/html")
    #expect(page.textEncodingName == "windows-1251")
    #expect(page.frameName == nil)

    // The archive's charset is the transport charset.
    let parsed = page.parseDocument()
    #expect(parsed.document.title == "Привет")
    #expect(parsed.document.getElementById("p")?.textContent == "Мир")
    #expect(parsed.document.url == page.url)
    #expect(parsed.encoding.source == .transport)

    // Subresources, with the subframe's main resource and subresources merged in.
    let css = try #require(page.resources.resource(for: "https://example.org/articles/style.css"))
    #expect(css.mimeType == "text/css")
    #expect(css.text == "p { color: red; }\n")
    let png = try #require(page.resources.resource(for: "https://cdn.example.org/logo.png#top"))
    #expect(png.bytes == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(page.resources.resource(for: "https://example.org/frame.js")?.text == "console.log(1)")
    #expect(page.resources.resource(for: "https://example.org/frame.html") != nil)
    #expect(page.resources.resource(for: "https://example.org/missing.css") == nil)

    // The subframe archive is a page of its own.
    let frame = try #require(page.frames["https://example.org/frame.html"])
    #expect(frame.frameName == "side")
    #expect(frame.textEncodingName == "UTF-8")
    #expect(frame.makeDocument().title == "Frame")
    #expect(frame.resources.count == 1)
  }

  @Test func archiveWrittenByTheTest() throws {
    let plist = WebArchiveBuilder.archive(
      main: WebArchiveBuilder.resource(
        url: "https://a.example/", text: "<title>Made</title>", mimeType: "text/html; charset=x"),
      subresources: [
        WebArchiveBuilder.resource(
          url: "https://a.example/s.js", text: "1", mimeType: "application/javascript")
      ])
    for format in [PropertyList.SerializationFormat.binary, .xml] {
      let page = try SavedPageLoader.load(
        data: WebArchiveBuilder.bytes(plist, format: format), fileName: "made.webarchive")
      #expect(page.url == "https://a.example/")
      #expect(page.mimeType == "text/html")
      #expect(page.textEncodingName == nil)
      #expect(page.makeDocument().title == "Made")
      #expect(page.resources.urls == ["https://a.example/s.js"])
    }
  }

  @Test func explicitURLReplacesTheArchiveURL() throws {
    let plist = WebArchiveBuilder.archive(
      main: WebArchiveBuilder.resource(url: "https://a.example/", text: "<p>"))
    let page = try SavedPageLoader.load(
      data: WebArchiveBuilder.bytes(plist), fileName: "a.webarchive", url: "https://b.example/")
    #expect(page.url == "https://b.example/")
    #expect(page.makeDocument().url == "https://b.example/")
  }

  @Test func archiveWithAnOddNameIsSniffed() throws {
    let plist = WebArchiveBuilder.archive(
      main: WebArchiveBuilder.resource(url: "https://a.example/", text: "<title>S</title>"))
    let page = try SavedPageLoader.load(
      data: WebArchiveBuilder.bytes(plist), fileName: "download.bin")
    #expect(page.format == .webArchive)
    #expect(page.makeDocument().title == "S")
  }
}
