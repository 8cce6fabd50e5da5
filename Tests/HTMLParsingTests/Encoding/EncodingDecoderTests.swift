import Testing

@testable import HTMLParsing

/// One decoder instance per stream (https://encoding.spec.whatwg.org/#decoder): chunked input
/// decodes exactly as the whole buffer does, for every encoding, including the sequences whose
/// error restores bytes that arrived in an earlier chunk; fatal mode stops at real errors only.
@Suite struct EncodingDecoderTests {
  /// Deterministic bytes biased to each encoding's lead and trail ranges, with ASCII between.
  static func sample(seed: UInt64, count: Int) -> [UInt8] {
    var state = seed | 1
    var bytes: [UInt8] = []
    for _ in 0..<count {
      state ^= state << 13
      state ^= state >> 7
      state ^= state << 17
      switch state % 8 {
      case 0: bytes.append(0x1B)  // ISO-2022-JP escapes
      case 1: bytes.append([0x24, 0x28, 0x42, 0x40, 0x4A, 0x49][Int(state >> 8 % 6) % 6])
      case 2: bytes.append(UInt8(0x30 + (state >> 16) % 10))  // gb18030 four-byte digits
      case 3: bytes.append(UInt8(truncatingIfNeeded: 0x21 + (state >> 24) % 0x5E))
      default: bytes.append(UInt8(truncatingIfNeeded: state >> 32))
      }
    }
    return bytes
  }

  static func decode(_ bytes: [UInt8], as encoding: TextEncoding, chunk: Int) -> String {
    var decoder = EncodingDecoder(encoding)
    var output = UTF8Output()
    var start = 0
    while start < bytes.count {
      let end = min(start + chunk, bytes.count)
      #expect(decoder.decode(Array(bytes[start..<end]), flush: false, into: &output))
      start = end
    }
    #expect(decoder.decode([], flush: true, into: &output))
    return output.makeString()
  }

  @Test(arguments: TextEncoding.allEncodings)
  func chunkedInputDecodesAsTheWholeBuffer(encoding: TextEncoding) {
    for seed in 1...12 as ClosedRange<UInt64> {
      let bytes = Self.sample(seed: seed &* 0x9E37_79B9_7F4A_7C15, count: 300)
      let whole = TextDecoding.decodeWithoutBOM(
        bytes.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[...]) }, as: encoding)
      for chunk in [1, 2, 3, 5, 64] {
        #expect(
          Self.decode(bytes, as: encoding, chunk: chunk) == whole,
          "\(encoding.name), seed \(seed), chunks of \(chunk)")
      }
    }
  }

  /// gb18030 `81 30 81` then `41`: the error restores `30 81 41`, two of them from the earlier
  /// chunk, read again as "0" and the two-byte sequence `81 41`.
  @Test func restoredBytesFromAnEarlierChunk() {
    let expected = "\u{FFFD}0\u{4E04}"
    #expect(TextDecoding.decode([0x81, 0x30, 0x81, 0x41], as: .gb18030) == expected)
    #expect(Self.decode([0x81, 0x30, 0x81, 0x41], as: .gb18030, chunk: 3) == expected)
    // ISO-2022-JP: ESC $ at the end of one chunk, then an invalid final byte.
    #expect(Self.decode([0x41, 0x1B, 0x24, 0x5A], as: .iso2022JP, chunk: 3) == "A\u{FFFD}$Z")
  }

  /// Fatal mode reports errors, not U+FFFD in the output: gb18030 `84 31 A4 37` is U+FFFD
  /// itself, a valid sequence.
  @Test func fatalModeStopsAtErrorsOnly() {
    var output = UTF8Output()
    var decoder = EncodingDecoder(.gb18030)
    #expect(decoder.decode([0x84, 0x31, 0xA4, 0x37], flush: true, fatal: true, into: &output))
    #expect(output.makeString() == "\u{FFFD}")
    for (encoding, bytes): (TextEncoding, [UInt8]) in [
      (.gb18030, [0x41, 0xFF]), (.big5, [0x81, 0x20]), (.shiftJIS, [0xA0]),
      (.eucJP, [0x8E, 0x41]), (.eucKR, [0x81]), (.iso2022JP, [0x1B, 0x41]),
      (.utf16LE, [0x00, 0xDC]), (.utf8, [0xC0]), (.windows1253, [0xAA]),
    ] {
      var output = UTF8Output()
      var decoder = EncodingDecoder(encoding)
      #expect(!decoder.decode(bytes, flush: true, fatal: true, into: &output), "\(encoding.name)")
    }
  }
}
