/// The EUC-KR decoder, https://encoding.spec.whatwg.org/#euc-kr-decoder
struct EUCKRDecoder: LeadByteDecoder {
  var lead: UInt8 = 0
  /// Index EUC-KR, looked up once (not a lazy global read per byte).
  private let index = MultiByteIndex.eucKR

  mutating func handle(
    _ byte: UInt8, into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 3. If EUC-KR lead is not 0x00, let lead be EUC-KR lead, let pointer be null, set EUC-KR
    //    lead to 0x00, and then:
    if lead != 0 {
      let leadByte = Int(lead)
      lead = 0
      // 1–3. For byte in 0x41–0xFE, the index EUC-KR code point for (lead − 0x81) × 190 +
      //      (byte − 0x41); if non-null, return it.
      let codePoint =
        (0x41...0xFE).contains(byte)
        ? MultiByteIndex.codePoint((leadByte - 0x81) * 190 + Int(byte) - 0x41, in: index) : nil
      // 4–5. Else error (an ASCII byte restored).
      return endSequence(codePoint, trail: byte, into: &output, restoring: &restored)
    }
    switch byte {
    case 0x00...0x7F:
      // 4. If byte is an ASCII byte, return a code point whose value is byte.
      output.append(ascii: byte)
    case 0x81...0xFE:
      // 5. If byte is in the range 0x81 to 0xFE, set EUC-KR lead to byte and return continue.
      lead = byte
    default:
      // 6. Return error.
      return false
    }
    return true
  }
}
