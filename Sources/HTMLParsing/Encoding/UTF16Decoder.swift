/// The shared UTF-16 decoder of UTF-16BE and UTF-16LE.
/// See https://encoding.spec.whatwg.org/#shared-utf-16-decoder
enum UTF16Decoder {
  /// Decodes `input` (without a BOM); lone surrogates and a trailing odd byte become U+FFFD.
  static func decode(_ input: UnsafeBufferPointer<UInt8>, bigEndian: Bool) -> String {
    var output = UTF8Output(reservingCapacity: input.count / 2 * 3 + 3)
    var leadingSurrogate: UInt32?
    var index = 0
    let pairsEnd = input.count & ~1
    while index < pairsEnd {
      let first = UInt32(input[index])
      let second = UInt32(input[index + 1])
      let codeUnit = bigEndian ? (first << 8 | second) : (second << 8 | first)
      index += 2
      // 4. If UTF-16 leading surrogate is non-null: a trailing surrogate completes the pair;
      //    otherwise the code unit is prepended to the stream and an error returned.
      if let lead = leadingSurrogate {
        leadingSurrogate = nil
        if (0xDC00...0xDFFF).contains(codeUnit) {
          output.append(0x10000 + ((lead - 0xD800) << 10) + (codeUnit - 0xDC00))
          continue
        }
        output.appendReplacement()
      }
      switch codeUnit {
      case 0xD800...0xDBFF:
        // 5. A leading surrogate waits for its trailing surrogate.
        leadingSurrogate = codeUnit
      case 0xDC00...0xDFFF:
        // 6. A lone trailing surrogate is an error.
        output.appendReplacement()
      default:
        output.append(codeUnit)
      }
    }
    // 1. At end-of-stream with a leading byte or a leading surrogate pending, one error.
    if leadingSurrogate != nil || pairsEnd != input.count { output.appendReplacement() }
    return output.makeString()
  }
}
