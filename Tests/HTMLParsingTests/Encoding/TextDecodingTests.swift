import Testing

@testable import HTMLParsing

@Suite struct TextDecodingTests {
  /// Decodes `bytes` and returns the scalars, for readable comparisons.
  func decode(_ bytes: [UInt8], _ encoding: TextEncoding) -> [UInt32] {
    TextDecoding.decode(bytes, as: encoding).unicodeScalars.map(\.value)
  }

  func scalars(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value) }

  @Test func byteOrderMarkOverridesAndIsRemoved() {
    let utf8 = TextDecoding.decodeReportingEncoding([0xEF, 0xBB, 0xBF, 0x41], as: .windows1252)
    #expect(utf8.text == "A" && utf8.encoding == .utf8)
    let be = TextDecoding.decodeReportingEncoding([0xFE, 0xFF, 0x00, 0x41], as: .utf8)
    #expect(be.text == "A" && be.encoding == .utf16BE)
    let le = TextDecoding.decodeReportingEncoding([0xFF, 0xFE, 0x41, 0x00], as: .replacement)
    #expect(le.text == "A" && le.encoding == .utf16LE)
    let none = TextDecoding.decodeReportingEncoding([0x41], as: .windows1252)
    #expect(none.text == "A" && none.encoding == .windows1252)
    #expect(TextDecoding.decode([0xEF, 0xBB], as: .utf8) == "\u{FFFD}")
  }

  @Test(
    arguments: [
      ([0x41, 0xC3, 0xA9], "Aé"),
      ([0xF0, 0x9F, 0x98, 0x80], "😀"),
      ([0xC3], "\u{FFFD}"),
      ([0xE2, 0x82], "\u{FFFD}"),
      ([0xE2, 0x82, 0x41], "\u{FFFD}A"),
      ([0xF0, 0x9F, 0x98, 0x41], "\u{FFFD}A"),
      ([0xC0, 0x80], "\u{FFFD}\u{FFFD}"),
      ([0xC1, 0xBF], "\u{FFFD}\u{FFFD}"),
      ([0xE0, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
      ([0xED, 0xA0, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}"),
      ([0xED, 0xBF, 0xBF, 0x41], "\u{FFFD}\u{FFFD}\u{FFFD}A"),
      ([0xF4, 0x90, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
      ([0xF8, 0x88, 0x80, 0x80, 0x80], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
      ([0x80, 0xBF], "\u{FFFD}\u{FFFD}"),
      ([0xFE, 0x41], "\u{FFFD}A"),
      (
        [0xE1, 0x80, 0xE2, 0xF0, 0x91, 0x92, 0xF1, 0xBF, 0x41], "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}A"
      ),
    ] as [([UInt8], String)])
  func utf8(bytes: [UInt8], expected: String) {
    #expect(scalars(TextDecoding.decode(bytes, as: .utf8)) == scalars(expected))
    // The standard's decoder, byte by byte, agrees with the fast path.
    var output = UTF8Output(reservingCapacity: 8)
    var decoder = EncodingDecoder(.utf8)
    #expect(decoder.decode(bytes, flush: true, into: &output))
    #expect(scalars(output.makeString()) == scalars(expected))
  }

  @Test func utf8LongValidAndInvalidInput() {
    let text = String(repeating: "héllo wörld 😀 ", count: 1000)
    #expect(TextDecoding.decode(Array(text.utf8), as: .utf8) == text)
    let broken = Array(text.utf8) + [0xC3]
    #expect(TextDecoding.decode(broken, as: .utf8) == text + "\u{FFFD}")
  }

  @Test(
    arguments: [
      ([0x41, 0x00, 0x42], "A\u{FFFD}"),
      ([0x3D, 0xD8, 0x00, 0xDE], "😀"),
      ([0x00, 0xD8, 0x41, 0x00], "\u{FFFD}A"),
      ([0x00, 0xDC, 0x41, 0x00], "\u{FFFD}A"),
      ([0x00, 0xD8], "\u{FFFD}"),
      ([0x00, 0xD8, 0x41], "\u{FFFD}"),
      ([0x00, 0xD8, 0x00, 0xD8, 0x00, 0xDC], "\u{FFFD}\u{10000}"),
    ] as [([UInt8], String)])
  func utf16LE(bytes: [UInt8], expected: String) {
    #expect(scalars(TextDecoding.decode(bytes, as: .utf16LE)) == scalars(expected))
    // The same in big endian.
    var swapped = bytes
    for index in stride(from: 0, to: swapped.count - 1, by: 2) { swapped.swapAt(index, index + 1) }
    #expect(scalars(TextDecoding.decode(swapped, as: .utf16BE)) == scalars(expected))
  }

  @Test func windows1252FullTable() {
    let high: [UInt32] = [
      0x20AC, 0x81, 0x201A, 0x192, 0x201E, 0x2026, 0x2020, 0x2021, 0x2C6, 0x2030, 0x160, 0x2039,
      0x152, 0x8D, 0x17D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
      0x2DC, 0x2122, 0x161, 0x203A, 0x153, 0x9D, 0x17E, 0x178,
    ]
    let expected = (0..<0x80).map { UInt32($0) } + high + (0xA0...0xFF).map { UInt32($0) }
    #expect(decode((0...0xFF).map { UInt8($0) }, .windows1252) == expected)
  }

  @Test(
    arguments: [
      (TextEncoding.koi8U, 0xAE, 0x045E), (.koi8U, 0xBE, 0x040E), (.koi8R, 0xAE, 0x255D),
      (.windows1253, 0xAA, 0xFFFD), (.windows1253, 0x81, 0x81), (.windows874, 0x81, 0x81),
      (.windows874, 0xDB, 0xFFFD), (.iso88593, 0xA5, 0xFFFD), (.iso88592, 0x80, 0x80),
      (.xMacCyrillic, 0xFF, 0x20AC), (.xMacCyrillic, 0xA2, 0x0490), (.macintosh, 0xDB, 0x20AC),
      (.windows1255, 0xCA, 0x05BA), (.windows1255, 0xD9, 0xFFFD), (.windows1257, 0xA1, 0xFFFD),
      (.iso88598I, 0xE0, 0x05D0), (.ibm866, 0x80, 0x0410), (.iso885916, 0xA4, 0x20AC),
      (.xUserDefined, 0x80, 0xF780), (.xUserDefined, 0xFF, 0xF7FF), (.xUserDefined, 0x41, 0x41),
    ] as [(TextEncoding, UInt8, UInt32)])
  func singleByte(encoding: TextEncoding, byte: UInt8, codePoint: UInt32) {
    #expect(decode([byte], encoding) == [codePoint], "\(encoding.name) 0x\(byte)")
  }

  @Test func everySingleByteEncodingDecodesASCII() {
    let ascii = (0..<0x80).map { UInt8($0) }
    for encoding in TextEncoding.allEncodings where SingleByteIndex.all[encoding.kind] != nil {
      #expect(decode(ascii, encoding) == ascii.map(UInt32.init), "\(encoding.name)")
    }
    #expect(SingleByteIndex.all.count == 28)
  }

  @Test func replacement() {
    #expect(TextDecoding.decode([], as: .replacement) == "")
    #expect(TextDecoding.decode([0x41, 0x42], as: .replacement) == "\u{FFFD}")
  }

  @Test(
    arguments: [
      ([0x82, 0xA0], [0x3042]),
      ([0x81, 0x41], [0x3001]),
      ([0x81, 0x60], [0xFF5E]),
      ([0x87, 0x40], [0x2460]),
      ([0xFA, 0x40], [0x2170]),
      ([0x85, 0x40], [0xFFFD, 0x40]),
      ([0x81, 0x20], [0xFFFD, 0x20]),
      ([0x81, 0x7F], [0xFFFD, 0x7F]),
      ([0x81, 0xFF], [0xFFFD]),
      ([0xF0, 0x40], [0xE000]),
      ([0xF9, 0xFC], [0xE757]),
      ([0x80, 0xA0, 0xA1, 0xDF], [0x80, 0xFFFD, 0xFF61, 0xFF9F]),
      ([0x41, 0x82], [0x41, 0xFFFD]),
    ] as [([UInt8], [UInt32])])
  func shiftJIS(bytes: [UInt8], expected: [UInt32]) {
    #expect(decode(bytes, .shiftJIS) == expected)
  }

  @Test(
    arguments: [
      ([0xA4, 0xA2], [0x3042]),
      ([0x8E, 0xB1], [0xFF71]),
      ([0x8F, 0xB0, 0xA1], [0x4E02]),
      ([0x8F, 0xA2, 0xB7], [0xFF5E]),
      ([0xA4, 0x41], [0xFFFD, 0x41]),
      ([0x8E, 0xE0], [0xFFFD]),
      ([0x8F, 0xA1, 0x41], [0xFFFD, 0x41]),
      ([0x8F, 0xB0], [0xFFFD]),
      ([0xFF, 0x41], [0xFFFD, 0x41]),
    ] as [([UInt8], [UInt32])])
  func eucJP(bytes: [UInt8], expected: [UInt32]) {
    #expect(decode(bytes, .eucJP) == expected)
  }

  @Test(
    arguments: [
      ("\u{1B}$B$\"\u{1B}(B", [0x3042]),
      ("\u{1B}$@$\"", [0x3042]),
      ("\u{1B}(J\\~", [0xA5, 0x203E]),
      ("\u{1B}(I1", [0xFF71]),
      ("\u{1B}(B\u{1B}(BA", [0xFFFD, 0x41]),
      ("\u{1B}(XA", [0xFFFD, 0x28, 0x58, 0x41]),
      ("A\u{1B}", [0x41, 0xFFFD]),
      ("\u{1B}$", [0xFFFD, 0x24]),
      ("\u{1B}$B$", [0xFFFD]),
      ("\u{1B}$B$\u{1B}(BA", [0xFFFD, 0x41]),
      ("\u{1B}$B$\n", [0xFFFD]),
      ("A\u{0E}B", [0x41, 0xFFFD, 0x42]),
      ("\u{1B}(I\u{60}", [0xFFFD]),
    ] as [(String, [UInt32])])
  func iso2022JP(text: String, expected: [UInt32]) {
    #expect(decode(Array(text.utf8), .iso2022JP) == expected, "\(text.debugDescription)")
  }

  @Test(
    arguments: [
      ([0xB0, 0xA1], [0xAC00]),
      ([0x81, 0x41], [0xAC02]),
      ([0xB0, 0x20], [0xFFFD, 0x20]),
      ([0xB0, 0xFF], [0xFFFD]),
      ([0x80, 0xFF], [0xFFFD, 0xFFFD]),
      ([0xB0], [0xFFFD]),
    ] as [([UInt8], [UInt32])])
  func eucKR(bytes: [UInt8], expected: [UInt32]) {
    #expect(decode(bytes, .eucKR) == expected)
  }

  @Test(
    arguments: [
      ([0x81, 0x30, 0x81, 0x30], [0x80]),
      ([0x84, 0x31, 0xA4, 0x39], [0xFFFF]),
      ([0x90, 0x30, 0x81, 0x30], [0x10000]),
      ([0xE3, 0x32, 0x9A, 0x35], [0x10FFFF]),
      ([0x81, 0x35, 0xF4, 0x37], [0xE7C7]),
      ([0x84, 0x32, 0xA4, 0x30], [0xFFFD]),
      ([0x80, 0xA1, 0xA1], [0x20AC, 0x3000]),
      ([0x81, 0x30, 0x41], [0xFFFD, 0x30, 0x41]),
      ([0x81, 0x30, 0x81, 0x41], [0xFFFD, 0x30, 0x4E04]),
      ([0x81, 0x41], [0x4E04]),
      ([0xA6, 0xD9], [0xFE10]),
      ([0xFE, 0x59], [0x9FB4]),
      ([0xA8, 0xBC], [0x1E3F]),
      ([0x81, 0x20], [0xFFFD, 0x20]),
      ([0xFF], [0xFFFD]),
      ([0x81, 0x30, 0x81], [0xFFFD]),
    ] as [([UInt8], [UInt32])])
  func gb18030(bytes: [UInt8], expected: [UInt32]) {
    #expect(decode(bytes, .gb18030) == expected)
    #expect(decode(bytes, .gbk) == expected)
  }

  @Test(
    arguments: [
      ([0x88, 0x62], [0xCA, 0x304]),
      ([0x88, 0x64], [0xCA, 0x30C]),
      ([0x88, 0xA3], [0xEA, 0x304]),
      ([0x88, 0xA5], [0xEA, 0x30C]),
      ([0xA4, 0x40], [0x4E00]),
      ([0xA1, 0x45], [0x2027]),
      ([0xA3, 0xE1], [0x20AC]),
      ([0x87, 0x40], [0x43F0]),
      ([0xC6, 0xA1], [0x2460]),
      ([0xA4, 0x20], [0xFFFD, 0x20]),
      ([0x80, 0xFF], [0xFFFD, 0xFFFD]),
      ([0xA4], [0xFFFD]),
    ] as [([UInt8], [UInt32])])
  func big5(bytes: [UInt8], expected: [UInt32]) {
    #expect(decode(bytes, .big5) == expected)
  }
}
