/// The Shift_JIS decoder, https://encoding.spec.whatwg.org/#shift_jis-decoder
struct ShiftJISDecoder: LeadByteDecoder {
  var lead: UInt8 = 0
  /// Index jis0208, looked up once (not a lazy global read per byte).
  private let index = MultiByteIndex.jis0208

  mutating func handle(
    _ byte: UInt8, into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 3. If Shift_JIS lead is not 0x00, let lead be Shift_JIS lead, let pointer be null, set
    //    Shift_JIS lead to 0x00, and then:
    if lead != 0 {
      let leadByte = Int(lead)
      lead = 0
      // 1–3. Offsets, and the pointer for byte in 0x40–0x7E or 0x80–0xFC.
      let offset = byte < 0x7F ? 0x40 : 0x41
      let leadOffset = leadByte < 0xA0 ? 0x81 : 0xC1
      var pointer: Int?
      if (0x40...0x7E).contains(byte) || (0x80...0xFC).contains(byte) {
        pointer = (leadByte - leadOffset) * 188 + Int(byte) - offset
      }
      // 4. Pointers 8836 to 10715 map to the Private Use Area.
      if let pointer, (8836...10715).contains(pointer) {
        output.append(UInt32(0xE000 - 8836 + pointer))
        return true
      }
      // 5–8. The index jis0208 code point for pointer, else error (an ASCII byte restored).
      let codePoint = pointer.flatMap { MultiByteIndex.codePoint($0, in: index) }
      return endSequence(codePoint, trail: byte, into: &output, restoring: &restored)
    }
    switch byte {
    case 0x00...0x80:
      // 4. If byte is an ASCII byte or 0x80, return a code point whose value is byte.
      output.append(UInt32(byte))
    case 0xA1...0xDF:
      // 5. Half-width katakana: U+FF61 − 0xA1 + byte.
      output.append(0xFF61 - 0xA1 + UInt32(byte))
    case 0x81...0x9F, 0xE0...0xFC:
      // 6. Set Shift_JIS lead to byte and return continue.
      lead = byte
    default:
      // 7. Return error.
      return false
    }
    return true
  }
}
