import DOM
import Foundation
import SavedPages
import Testing

/// Multiparts inside the message's `multipart/related` are flattened; the root part is the
/// one `start` names, else the first HTML part depth first.
@Suite struct NestedMultipartTests {
  /// A Chrome-like message whose first part is a `multipart/alternative` (plain text and
  /// HTML), followed by an image; `start` is given by the caller.
  private func message(start: String?) -> MIMEMessage {
    let startParameter = start.map { "; start=\"\($0)\"" } ?? ""
    return MIMEMessage(lines: [
      "MIME-Version: 1.0",
      "Content-Type: multipart/related; boundary=\"outer\"; type=\"text/html\"\(startParameter)",
      "",
      "--outer",
      "Content-Type: multipart/alternative; boundary=inner",
      "Content-ID: <alt@x>",
      "",
      "--inner",
      "Content-Type: text/plain; charset=utf-8",
      "Content-Location: https://n.example/page.txt",
      "",
      "Plain version",
      "--inner",
      "Content-Type: text/html; charset=utf-8",
      "Content-ID: <html@x>",
      "Content-Location: https://n.example/page.html",
      "",
      "<title>Nested HTML</title><img src=\"img/a.png\">",
      "--inner--",
      "--outer",
      "Content-Type: image/png",
      "Content-Transfer-Encoding: base64",
      "Content-Location: img/a.png",
      "",
      Data([1, 2, 3, 4, 5]).base64EncodedString(),
      "--outer",
      "Content-Type: text/html",
      "Content-ID: <later@x>",
      "Content-Location: https://n.example/later.html",
      "",
      "<title>Later</title>",
      "--outer--",
    ])
  }

  @Test func firstHTMLPartDepthFirstIsThePage() throws {
    let page = try message(start: nil).load()
    #expect(page.url == "https://n.example/page.html")
    #expect(page.makeDocument().title == "Nested HTML")
    #expect(page.warnings.isEmpty)
    // The other leaves of both levels are resources; the relative location resolves against
    // the page URL.
    #expect(page.resources.resource(for: "https://n.example/page.txt")?.text == "Plain version")
    #expect(page.resources.resource(for: "https://n.example/img/a.png")?.bytes == [1, 2, 3, 4, 5])
    #expect(page.resources.resource(for: "https://n.example/later.html") != nil)
    #expect(page.resources.resource(for: "cid:later@x") != nil)
  }

  @Test func startNamesALeafOfTheOuterMultipart() throws {
    let page = try message(start: "<later@x>").load()
    #expect(page.url == "https://n.example/later.html")
    #expect(page.makeDocument().title == "Later")
    #expect(page.resources.resource(for: "https://n.example/page.html") != nil)
  }

  @Test func startNamesALeafInsideTheNestedMultipart() throws {
    let page = try message(start: "<html@x>").load()
    #expect(page.makeDocument().title == "Nested HTML")
  }

  @Test func startNamesTheNestedMultipartItself() throws {
    // Its first HTML part is the page, not the plain-text alternative before it.
    let page = try message(start: "<alt@x>").load()
    #expect(page.makeDocument().title == "Nested HTML")
    #expect(page.mimeType == "text/html")
  }

  @Test func startNamingNothingFallsBackWithAWarning() throws {
    let page = try message(start: "<missing@x>").load()
    #expect(page.makeDocument().title == "Nested HTML")
    #expect(page.warnings.count == 1)
    #expect(page.warnings.first?.reason.contains("<missing@x>") == true)
  }

  @Test func nestedMultipartWithoutBoundaryIsSkippedWithAWarning() throws {
    let page = try MIMEMessage(lines: [
      "Content-Type: multipart/related; boundary=o",
      "",
      "--o",
      "Content-Type: multipart/alternative",
      "",
      "lost",
      "--o",
      "Content-Type: text/html",
      "",
      "<title>Kept</title>",
      "--o--",
    ]).load()
    #expect(page.makeDocument().title == "Kept")
    #expect(page.warnings.map(\.location) == ["MIME part 1"])
    #expect(page.warnings.first?.reason.contains("boundary") == true)
  }

  @Test func deepNestingIsBoundedNotACrash() throws {
    // 20 levels of multipart/mixed, each wrapping the next; the HTML is at the bottom.
    var lines = ["Content-Type: multipart/related; boundary=b0", ""]
    for level in 0..<20 {
      lines += ["--b\(level)", "Content-Type: multipart/mixed; boundary=b\(level + 1)", ""]
    }
    lines += ["--b20", "Content-Type: text/html", "", "<title>Deep</title>"]
    for level in (0...20).reversed() { lines.append("--b\(level)--") }
    let (error, path) = try MIMEMessage(lines: lines).error(as: "deep.mhtml")
    // Too deep to reach the only HTML part: an error naming the file, plus no crash.
    let found = try #require(error)
    #expect(found.code == "archive-invalid")
    #expect(found.message.contains(path))
  }
}
