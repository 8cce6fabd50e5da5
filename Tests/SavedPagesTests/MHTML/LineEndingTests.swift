import DOM
import Foundation
import SavedPages
import Testing

/// CRLF and LF files read the same; quoted-printable soft line breaks with trailing
/// whitespace are joined.
@Suite struct LineEndingTests {
  private static let message = MIMEMessage(lines: [
    "MIME-Version: 1.0",
    "Content-Type: multipart/related; boundary=\"le\"",
    "",
    "--le",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: quoted-printable",
    "Content-Location: https://le.example/",
    "",
    "<title>Line =  ",
    "endings</title><p class=3D\"x\">caf=C3=A9 =\t",
    "ok</p>   ",
    "<pre>two\tspaces  =20",
    "</pre>",
    "--le",
    "Content-Type: image/png",
    "Content-Transfer-Encoding: base64",
    "Content-Location: dot.png",
    "",
    "AAEC",
    "AwQF",
    "--le--",
  ])

  @Test(arguments: ["\r\n", "\n"])
  func readsTheSame(lineBreak: String) throws {
    let page = try Self.message.load(lineBreak: lineBreak)
    let document = page.makeDocument()
    #expect(document.title == "Line endings")
    let paragraph = try #require(try document.querySelector("p.x"))
    #expect(paragraph.textContent == "café ok")
    // Trailing transport whitespace is dropped; an encoded =20 stays.
    let text = String(decoding: page.bytes, as: UTF8.self)
    #expect(text.contains("ok</p>" + lineBreak + "<pre>two\tspaces   " + lineBreak + "</pre>"))
    #expect(
      page.resources.resource(for: "https://le.example/dot.png")?.bytes == [0, 1, 2, 3, 4, 5])
    #expect(page.warnings.isEmpty)
  }
}
