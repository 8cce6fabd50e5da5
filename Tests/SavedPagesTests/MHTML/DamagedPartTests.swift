import DOM
import Foundation
import SavedPages
import Testing

/// Damage browsers tolerate: a bad resource part is dropped with a warning, a truncated file
/// keeps what came before; a damaged page part is an error naming the file.
@Suite struct DamagedPartTests {
  private static let html = [
    "Content-Type: text/html; charset=utf-8",
    "Content-Location: https://d.example/index.html",
    "",
    "<title>Damaged</title>",
  ]

  @Test func damagedBase64ResourceIsDroppedWithAWarning() throws {
    let page = try MIMEMessage(
      lines: ["Content-Type: multipart/related; boundary=d", "", "--d"] + Self.html + [
        "--d",
        "Content-Type: image/png",
        "Content-Transfer-Encoding: base64",
        "Content-Location: broken.png",
        "",
        "iVBORw0KGgo*** not base64 ***",
        "--d",
        "Content-Type: image/gif",
        "Content-Transfer-Encoding: base64",
        "Content-ID: <good@d>",
        "",
        Data([0x47, 0x49, 0x46]).base64EncodedString(),
        "--d--",
      ]
    ).load()
    #expect(page.makeDocument().title == "Damaged")
    #expect(page.resources.resource(for: "https://d.example/broken.png") == nil)
    #expect(page.resources.resource(for: "cid:good@d")?.bytes == [0x47, 0x49, 0x46])
    #expect(page.warnings.count == 1)
    let warning = try #require(page.warnings.first)
    #expect(warning.location == "https://d.example/broken.png")
    #expect(warning.reason.contains("base64"))
    #expect(warning.description.hasPrefix("https://d.example/broken.png: "))
  }

  @Test func damagedBase64MainPartIsAnErrorNamingTheFile() throws {
    let (error, path) = try MIMEMessage(lines: [
      "Content-Type: multipart/related; boundary=d",
      "",
      "--d",
      "Content-Type: text/html",
      "Content-Transfer-Encoding: base64",
      "Content-Location: https://d.example/",
      "",
      "PGgx!!Pg==",
      "--d--",
    ]).error(as: "main.mhtml")
    let found = try #require(error)
    #expect(found.code == "archive-invalid")
    #expect(found.message.hasPrefix(path + ": "))
    #expect(found.reason.contains("https://d.example/"))
    #expect(found.reason.contains("base64"))
  }

  @Test func truncatedFileKeepsThePartsBeforeTheCutOne() throws {
    let page = try MIMEMessage(
      lines: ["Content-Type: multipart/related; boundary=d", "", "--d"] + Self.html + [
        "--d",
        "Content-Type: text/css",
        "Content-Location: a.css",
        "",
        "a {}",
        "--d",
        "Content-Type: image/png",
        "Content-Transfer-Encoding: base64",
        "Content-Location: cut.png",
        "",
        "iVBORw0KGgoAAAANSUhE",
      ]
    ).load()
    #expect(page.makeDocument().title == "Damaged")
    #expect(page.resources.resource(for: "https://d.example/a.css")?.text == "a {}")
    #expect(page.resources.resource(for: "https://d.example/cut.png") == nil)
    #expect(page.warnings.count == 2)
    #expect(page.warnings.first?.location == nil)
    #expect(page.warnings.first?.reason.contains("\"--d--\" is missing") == true)
    #expect(page.warnings.last?.location == "https://d.example/cut.png")
    #expect(page.warnings.last?.reason.contains("dropped") == true)
  }

  @Test func truncatedMainPartIsKeptWithAWarning() throws {
    let page = try MIMEMessage(lines: [
      "Content-Type: multipart/related; boundary=d",
      "",
      "--d",
      "Content-Type: text/plain",
      "Content-Location: https://d.example/note.txt",
      "",
      "note",
      "--d",
      "Content-Type: text/html",
      "Content-Transfer-Encoding: quoted-printable",
      "Content-Location: https://d.example/cut.html",
      "",
      "<title>Cut</title><p>The file stops in the mid=",
      "dle of this sent",
    ]).load()
    #expect(page.url == "https://d.example/cut.html")
    let document = page.makeDocument()
    #expect(document.title == "Cut")
    let text = document.body?.textContent?.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(text == "The file stops in the middle of this sent")
    #expect(page.resources.resource(for: "https://d.example/note.txt")?.text == "note")
    #expect(page.warnings.count == 2)
    #expect(page.warnings.last?.location == "https://d.example/cut.html")
    #expect(page.warnings.last?.reason.contains("kept") == true)
  }

  @Test func truncatedInsideANestedMultipart() throws {
    let page = try MIMEMessage(lines: [
      "Content-Type: multipart/related; boundary=o",
      "",
      "--o",
      "Content-Type: multipart/alternative; boundary=i",
      "",
      "--i",
      "Content-Type: text/html",
      "",
      "<title>In</title>",
      "--i",
      "Content-Type: text/plain",
      "Content-Location: https://d.example/cut.txt",
      "",
      "cu",
    ]).load()
    #expect(page.makeDocument().title == "In")
    #expect(page.resources.count == 0)
    // Both multiparts lack their closing delimiter; the cut leaf is dropped.
    #expect(page.warnings.map(\.location) == [nil, "MIME part 1", "https://d.example/cut.txt"])
  }

  @Test func everyTruncationLoadsOrFailsWithAnError() throws {
    // A message using every feature, cut at each byte: a page with warnings or a
    // SavedPageError naming the file, never a crash.
    let message = MIMEMessage(lines: [
      "Subject: =?utf-8?B?w6l0w6k=?=",
      "Content-Type: multipart/related; boundary*0=\"o\"; boundary*1=\"x\"; start=\"<h@t>\"",
      "Content-Base: https://t.example/",
      "",
      "--ox",
      "Content-Type: multipart/alternative; boundary=i",
      "",
      "--i",
      "Content-Type: text/html; charset*=utf-8''utf-8",
      "Content-ID: <h@t>",
      "Content-Transfer-Encoding: quoted-printable",
      "Content-Location: =?utf-8?Q?p=C3=A9.html?=",
      "",
      "<title>T</title>=  ",
      "x",
      "--i--",
      "--ox",
      "Content-Type: image/png",
      "Content-Transfer-Encoding: base64",
      "Content-Location: a.png",
      "",
      "AAECAwQF",
      "--ox--",
    ]).bytes()
    for length in 0...message.count {
      do {
        let page = try SavedPageLoader.load(
          data: Array(message.prefix(length)), fileName: "cut.mhtml")
        _ = page.makeDocument()
      } catch {
        #expect(error.file == "cut.mhtml")
        #expect(!error.reason.isEmpty)
      }
    }
    let whole = try SavedPageLoader.load(data: message, fileName: "cut.mhtml")
    #expect(whole.url == "https://t.example/p%C3%A9.html")
    #expect(whole.titleHint == "été")
    #expect(whole.warnings.isEmpty)
    #expect(whole.resources.resource(for: "https://t.example/a.png")?.bytes == [0, 1, 2, 3, 4, 5])
  }

  @Test func cleanFilesHaveNoWarnings() throws {
    let page = try SavedPageLoader.load(contentsOf: TestFiles.fixture("cafe.mhtml"))
    #expect(page.warnings.isEmpty)
  }
}
