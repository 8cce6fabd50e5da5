/// The gb18030 decoder, used for both GBK and gb18030.
/// See https://encoding.spec.whatwg.org/#gb18030-decoder
enum GB18030Decoder {
  /// Decodes `input` (without a BOM): one, two and four-byte sequences.
  static func decode(_ input: UnsafeBufferPointer<UInt8>) -> String {
    let index = MultiByteIndex.gb18030
    var output = UTF8Output(reservingCapacity: input.count * 2)
    var first: UInt8 = 0
    var second: UInt8 = 0
    var third: UInt8 = 0
    var position = 0
    while position < input.count {
      let byte = input[position]
      position += 1
      // 2. If gb18030 third is not 0x00:
      if third != 0 {
        guard (0x30...0x39).contains(byte) else {
          // Prepend second, third and byte to the stream.
          position -= 3
          first = 0
          second = 0
          third = 0
          output.appendReplacement()
          continue
        }
        let pointer =
          (Int(first) - 0x81) * (10 * 126 * 10) + (Int(second) - 0x30) * (10 * 126)
          + (Int(third) - 0x81) * 10 + Int(byte) - 0x30
        first = 0
        second = 0
        third = 0
        if let codePoint = MultiByteIndex.gb18030RangesCodePoint(pointer) {
          output.append(codePoint)
        } else {
          output.appendReplacement()
        }
        continue
      }
      // 3. If gb18030 second is not 0x00:
      if second != 0 {
        if (0x81...0xFE).contains(byte) {
          third = byte
          continue
        }
        // Prepend second and byte to the stream.
        position -= 2
        first = 0
        second = 0
        output.appendReplacement()
        continue
      }
      // 4. If gb18030 first is not 0x00:
      if first != 0 {
        if (0x30...0x39).contains(byte) {
          second = byte
          continue
        }
        let lead = Int(first)
        first = 0
        let offset = byte < 0x7F ? 0x40 : 0x41
        if (0x40...0x7E).contains(byte) || (0x80...0xFE).contains(byte),
          let codePoint = MultiByteIndex.codePoint(
            (lead - 0x81) * 190 + Int(byte) - offset, in: index)
        {
          output.append(codePoint)
          continue
        }
        if byte < 0x80 { position -= 1 }
        output.appendReplacement()
        continue
      }
      switch byte {
      case 0x00...0x7F:
        output.append(ascii: byte)
      case 0x80:
        output.append(0x20AC)
      case 0x81...0xFE:
        first = byte
      default:
        output.appendReplacement()
      }
    }
    // 1. End-of-stream in the middle of a sequence is one error.
    if first != 0 || second != 0 || third != 0 { output.appendReplacement() }
    return output.makeString()
  }
}
