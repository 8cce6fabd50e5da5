import DOM
import Testing

@testable import WebPlatform

@Suite("Blob and File")
struct BlobTests {
  @Test func partsAreConcatenated() {
    let inner = Blob([.string("b")])
    let blob = Blob([.string("a\u{E9}"), .bytes([0x00, 0xFF]), .blob(inner)], type: "Text/Plain")
    #expect(blob.bytes == [0x61, 0xC3, 0xA9, 0x00, 0xFF, 0x62])
    #expect(blob.size == 6)
    #expect(blob.type == "text/plain")
    #expect(Blob().size == 0 && Blob().type == "")
    #expect(Blob(type: "text/\u{E9}").type == "")
    #expect(Blob(type: "a\tb").type == "")
  }

  @Test func nativeEndingsBecomeLF() {
    let parts: [BlobPart] = [.string("a\r\nb\rc\nd\r")]
    #expect(Blob(parts, endings: .native).bytes == Array("a\nb\nc\nd\n".utf8))
    #expect(Blob(parts).bytes == Array("a\r\nb\rc\nd\r".utf8))
    // Bytes parts are never converted.
    #expect(Blob([.bytes([0x0D, 0x0A])], endings: .native).bytes == [0x0D, 0x0A])
  }

  @Test(
    arguments: [
      (nil, nil, "hello"), (1, nil, "ello"), (-3, nil, "llo"), (1, -1, "ell"), (-100, 2, "he"),
      (3, 1, ""), (10, 20, ""), (0, 100, "hello"),
    ] as [(Int?, Int?, String)])
  func slice(start: Int?, end: Int?, expected: String) {
    let blob = Blob([.string("hello")], type: "text/plain")
    let sliced = blob.slice(start, end)
    #expect(sliced.text() == expected)
    #expect(sliced.type == "")
  }

  @Test func sliceContentType() {
    let blob = Blob([.string("x")])
    #expect(blob.slice(contentType: "Image/PNG").type == "image/png")
    #expect(blob.slice(contentType: "\u{1F600}").type == "")
  }

  @Test func textStripsBOMAndReplacesErrors() {
    #expect(Blob([.bytes([0xEF, 0xBB, 0xBF, 0x41, 0xFF])]).text() == "A\u{FFFD}")
  }

  @Test func fileNameAndLastModified() {
    let file = File(
      [.string("data")], name: "a/b.txt", type: "TEXT/PLAIN", currentTime: 1_700_000_000_000)
    #expect(file.name == "a/b.txt")
    #expect(file.lastModified == 1_700_000_000_000)
    #expect(file.type == "text/plain" && file.size == 4)
    #expect(file.webkitRelativePath == "")
    let dated = File([], name: "x", lastModified: 42, currentTime: 7)
    #expect(dated.lastModified == 42)
    let blob: Blob = file
    #expect(blob.slice(0, 2).text() == "da")
  }
}
