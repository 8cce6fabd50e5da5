import Foundation
import JSCore
import SavedPages
import TestSupport
import Testing

/// Damaged inputs give a ``SavedPageError`` with a stable code and a message naming the file.
@Suite struct DamagedInputTests {
  /// Loads `bytes` written to a scratch file `name` and returns the error.
  private func error(loading bytes: [UInt8], as name: String) throws -> SavedPageError? {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    let path = try scratch.write(name, bytes)
    do {
      _ = try SavedPageLoader.load(contentsOf: path)
      return nil
    } catch {
      #expect(error.message.contains(path), "message names the file: \(error.message)")
      #expect(error.file == path)
      return error
    }
  }

  private static let validArchive = WebArchiveBuilder.archive(
    main: WebArchiveBuilder.resource(url: "https://a.example/", text: "<title>A</title>"))

  @Test func missingFile() {
    #expect(
      throws: SavedPageError.pageUnreadable(file: "/no/such/page.html", reason: "no such file")
    ) {
      try SavedPageLoader.load(contentsOf: "/no/such/page.html")
    }
  }

  /// A FIFO named like a page is refused at once (reading it would block forever).
  @Test func fifo() throws {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    let path = scratch.path + "/pipe.html"
    #expect(mkfifo(path, 0o600) == 0)
    do {
      _ = try SavedPageLoader.load(contentsOf: path)
      Issue.record("a FIFO loaded")
    } catch {
      #expect(error.code == "page-unreadable")
      #expect(error.message.hasPrefix(path + ": "))
      #expect(error.reason.contains("regular file"))
    }
  }

  /// A symbolic link to a page is followed.
  @Test func symbolicLinkToAPage() throws {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    let target = try scratch.write("real.html", Array("<title>Linked</title>".utf8))
    let link = scratch.path + "/link.html"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    let page = try SavedPageLoader.load(contentsOf: link)
    #expect(page.makeDocument().title == "Linked")
  }

  @Test func directory() throws {
    let scratch = try TemporaryFolder(prefix: "SavedPagesTests")
    defer { scratch.remove() }
    do {
      _ = try SavedPageLoader.load(contentsOf: scratch.path)
      Issue.record("a directory loaded")
    } catch {
      #expect(error.code == "page-unreadable")
      #expect(error.message.hasPrefix(scratch.path + ": "))
      #expect(error.message.contains("directory"))
    }
  }

  @Test(arguments: ["empty.webarchive", "empty.mhtml"])
  func emptyArchive(name: String) throws {
    let error = try #require(try error(loading: [], as: name))
    #expect(error.code == "page-unreadable")
    #expect(error.reason.contains("empty"))
  }

  /// A 0-byte HTML file loads as a browser loads it: an empty document.
  @Test func emptyHTMLFileIsAnEmptyPage() throws {
    let page = try SavedPageLoader.load(data: [], fileName: "/tmp/empty.html")
    #expect(page.bytes.isEmpty)
    #expect(page.url == "file:///tmp/empty.html")
    let document = page.makeDocument()
    #expect(document.body != nil, "the parser still makes html, head and body")
  }

  @Test func truncatedBinaryArchive() throws {
    let bytes = try WebArchiveBuilder.bytes(Self.validArchive)
    for length in [8, bytes.count / 2, bytes.count - 10] {
      let error = try #require(
        try error(loading: Array(bytes.prefix(length)), as: "cut.webarchive"))
      #expect(error.code == "plist-invalid")
    }
  }

  @Test func truncatedXMLArchive() throws {
    let bytes = try WebArchiveBuilder.bytes(Self.validArchive, format: .xml)
    let error = try #require(
      try error(loading: Array(bytes.prefix(bytes.count / 2)), as: "cut.webarchive"))
    #expect(error.code == "plist-invalid")
  }

  @Test func binaryGarbageNamedWebArchive() throws {
    let garbage: [UInt8] = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 77 &+ 3) }
    let error = try #require(try error(loading: garbage, as: "noise.webarchive"))
    #expect(error.code == "plist-invalid")
  }

  @Test func garbageAfterBinaryPlistMagic() throws {
    let bytes = Array("bplist00".utf8) + (0..<64).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    let error = try #require(try error(loading: bytes, as: "magic.webarchive"))
    #expect(error.code == "plist-invalid")
  }

  @Test func topLevelNotADictionary() throws {
    let bytes = try WebArchiveBuilder.bytes(.array([.string("x")]))
    let error = try #require(try error(loading: bytes, as: "array.webarchive"))
    #expect(error.code == "plist-invalid")
    #expect(error.reason == "the top level is an array, expected a dictionary")
  }

  @Test func resourceDataNotData() throws {
    let plist = WebArchiveBuilder.archive(
      main: PropertyList([
        "WebResourceURL": .string("https://a.example/"),
        "WebResourceData": .string("<p>"),
        "WebResourceMIMEType": .string("text/html"),
      ]))
    let error = try #require(try error(loading: WebArchiveBuilder.bytes(plist), as: "t.webarchive"))
    #expect(error.code == "plist-invalid")
    #expect(error.reason == "WebMainResource.WebResourceData is a string, expected data")
  }

  @Test func wrongTypeInsideASubframe() throws {
    let frame = WebArchiveBuilder.archive(
      main: PropertyList([
        "WebResourceURL": .integer(3),
        "WebResourceData": .data([]),
      ]))
    let plist = WebArchiveBuilder.archive(
      main: WebArchiveBuilder.resource(url: "https://a.example/", text: "<p>"), frames: [frame])
    let error = try #require(try error(loading: WebArchiveBuilder.bytes(plist), as: "f.webarchive"))
    #expect(error.code == "plist-invalid")
    #expect(error.reason.hasPrefix("WebSubframeArchives[0].WebMainResource.WebResourceURL is a"))
  }

  @Test func subresourcesNotAnArray() throws {
    let plist = PropertyList([
      "WebMainResource": WebArchiveBuilder.resource(url: "https://a.example/", text: "<p>"),
      "WebSubresources": .string("none"),
    ])
    let error = try #require(try error(loading: WebArchiveBuilder.bytes(plist), as: "s.webarchive"))
    #expect(error.code == "plist-invalid")
    #expect(error.reason.contains("WebSubresources"))
  }

  @Test func missingMainResource() throws {
    let plist = PropertyList(["WebSubresources": .array([])])
    let error = try #require(try error(loading: WebArchiveBuilder.bytes(plist), as: "m.webarchive"))
    #expect(error.code == "archive-invalid")
    #expect(error.reason.contains("WebMainResource"))
  }

  @Test func mainResourceWithoutURL() throws {
    let plist = WebArchiveBuilder.archive(main: PropertyList(["WebResourceData": .data([1])]))
    let error = try #require(try error(loading: WebArchiveBuilder.bytes(plist), as: "u.webarchive"))
    #expect(error.code == "archive-invalid")
    #expect(error.reason == "WebMainResource.WebResourceURL is missing")
  }

  @Test func boundaryThatNeverAppears() throws {
    let message = "Content-Type: multipart/related; boundary=\"abc\"\r\n\r\n--xyz\r\n\r\n<p>\r\n"
    let error = try #require(try error(loading: Array(message.utf8), as: "b.mhtml"))
    #expect(error.code == "archive-invalid")
    #expect(error.reason.contains("\"abc\" never appears"))
  }

  @Test func multipartWithoutBoundary() throws {
    let message = "Content-Type: multipart/related\r\n\r\n<p>\r\n"
    let error = try #require(try error(loading: Array(message.utf8), as: "nb.mhtml"))
    #expect(error.code == "archive-invalid")
  }

  @Test func noHTMLPart() throws {
    let message =
      "Content-Type: multipart/related; boundary=q\r\n\r\n--q\r\n"
      + "Content-Type: image/png\r\n\r\nPNG\r\n--q--\r\n"
    let error = try #require(try error(loading: Array(message.utf8), as: "n.mht"))
    #expect(error.code == "archive-invalid")
    #expect(error.reason.contains("no text/html part"))
  }

  @Test func invalidBase64InTheMainPart() throws {
    let message =
      "Content-Type: multipart/related; boundary=q\r\n\r\n--q\r\n"
      + "Content-Type: text/html\r\nContent-Transfer-Encoding: base64\r\n\r\n***\r\n--q--\r\n"
    let error = try #require(try error(loading: Array(message.utf8), as: "b64.mhtml"))
    #expect(error.code == "archive-invalid")
    #expect(error.reason.contains("base64"))
  }

  @Test func binaryGarbageNamedMHTML() throws {
    let garbage: [UInt8] = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 91 &+ 11) }
    let error = try #require(try error(loading: garbage, as: "noise.mhtml"))
    #expect(error.code == "archive-invalid")
  }

  @Test func descriptionCarriesTheCode() {
    let error = SavedPageError.archiveInvalid(file: "a.mhtml", reason: "no text/html part")
    #expect(error.description == "a.mhtml: no text/html part [archive-invalid]")
  }
}
