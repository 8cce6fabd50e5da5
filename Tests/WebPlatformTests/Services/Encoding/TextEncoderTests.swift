import Testing

@testable import WebPlatform

@Suite("TextEncoder")
struct TextEncoderTests {
  @Test func encodesUTF8AndReplacesLoneSurrogates() {
    let encoder = TextEncoder()
    #expect(encoder.encoding == "utf-8")
    #expect(
      encoder.encode(Array("a\u{E9}\u{20AC}\u{1F600}".utf16))
        == Array("a\u{E9}\u{20AC}\u{1F600}".utf8))
    // A lone leading surrogate, a lone trailing one, and a reversed pair.
    #expect(encoder.encode([0x61, 0xD800]) == [0x61, 0xEF, 0xBF, 0xBD])
    #expect(encoder.encode([0xDC00, 0x62]) == [0xEF, 0xBF, 0xBD, 0x62])
    #expect(encoder.encode([0xDC00, 0xD800]) == [0xEF, 0xBF, 0xBD, 0xEF, 0xBF, 0xBD])
    #expect(encoder.encode("") == [])
  }

  @Test func encodeIntoCountsUTF16UnitsReadAndBytesWritten() {
    let encoder = TextEncoder()
    // "a", "é" (2 bytes), "😀" (2 units, 4 bytes).
    let source: [UInt16] = Array("a\u{E9}\u{1F600}".utf16)
    var large = [UInt8](repeating: 0, count: 10)
    let all = encoder.encodeInto(source, &large)
    #expect(all.read == 4 && all.written == 7)
    #expect(Array(large[0..<7]) == Array("a\u{E9}\u{1F600}".utf8))
    #expect(large[7...].allSatisfy { $0 == 0 })

    // Only whole sequences are written: 6 bytes stop before the emoji.
    var six = [UInt8](repeating: 0, count: 6)
    let partial = encoder.encodeInto(source, &six)
    #expect(partial.read == 2 && partial.written == 3)

    var empty: [UInt8] = []
    #expect(encoder.encodeInto(source, &empty) == (0, 0))

    // A lone surrogate reads 1 unit and writes U+FFFD's 3 bytes.
    var three = [UInt8](repeating: 0, count: 3)
    let lone = encoder.encodeInto([0xD83D, 0x61], &three)
    #expect(lone.read == 1 && lone.written == 3)
    #expect(three == [0xEF, 0xBF, 0xBD])
  }

  @Test func encodeIntoWritesIntoASlice() {
    var buffer = [UInt8](repeating: 0, count: 6)
    var tail = buffer[2...]
    let result = TextEncoder().encodeInto(Array("hey".utf16), &tail)
    buffer.replaceSubrange(2..., with: tail)
    #expect(result.read == 3 && result.written == 3)
    #expect(buffer == [0, 0, 0x68, 0x65, 0x79, 0])
  }
}
