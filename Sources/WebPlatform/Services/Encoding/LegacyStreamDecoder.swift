import HTMLParsing

/// Streaming over the legacy decoders of `HTMLParsing`, which decode whole buffers only: each
/// chunk is decoded up to the last byte after which the decoder is provably back in its initial
/// state, and the rest waits for the next chunk. https://encoding.spec.whatwg.org/#legacy-single-byte-encodings
///
/// - Single-byte encodings and x-user-defined: every byte boundary is such a point.
/// - Big5, EUC-JP, Shift_JIS, EUC-KR: after any ASCII byte (it either ends a sequence or is
///   restored to the queue and read again as ASCII).
/// - GBK and gb18030: after an ASCII byte that is not a digit, or after two ASCII bytes in a row
///   (a lone digit may be the second byte of a four-byte sequence).
/// - ISO-2022-JP: after a byte read in the ASCII state that is not part of an escape sequence.
///
/// With `fatal`, an error is detected as U+FFFD in the output; the one legacy sequence that
/// legitimately decodes to U+FFFD (gb18030 `84 31 A4 37`) therefore counts as an error.
struct LegacyStreamDecoder: StreamingDecoder {
  /// The encoding.
  let encoding: TextEncoding
  /// Bytes received but not decoded yet.
  private var pending: [UInt8] = []

  init(encoding: TextEncoding) {
    self.encoding = encoding
  }

  mutating func decode(_ bytes: [UInt8], flush: Bool, fatal: Bool, into output: inout [UInt8])
    -> Bool
  {
    pending.append(contentsOf: bytes)
    let end = flush ? pending.count : Self.safePrefixLength(pending, encoding: encoding)
    guard end > 0 else { return true }
    let text = Self.decodePortion(pending[0..<end], encoding: encoding)
    pending.removeSubrange(0..<end)
    if fatal && text.unicodeScalars.contains("\u{FFFD}") { return false }
    output.append(contentsOf: text.utf8)
    return true
  }

  /// Decodes `bytes` from the decoder's initial state, with no BOM sniffing: a leading byte that
  /// could start a BOM is shielded by decoding an `A` before it (every legacy decoder reads ASCII
  /// `A` as itself and returns to its initial state), then dropping that `A`.
  static func decodePortion(_ bytes: ArraySlice<UInt8>, encoding: TextEncoding) -> String {
    guard let first = bytes.first, first == 0xEF || first == 0xFE || first == 0xFF else {
      return TextDecoding.decode(Array(bytes), as: encoding)
    }
    var shielded: [UInt8] = [0x41]
    shielded.append(contentsOf: bytes)
    let text = TextDecoding.decode(shielded, as: encoding)
    return String(text.unicodeScalars.dropFirst())
  }

  /// The length of the longest prefix of `bytes` after which `encoding`'s decoder is in its
  /// initial state with nothing pending (decoding starts in that state).
  static func safePrefixLength(_ bytes: [UInt8], encoding: TextEncoding) -> Int {
    switch encoding {
    case .big5, .eucJP, .shiftJIS, .eucKR:
      guard let last = bytes.lastIndex(where: { $0 < 0x80 }) else { return 0 }
      return last + 1
    case .gbk, .gb18030:
      var index = bytes.count - 1
      while index >= 0 {
        let byte = bytes[index]
        let isDigit = byte >= 0x30 && byte <= 0x39
        if byte < 0x80 && (!isDigit || index == 0 || bytes[index - 1] < 0x80) { return index + 1 }
        index -= 1
      }
      return 0
    case .iso2022JP:
      return iso2022JPSafePrefixLength(bytes)
    default:
      // Single-byte encodings and x-user-defined keep no state between bytes.
      return bytes.count
    }
  }

  /// The safe prefix for ISO-2022-JP: the end of the last byte read in the ASCII state outside
  /// an escape sequence. https://encoding.spec.whatwg.org/#iso-2022-jp-decoder
  private static func iso2022JPSafePrefixLength(_ bytes: [UInt8]) -> Int {
    var isASCII = true
    var safe = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x1B {
        // An escape sequence: ESC ( B sets ASCII; ESC ( J, ESC ( I, ESC $ @, ESC $ B set the
        // other states; an incomplete one ends the scan; an invalid one is an error after which
        // the next byte is read in the previous state.
        guard index + 2 < bytes.count else { break }
        switch (bytes[index + 1], bytes[index + 2]) {
        case (0x28, 0x42):
          isASCII = true
          index += 3
        case (0x28, 0x4A), (0x28, 0x49), (0x24, 0x40), (0x24, 0x42):
          isASCII = false
          index += 3
        default:
          index += 1
        }
        continue
      }
      index += 1
      if isASCII { safe = index }
    }
    return safe
  }
}
