/// The gb18030 decoder, used for both GBK and gb18030.
/// See https://encoding.spec.whatwg.org/#gb18030-decoder
struct GB18030Decoder: DecoderHandler {
  private var first: UInt8 = 0
  private var second: UInt8 = 0
  private var third: UInt8 = 0
  /// Index gb18030, looked up once (not a lazy global read per byte).
  private let index = MultiByteIndex.gb18030

  mutating func handle(
    _ byte: UInt8, into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 2. If gb18030 third is not 0x00:
    if third != 0 {
      // 1. If byte is not in the range 0x30 to 0x39: restore second, third and byte to
      //    ioQueue; set first, second and third to 0x00; return error.
      guard (0x30...0x39).contains(byte) else {
        restored.prepend(second, third, byte)
        first = 0
        second = 0
        third = 0
        return false
      }
      // 2. Let code point be the index gb18030 ranges code point for the four bytes' pointer.
      let pointer =
        (Int(first) - 0x81) * (10 * 126 * 10) + (Int(second) - 0x30) * (10 * 126)
        + (Int(third) - 0x81) * 10 + Int(byte) - 0x30
      // 3. Set first, second and third to 0x00.
      first = 0
      second = 0
      third = 0
      // 4–5. If code point is null, return error; else return it.
      guard let codePoint = MultiByteIndex.gb18030RangesCodePoint(pointer) else { return false }
      output.append(codePoint)
      return true
    }
    // 3. If gb18030 second is not 0x00:
    if second != 0 {
      // 1. If byte is in the range 0x81 to 0xFE, set third to byte and return continue.
      if (0x81...0xFE).contains(byte) {
        third = byte
        return true
      }
      // 2. Restore second and byte to ioQueue, set first and second to 0x00, return error.
      restored.prepend(second, byte)
      first = 0
      second = 0
      return false
    }
    // 4. If gb18030 first is not 0x00:
    if first != 0 {
      // 1. If byte is in the range 0x30 to 0x39, set second to byte and return continue.
      if (0x30...0x39).contains(byte) {
        second = byte
        return true
      }
      // 2–3. Let lead be first; set first to 0x00.
      let lead = Int(first)
      first = 0
      // 4–5. The pointer for byte in 0x40–0x7E or 0x80–0xFE, offset 0x40 below 0x7F else 0x41.
      let offset = byte < 0x7F ? 0x40 : 0x41
      let codePoint =
        (0x40...0x7E).contains(byte) || (0x80...0xFE).contains(byte)
        ? MultiByteIndex.codePoint((lead - 0x81) * 190 + Int(byte) - offset, in: index) : nil
      // 7–9. The code point, else error (an ASCII byte restored).
      return endSequence(codePoint, trail: byte, into: &output, restoring: &restored)
    }
    switch byte {
    case 0x00...0x7F:
      // 5. If byte is an ASCII byte, return a code point whose value is byte.
      output.append(ascii: byte)
    case 0x80:
      // 6. If byte is 0x80, return code point U+20AC.
      output.append(0x20AC)
    case 0x81...0xFE:
      // 7. If byte is in the range 0x81 to 0xFE, set first to byte and return continue.
      first = byte
    default:
      // 8. Return error.
      return false
    }
    return true
  }

  mutating func handleEndOfQueue(
    into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 1. If byte is end-of-queue and first, second and third are 0x00, return finished;
    //    otherwise set them to 0x00 and return error.
    guard first == 0, second == 0, third == 0 else {
      first = 0
      second = 0
      third = 0
      return false
    }
    return true
  }
}
