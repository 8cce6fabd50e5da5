/// The shared UTF-16 decoder of UTF-16BE and UTF-16LE, keeping a lead byte and a lead surrogate
/// between chunks. See https://encoding.spec.whatwg.org/#shared-utf-16-decoder
struct UTF16Decoder: DecoderHandler {
  /// Whether this is the UTF-16BE decoder (the "is UTF-16BE decoder" flag).
  let bigEndian: Bool
  private var leadByte: UInt8?
  private var leadSurrogate: UInt32?

  init(bigEndian: Bool) {
    self.bigEndian = bigEndian
  }

  mutating func handle(
    _ byte: UInt8, into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 3. If UTF-16 lead byte is null, then set it to byte and return continue.
    guard let lead = leadByte else {
      leadByte = byte
      return true
    }
    // 4. Let code unit be (lead << 8) + byte for UTF-16BE, else (byte << 8) + lead; set the
    //    lead byte to null.
    let codeUnit = bigEndian ? UInt32(lead) << 8 | UInt32(byte) : UInt32(byte) << 8 | UInt32(lead)
    leadByte = nil
    // 5. If UTF-16 lead surrogate is non-null: set it to null; a trailing surrogate completes
    //    the pair; otherwise restore the code unit's two bytes to ioQueue and return error.
    if let surrogate = leadSurrogate {
      leadSurrogate = nil
      if (0xDC00...0xDFFF).contains(codeUnit) {
        output.append(0x10000 + ((surrogate - 0xD800) << 10) + (codeUnit - 0xDC00))
        return true
      }
      restored.prepend(lead, byte)
      return false
    }
    switch codeUnit {
    case 0xD800...0xDBFF:
      // 6. If code unit is a leading surrogate, set the lead surrogate and return continue.
      leadSurrogate = codeUnit
      return true
    case 0xDC00...0xDFFF:
      // 7. If code unit is a trailing surrogate, then return error.
      return false
    default:
      // 8. Return code point code unit.
      output.append(codeUnit)
      return true
    }
  }

  mutating func handleEndOfQueue(
    into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 1. If byte is end-of-queue and either the lead byte or the lead surrogate is non-null,
    //    set both to null and return error.
    guard leadByte == nil, leadSurrogate == nil else {
      leadByte = nil
      leadSurrogate = nil
      return false
    }
    // 2. If byte is end-of-queue, return finished.
    return true
  }
}
