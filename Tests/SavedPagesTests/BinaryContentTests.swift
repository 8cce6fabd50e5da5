import Foundation
import SavedPages
import Testing

/// Binary data named `.html` loads as a browser loads it, with a warning saying what it looks
/// like; text in any sniffed encoding gets no warning.
@Suite struct BinaryContentTests {
  @Test func binaryBytesNamedHTMLLoadWithAWarning() throws {
    // Fixed pseudo-random bytes (a 64-bit linear congruential sequence), so the run is the same
    // every time: system-random bytes start with a byte-order mark about once in 20,000 runs, and
    // a page with a BOM is text by definition.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let bytes = (0..<4096).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    #expect(bytes.prefix(2) != [0xFF, 0xFE] && bytes.prefix(2) != [0xFE, 0xFF])
    #expect(bytes.prefix(3) != [0xEF, 0xBB, 0xBF])
    let page = try SavedPageLoader.load(data: bytes, fileName: "garbage.html")
    #expect(page.format == .html)
    #expect(page.warnings.count == 1)
    #expect(page.warnings.first?.reason.contains("looks like binary data") == true)
    // The document is still made, as a browser makes it.
    #expect(page.makeDocument().body != nil)
  }

  @Test func aPNGNamedHTMLIsBinary() throws {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D]
    let page = try SavedPageLoader.load(data: png + Array("IHDR".utf8), fileName: "image.html")
    #expect(page.warnings.first?.reason.contains("NUL bytes") == true)
  }

  static let textFiles: [[UInt8]] = [
    Array("<!DOCTYPE html><p>plain text\twith tabs\r\n".utf8),
    [0xFF, 0xFE] + "<p>x".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] },
    [0xEF, 0xBB, 0xBF] + Array("<p>é".utf8),
    Array("<p>\u{1B}$B text in ISO-2022-JP \u{1B}(B".utf8),
    [],
  ]

  @Test(arguments: textFiles)
  func textGetsNoWarning(_ bytes: [UInt8]) throws {
    let page = try SavedPageLoader.load(data: bytes, fileName: "page.html")
    #expect(page.warnings.isEmpty, "\(page.warnings)")
  }
}
