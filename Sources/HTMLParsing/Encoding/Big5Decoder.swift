/// The Big5 decoder, https://encoding.spec.whatwg.org/#big5-decoder
struct Big5Decoder: LeadByteDecoder {
  var lead: UInt8 = 0
  /// Index Big5, looked up once (not a lazy global read per byte).
  private let index = MultiByteIndex.big5

  mutating func handle(
    _ byte: UInt8, into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 3. If Big5 lead is not 0x00, let lead be Big5 lead, let pointer be null, set Big5 lead
    //    to 0x00, and then:
    if lead != 0 {
      let leadByte = Int(lead)
      lead = 0
      // 1–2. The pointer for byte in 0x40–0x7E or 0xA1–0xFE (offset 0x40 below 0x7F, else 0x62).
      let offset = byte < 0x7F ? 0x40 : 0x62
      var pointer: Int?
      if (0x40...0x7E).contains(byte) || (0xA1...0xFE).contains(byte) {
        pointer = (leadByte - 0x81) * 157 + Int(byte) - offset
      }
      // 3. Pointers 1133, 1135, 1164 and 1166 return two code points.
      switch pointer {
      case 1133:
        output.append(0x00CA)
        output.append(0x0304)
        return true
      case 1135:
        output.append(0x00CA)
        output.append(0x030C)
        return true
      case 1164:
        output.append(0x00EA)
        output.append(0x0304)
        return true
      case 1166:
        output.append(0x00EA)
        output.append(0x030C)
        return true
      default:
        break
      }
      // 4–7. The index Big5 code point for pointer, else error (an ASCII byte restored).
      let codePoint = pointer.flatMap { MultiByteIndex.codePoint($0, in: index) }
      return endSequence(codePoint, trail: byte, into: &output, restoring: &restored)
    }
    switch byte {
    case 0x00...0x7F:
      // 4. If byte is an ASCII byte, return a code point whose value is byte.
      output.append(ascii: byte)
    case 0x81...0xFE:
      // 5. If byte is in the range 0x81 to 0xFE, set Big5 lead to byte and return continue.
      lead = byte
    default:
      // 6. Return error.
      return false
    }
    return true
  }
}
