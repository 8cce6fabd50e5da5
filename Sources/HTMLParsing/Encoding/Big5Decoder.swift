/// The Big5 decoder, https://encoding.spec.whatwg.org/#big5-decoder
enum Big5Decoder {
  /// Decodes `input` (without a BOM) with index Big5; pointers 1133, 1135, 1164 and 1166 decode
  /// to two code points each.
  static func decode(_ input: UnsafeBufferPointer<UInt8>) -> String {
    let index = MultiByteIndex.big5
    var output = UTF8Output(reservingCapacity: input.count * 2)
    var lead: UInt8 = 0
    var position = 0
    while position < input.count {
      let byte = input[position]
      position += 1
      // 3. If Big5 lead is not 0x00:
      if lead != 0 {
        let leadByte = Int(lead)
        lead = 0
        let offset = byte < 0x7F ? 0x40 : 0x62
        var pointer: Int?
        if (0x40...0x7E).contains(byte) || (0xA1...0xFE).contains(byte) {
          pointer = (leadByte - 0x81) * 157 + Int(byte) - offset
        }
        switch pointer {
        case 1133:
          output.append(0x00CA)
          output.append(0x0304)
          continue
        case 1135:
          output.append(0x00CA)
          output.append(0x030C)
          continue
        case 1164:
          output.append(0x00EA)
          output.append(0x0304)
          continue
        case 1166:
          output.append(0x00EA)
          output.append(0x030C)
          continue
        default:
          break
        }
        if let pointer, let codePoint = MultiByteIndex.codePoint(pointer, in: index) {
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
      case 0x81...0xFE:
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
