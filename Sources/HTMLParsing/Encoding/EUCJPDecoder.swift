/// The EUC-JP decoder, https://encoding.spec.whatwg.org/#euc-jp-decoder
enum EUCJPDecoder {
  /// Decodes `input` (without a BOM) with index jis0208 and, after 0x8F, index jis0212.
  static func decode(_ input: UnsafeBufferPointer<UInt8>) -> String {
    var output = UTF8Output(reservingCapacity: input.count * 2)
    var lead: UInt8 = 0
    var jis0212 = false
    var position = 0
    while position < input.count {
      let byte = input[position]
      position += 1
      // 3. Half-width katakana after 0x8E.
      if lead == 0x8E, (0xA1...0xDF).contains(byte) {
        lead = 0
        output.append(0xFF61 - 0xA1 + UInt32(byte))
        continue
      }
      // 4. A JIS X 0212 character follows 0x8F.
      if lead == 0x8F, (0xA1...0xFE).contains(byte) {
        jis0212 = true
        lead = byte
        continue
      }
      // 5. If EUC-JP lead is not 0x00:
      if lead != 0 {
        let leadByte = lead
        lead = 0
        var codePoint: UInt32?
        if (0xA1...0xFE).contains(leadByte), (0xA1...0xFE).contains(byte) {
          let pointer = (Int(leadByte) - 0xA1) * 94 + Int(byte) - 0xA1
          let index = jis0212 ? MultiByteIndex.jis0212 : MultiByteIndex.jis0208
          codePoint = MultiByteIndex.codePoint(pointer, in: index)
        }
        jis0212 = false
        if let codePoint {
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
      case 0x8E, 0x8F, 0xA1...0xFE:
        lead = byte
      default:
        output.appendReplacement()
      }
    }
    // 1. End-of-stream with a lead pending is an error.
    if lead != 0 { output.appendReplacement() }
    return output.makeString()
  }
}
