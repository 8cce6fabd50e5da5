import HTMLParsing

/// A decoder instance of the Encoding standard that keeps its state between chunks of a stream.
/// Output is appended as UTF-8 bytes (decoded text is always valid Unicode).
/// https://encoding.spec.whatwg.org/#decoder
protocol StreamingDecoder {
  /// Decodes `bytes`; with `flush`, the end of the stream follows them. Returns `false` at the
  /// first error when `fatal` (the output then holds what was decoded before it), else `true`
  /// with every error replaced by U+FFFD.
  mutating func decode(_ bytes: [UInt8], flush: Bool, fatal: Bool, into output: inout [UInt8])
    -> Bool
}

/// Makes a fresh decoder instance for `encoding`. https://encoding.spec.whatwg.org/#decoder
func makeStreamingDecoder(for encoding: TextEncoding) -> any StreamingDecoder {
  switch encoding {
  case .utf8: UTF8StreamDecoder()
  case .utf16BE: UTF16StreamDecoder(bigEndian: true)
  case .utf16LE: UTF16StreamDecoder(bigEndian: false)
  default: LegacyStreamDecoder(encoding: encoding)
  }
}

/// Appends the UTF-8 encoding of `codePoint` (a scalar value) to `output`.
func appendUTF8(_ codePoint: UInt32, to output: inout [UInt8]) {
  switch codePoint {
  case 0..<0x80:
    output.append(UInt8(codePoint))
  case 0x80..<0x800:
    output.append(UInt8(0xC0 | codePoint >> 6))
    output.append(UInt8(0x80 | codePoint & 0x3F))
  case 0x800..<0x10000:
    output.append(UInt8(0xE0 | codePoint >> 12))
    output.append(UInt8(0x80 | codePoint >> 6 & 0x3F))
    output.append(UInt8(0x80 | codePoint & 0x3F))
  default:
    output.append(UInt8(0xF0 | codePoint >> 18))
    output.append(UInt8(0x80 | codePoint >> 12 & 0x3F))
    output.append(UInt8(0x80 | codePoint >> 6 & 0x3F))
    output.append(UInt8(0x80 | codePoint & 0x3F))
  }
}

/// Appends U+FFFD REPLACEMENT CHARACTER as UTF-8.
func appendReplacement(to output: inout [UInt8]) {
  output.append(0xEF)
  output.append(0xBF)
  output.append(0xBD)
}

/// UTF-8 decoding as other standards call it: a leading UTF-8 BOM is removed and errors become
/// U+FFFD. https://encoding.spec.whatwg.org/#utf-8-decode
enum UTF8Decoding {
  /// The text of `bytes`, a leading BOM removed. https://encoding.spec.whatwg.org/#utf-8-decode
  static func decodeStrippingBOM(_ bytes: [UInt8]) -> String {
    // 1–2. Peek three bytes; if they are 0xEF 0xBB 0xBF, read them.
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    // 3. Process the queue with an instance of UTF-8's decoder.
    var decoder = UTF8StreamDecoder()
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    _ = decoder.decode(
      hasBOM ? Array(bytes[3...]) : bytes, flush: true, fatal: false, into: &output)
    return String(decoding: output, as: UTF8.self)
  }
}
