/// The EUC-JP decoder, https://encoding.spec.whatwg.org/#euc-jp-decoder
struct EUCJPDecoder: DecoderHandler {
  private var lead: UInt8 = 0
  private var jis0212 = false
  /// Indexes jis0208 and jis0212, looked up once (not a lazy global read per byte).
  private let jis0208Index = MultiByteIndex.jis0208
  private let jis0212Index = MultiByteIndex.jis0212

  mutating func handle(
    _ byte: UInt8, into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 3. If EUC-JP lead is 0x8E and byte is in the range 0xA1 to 0xDF: set the lead to 0x00
    //    and return a half-width katakana code point.
    if lead == 0x8E, (0xA1...0xDF).contains(byte) {
      lead = 0
      output.append(0xFF61 - 0xA1 + UInt32(byte))
      return true
    }
    // 4. If EUC-JP lead is 0x8F and byte is in the range 0xA1 to 0xFE: set jis0212 to true,
    //    set the lead to byte, and return continue.
    if lead == 0x8F, (0xA1...0xFE).contains(byte) {
      jis0212 = true
      lead = byte
      return true
    }
    // 5. If EUC-JP lead is not 0x00, let lead be EUC-JP lead, set EUC-JP lead to 0x00, and:
    if lead != 0 {
      let leadByte = lead
      lead = 0
      // 1–3. For lead and byte both in 0xA1–0xFE, the code point of index jis0208 (or jis0212
      //      after 0x8F) for (lead − 0xA1) × 94 + byte − 0xA1; set jis0212 to false.
      var codePoint: UInt32?
      if (0xA1...0xFE).contains(leadByte), (0xA1...0xFE).contains(byte) {
        let pointer = (Int(leadByte) - 0xA1) * 94 + Int(byte) - 0xA1
        let index = jis0212 ? jis0212Index : jis0208Index
        codePoint = MultiByteIndex.codePoint(pointer, in: index)
      }
      jis0212 = false
      // 4–6. The code point, else error (an ASCII byte restored).
      return endSequence(codePoint, trail: byte, into: &output, restoring: &restored)
    }
    switch byte {
    case 0x00...0x7F:
      // 6. If byte is an ASCII byte, return a code point whose value is byte.
      output.append(ascii: byte)
    case 0x8E, 0x8F, 0xA1...0xFE:
      // 7. Set EUC-JP lead to byte and return continue.
      lead = byte
    default:
      // 8. Return error.
      return false
    }
    return true
  }

  mutating func handleEndOfQueue(
    into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 1–2. End-of-queue with a lead pending is an error (the lead is reset); else finished.
    defer {
      lead = 0
      jis0212 = false
    }
    return lead == 0
  }
}
