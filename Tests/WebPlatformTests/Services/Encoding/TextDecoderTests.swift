import DOM
import HTMLParsing
import Testing

@testable import WebPlatform

@Suite("TextDecoder")
struct TextDecoderTests {
  @Test func labelsResolveToLowercaseNames() throws {
    #expect(try TextDecoder().encoding == "utf-8")
    #expect(try TextDecoder(" UNICODE-1-1-UTF-8\n").encoding == "utf-8")
    #expect(try TextDecoder("latin1").encoding == "windows-1252")
    #expect(try TextDecoder("sjis").encoding == "shift_jis")
    #expect(try TextDecoder("utf-16").encoding == "utf-16le")
    #expect(try TextDecoder("x-gbk").encoding == "gbk")
    #expect(try TextDecoder("csiso2022jp").encoding == "iso-2022-jp")
    #expect(throws: RangeError.self) { try TextDecoder("utf-7") }
    // The replacement encoding's labels are refused too.
    #expect(throws: RangeError.self) { try TextDecoder("iso-2022-kr") }
  }

  @Test func everyEncodingButReplacementCanBeConstructed() throws {
    for encoding in TextEncoding.allEncodings where encoding != .replacement {
      let decoder = try TextDecoder(encoding.name)
      #expect(decoder.encoding == encoding.name.lowercased())
    }
  }

  @Test func utf8ReplacementFollowsTheStandard() throws {
    let decoder = try TextDecoder()
    // Overlong, surrogate, truncated sequences: one U+FFFD per maximal subpart.
    #expect(try decoder.decode([0xC0, 0x80]) == "\u{FFFD}\u{FFFD}")
    #expect(try decoder.decode([0xED, 0xA0, 0x80]) == "\u{FFFD}\u{FFFD}\u{FFFD}")
    #expect(try decoder.decode([0xF0, 0x9F, 0x98]) == "\u{FFFD}")
    #expect(try decoder.decode([0xE2, 0x82, 0x41]) == "\u{FFFD}A")
    #expect(
      try decoder.decode([0xF4, 0x90, 0x80, 0x80]) == String(repeating: "\u{FFFD}", count: 4))
  }

  @Test func bomIsRemovedUnlessIgnored() throws {
    #expect(try TextDecoder().decode([0xEF, 0xBB, 0xBF, 0x41]) == "A")
    #expect(try TextDecoder(ignoreBOM: true).decode([0xEF, 0xBB, 0xBF, 0x41]) == "\u{FEFF}A")
    // Only the first code point of a stream, and only the decoder's own BOM.
    #expect(try TextDecoder().decode([0x41, 0xEF, 0xBB, 0xBF]) == "A\u{FEFF}")
    #expect(try TextDecoder().decode([0xFF, 0xFE, 0x41, 0x00]) == "\u{FFFD}\u{FFFD}A\0")
    #expect(try TextDecoder("utf-16le").decode([0xFF, 0xFE, 0x41, 0x00]) == "A")
    #expect(try TextDecoder("utf-16be").decode([0xFE, 0xFF, 0x00, 0x41]) == "A")
    // windows-1252 keeps "ï»¿".
    #expect(try TextDecoder("windows-1252").decode([0xEF, 0xBB, 0xBF]) == "\u{EF}\u{BB}\u{BF}")
  }

  @Test func fatalThrowsTypeError() throws {
    let decoder = try TextDecoder(fatal: true)
    #expect(decoder.fatal)
    #expect(throws: TypeError.self) { try decoder.decode([0x61, 0xFF]) }
    // The decoder starts afresh after an error.
    #expect(try decoder.decode([0x62]) == "b")
    #expect(throws: TypeError.self) { try decoder.decode([0xE2, 0x82]) }
    // A partial sequence is fine while streaming, an error at the end.
    #expect(try decoder.decode([0xE2, 0x82], stream: true) == "")
    #expect(throws: TypeError.self) { try decoder.decode() }
    let utf16 = try TextDecoder("utf-16le", fatal: true)
    #expect(throws: TypeError.self) { try utf16.decode([0x00, 0xDC]) }
    #expect(throws: TypeError.self) { try utf16.decode([0x41]) }
    let legacy = try TextDecoder("windows-1253", fatal: true)
    #expect(try legacy.decode([0x41, 0xE1]) == "A\u{3B1}")
    #expect(throws: TypeError.self) { try legacy.decode([0xAA]) }
  }

  @Test func utf8StreamsAcrossChunkBoundaries() throws {
    let bytes = Array("h\u{E9}\u{20AC}\u{1F600}!".utf8)
    // Every split point, and byte-by-byte.
    for split in 0...bytes.count {
      let decoder = try TextDecoder()
      let text =
        try decoder.decode(Array(bytes[..<split]), stream: true)
        + decoder.decode(Array(bytes[split...]))
      #expect(text == "h\u{E9}\u{20AC}\u{1F600}!")
    }
    let decoder = try TextDecoder()
    var text = ""
    for byte in bytes { text += try decoder.decode([byte], stream: true) }
    text += try decoder.decode()
    #expect(text == "h\u{E9}\u{20AC}\u{1F600}!")
  }

  @Test func bomAcrossChunksIsStrippedOnce() throws {
    let decoder = try TextDecoder()
    #expect(try decoder.decode([0xEF], stream: true) == "")
    #expect(try decoder.decode([0xBB], stream: true) == "")
    #expect(try decoder.decode([0xBF, 0x41], stream: true) == "A")
    #expect(try decoder.decode([0xEF, 0xBB, 0xBF], stream: true) == "\u{FEFF}")
    #expect(try decoder.decode() == "")
    // A new (non-streaming) call starts a new stream with a BOM check.
    #expect(try decoder.decode([0xEF, 0xBB, 0xBF, 0x42]) == "B")
  }

  @Test func utf16StreamsOddBytesAndSurrogatePairs() throws {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x3D, 0xD8, 0x00, 0xDE, 0x41, 0x00]  // BOM, 😀, A
    for split in 0...bytes.count {
      let decoder = try TextDecoder("utf-16le")
      let text =
        try decoder.decode(Array(bytes[..<split]), stream: true)
        + decoder.decode(Array(bytes[split...]))
      #expect(text == "\u{1F600}A")
    }
    let big = try TextDecoder("utf-16be")
    #expect(try big.decode([0xD8, 0x3D], stream: true) == "")
    #expect(try big.decode([0x00, 0x41]) == "\u{FFFD}A")
    #expect(try big.decode([0x00]) == "\u{FFFD}")
  }

  @Test func legacyMultiByteEncodingsStream() throws {
    // Shift_JIS "日本語" followed by ASCII; EUC-KR, Big5, gb18030 four-byte sequences.
    let cases: [(String, [UInt8], String)] = [
      ("shift_jis", [0x93, 0xFA, 0x96, 0x7B, 0x8C, 0xEA, 0x41], "\u{65E5}\u{672C}\u{8A9E}A"),
      ("euc-kr", [0xB0, 0xA1, 0x41, 0xB0, 0xA2], "\u{AC00}A\u{AC01}"),
      ("big5", [0xA4, 0x40, 0x31, 0xA4, 0x41], "\u{4E00}1\u{4E59}"),
      ("gb18030", [0x81, 0x30, 0x81, 0x30, 0x31, 0xD6, 0xD0], "\u{80}1\u{4E2D}"),
      ("euc-jp", [0xA4, 0xA2, 0x8E, 0xB1, 0x41], "\u{3042}\u{FF71}A"),
      (
        "iso-2022-jp", [0x41, 0x1B, 0x24, 0x42, 0x30, 0x21, 0x1B, 0x28, 0x42, 0x42],
        "A\u{4E9C}B"
      ),
    ]
    for (label, bytes, expected) in cases {
      #expect(try TextDecoder(label).decode(bytes) == expected, "\(label) whole")
      for split in 0...bytes.count {
        let decoder = try TextDecoder(label)
        let text =
          try decoder.decode(Array(bytes[..<split]), stream: true)
          + decoder.decode(Array(bytes[split...]))
        #expect(text == expected, "\(label) split at \(split)")
      }
      let decoder = try TextDecoder(label)
      var text = ""
      for byte in bytes { text += try decoder.decode([byte], stream: true) }
      text += try decoder.decode()
      #expect(text == expected, "\(label) byte by byte")
    }
  }

  @Test func legacyStreamingEmitsCompletedText() throws {
    let decoder = try TextDecoder("shift_jis")
    #expect(try decoder.decode([0x41, 0x93], stream: true) == "A")
    #expect(try decoder.decode([0xFA, 0x42], stream: true) == "\u{65E5}B")
    let jis = try TextDecoder("iso-2022-jp")
    #expect(try jis.decode([0x41, 0x42, 0x1B, 0x24, 0x42, 0x30], stream: true) == "AB")
    #expect(try jis.decode([0x21, 0x1B, 0x28, 0x42, 0x43], stream: true) == "\u{4E9C}C")
    #expect(try jis.decode() == "")
  }

  @Test func legacyDecodingIgnoresBOMLookalikes() throws {
    // EF BB BF in windows-1252 and FE FF in Shift_JIS are text, not byte order marks.
    let decoder = try TextDecoder("windows-1252")
    #expect(try decoder.decode([0x41], stream: true) == "A")
    #expect(try decoder.decode([0xFE, 0xFF, 0x41]) == "\u{FE}\u{FF}A")
    #expect(try TextDecoder("shift_jis").decode([0xFF, 0xFE]) == "\u{FFFD}\u{FFFD}")
  }
}
