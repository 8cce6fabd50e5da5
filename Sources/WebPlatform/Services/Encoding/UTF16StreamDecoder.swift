/// The shared UTF-16 decoder of UTF-16BE and UTF-16LE, keeping a lead byte and a lead surrogate
/// between chunks. https://encoding.spec.whatwg.org/#shared-utf-16-decoder
struct UTF16StreamDecoder: StreamingDecoder {
  /// Whether this is the UTF-16BE decoder.
  let bigEndian: Bool
  private var leadByte: UInt8?
  private var leadSurrogate: UInt32?

  init(bigEndian: Bool) {
    self.bigEndian = bigEndian
  }

  mutating func decode(_ bytes: [UInt8], flush: Bool, fatal: Bool, into output: inout [UInt8])
    -> Bool
  {
    output.reserveCapacity(output.count + bytes.count / 2 * 3)
    for byte in bytes {
      // 3. If UTF-16 lead byte is null, then set it to byte and return continue.
      guard let lead = leadByte else {
        leadByte = byte
        continue
      }
      // 4. Let code unit be the result of (lead << 8) + byte (BE) or (byte << 8) + lead (LE);
      //    then set UTF-16 lead byte to null.
      let codeUnit = bigEndian ? UInt32(lead) << 8 | UInt32(byte) : UInt32(byte) << 8 | UInt32(lead)
      leadByte = nil
      // 5. If UTF-16 lead surrogate is non-null: set it to null; a trailing surrogate completes
      //    the pair; otherwise the code unit's bytes are restored (read again below) and error.
      if let surrogate = leadSurrogate {
        leadSurrogate = nil
        if (0xDC00...0xDFFF).contains(codeUnit) {
          appendUTF8(0x10000 + ((surrogate - 0xD800) << 10) + (codeUnit - 0xDC00), to: &output)
          continue
        }
        if fatal { return false }
        appendReplacement(to: &output)
      }
      switch codeUnit {
      case 0xD800...0xDBFF:
        // 6. If code unit is a leading surrogate, then set lead surrogate and return continue.
        leadSurrogate = codeUnit
      case 0xDC00...0xDFFF:
        // 7. If code unit is a trailing surrogate, then return error.
        if fatal { return false }
        appendReplacement(to: &output)
      default:
        // 8. Return code point code unit.
        appendUTF8(codeUnit, to: &output)
      }
    }
    // 1. If byte is end-of-queue and either lead byte or lead surrogate is non-null: set both
    //    to null and return error.
    if flush && (leadByte != nil || leadSurrogate != nil) {
      leadByte = nil
      leadSurrogate = nil
      if fatal { return false }
      appendReplacement(to: &output)
    }
    // 2. If byte is end-of-queue, return finished.
    return true
  }
}
