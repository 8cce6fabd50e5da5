import SavedPages
import Testing

/// The `<!-- saved from url=(NNNN)URL -->` mark.
@Suite struct SavedFromURLMarkTests {
  @Test func utf16FileWithMark() throws {
    var bytes: [UInt8] = [0xFF, 0xFE]
    for unit in "<!-- saved from url=(0017)http://wide.test/ --><title>W</title>".utf16 {
      bytes += [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)]
    }
    let page = try SavedPageLoader.load(data: bytes, fileName: "w.html")
    #expect(page.url == "http://wide.test/")
    #expect(page.makeDocument().title == "W")
  }

  @Test func lengthIsAnUpperBound() throws {
    let html = "<!-- saved from url=(0099)https://short.test/a -->"
    let page = try SavedPageLoader.load(data: Array(html.utf8), fileName: "s.html")
    #expect(page.url == "https://short.test/a")
  }
}
