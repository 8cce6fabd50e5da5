import DOM
import Foundation
import HTMLParsing
import SavedPages
import TestSupport
import Testing

/// `.html` files: bytes handed to the parser, which sniffs the encoding.
@Suite struct HTMLFileTests {
  @Test func utf8FileKeepsItsTextAndGetsAFileURL() throws {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    let path = try scratch.write(
      "café.html", "<!DOCTYPE html><meta charset=utf-8><title>Crème brûlée</title>")
    let page = try SavedPageLoader.load(contentsOf: path)
    #expect(page.format == .html)
    #expect(page.mimeType == "text/html")
    #expect(page.textEncodingName == nil)
    #expect(page.url == URL(fileURLWithPath: path).absoluteString)
    #expect(page.url.hasPrefix("file:///"))
    let parsed = page.parseDocument()
    #expect(parsed.document.title == "Crème brûlée")
    #expect(parsed.document.url == page.url)
    #expect(parsed.encoding.encoding == .utf8)
  }

  @Test func windows1252WithMetaIsDecodedByThePrescan() throws {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    var bytes = Array("<html><head><meta charset=\"windows-1252\"><title>Caf".utf8)
    bytes += [0xE9, 0x20, 0x80]  // "é €" in windows-1252
    bytes += Array("</title></head></html>".utf8)
    let path = try scratch.write("legacy.htm", bytes)
    let document = try SavedPageLoader.load(contentsOf: path).makeDocument()
    #expect(document.title == "Café €")
    #expect(document.characterSet == "windows-1252")
  }

  @Test func utf16WithByteOrderMark() throws {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "<title>Ωmega</title>".utf16 {
      bytes += [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)]
    }
    let path = try scratch.write("wide.html", bytes)
    let parsed = try SavedPageLoader.load(contentsOf: path).parseDocument()
    #expect(parsed.document.title == "Ωmega")
    #expect(parsed.encoding.encoding == .utf16LE)
  }

  @Test func savedFromURLMarkGivesThePageURL() throws {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    let url = "https://www.example.com/news/today.html?x=1"
    let count = String(url.utf8.count)
    let length = String(repeating: "0", count: 4 - count.count) + count
    let path = try scratch.write(
      "today.html",
      "<!DOCTYPE html>\r\n<!-- saved from url=(\(length))\(url) -->\r\n<title>Today</title>")
    let page = try SavedPageLoader.load(contentsOf: path)
    #expect(page.url == url)
    #expect(page.makeDocument().url == url)
  }

  @Test func explicitURLWinsOverTheMark() throws {
    let html = "<!-- saved from url=(0019)https://marked.com/ --><title>x</title>"
    let page = try SavedPageLoader.load(
      data: Array(html.utf8), fileName: "x.html", url: "https://given.example/")
    #expect(page.url == "https://given.example/")
  }

  @Test func aboutInternetMarkIsIgnored() throws {
    let html = "<!-- saved from url=(0014)about:internet --><title>x</title>"
    let page = try SavedPageLoader.load(data: Array(html.utf8), fileName: "/pages/x.html")
    #expect(page.url == "file:///pages/x.html")
  }

  @Test func textIsLoadedAsUTF8AtTheGivenURL() {
    let page = SavedPageLoader.load(
      text: "<meta charset=windows-1252><title>Zoë</title>", url: "https://example.net/a")
    #expect(page.url == "https://example.net/a")
    #expect(page.textEncodingName == "utf-8")
    let document = page.makeDocument()
    #expect(document.title == "Zoë")
    #expect(document.url == "https://example.net/a")
  }

  @Test func binaryGarbageNamedHTMLIsStillAPage() throws {
    let garbage: [UInt8] = (0..<512).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) }
    let page = try SavedPageLoader.load(data: garbage, fileName: "noise.html")
    #expect(page.format == .html)
    #expect(page.makeDocument().body != nil)
  }

  @Test func unknownExtensionIsSniffed() throws {
    let page = try SavedPageLoader.load(
      data: Array("<title>Plain</title>".utf8), fileName: "page.dat")
    #expect(page.format == .html)
    #expect(page.makeDocument().title == "Plain")
  }
}
