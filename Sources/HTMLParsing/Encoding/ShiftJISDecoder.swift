/// The Shift_JIS decoder, https://encoding.spec.whatwg.org/#shift_jis-decoder
enum ShiftJISDecoder {
  /// Decodes `input` (without a BOM) with index jis0208.
  static func decode(_ input: UnsafeBufferPointer<UInt8>) -> String {
    let index = MultiByteIndex.jis0208
    var output = UTF8Output(reservingCapacity: input.count * 2)
    var lead: UInt8 = 0
    var position = 0
    while position < input.count {
      let byte = input[position]
      position += 1
      // 3. If Shift_JIS lead is not 0x00:
      if lead != 0 {
        let leadByte = Int(lead)
        lead = 0
        let offset = byte < 0x7F ? 0x40 : 0x41
        let leadOffset = leadByte < 0xA0 ? 0x81 : 0xC1
        var pointer: Int?
        if (0x40...0x7E).contains(byte) || (0x80...0xFC).contains(byte) {
          pointer = (leadByte - leadOffset) * 188 + Int(byte) - offset
        }
        if let pointer, (8836...10715).contains(pointer) {
          output.append(UInt32(0xE000 - 8836 + pointer))
          continue
        }
        if let pointer, let codePoint = MultiByteIndex.codePoint(pointer, in: index) {
          output.append(codePoint)
          continue
        }
        // An ASCII byte is prepended to the stream: it is decoded again after the error.
        if byte < 0x80 { position -= 1 }
        output.appendReplacement()
        continue
      }
      switch byte {
      case 0x00...0x80:
        output.append(UInt32(byte))
      case 0xA1...0xDF:
        output.append(0xFF61 - 0xA1 + UInt32(byte))
      case 0x81...0x9F, 0xE0...0xFC:
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
