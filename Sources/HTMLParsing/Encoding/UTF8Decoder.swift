/// The UTF-8 decoder of the Encoding standard, https://encoding.spec.whatwg.org/#utf-8-decoder
///
/// Valid input (the common case) is converted by the standard library in one validating copy.
/// Invalid input goes through the standard's decoder, which replaces each maximal subpart of an
/// ill-formed sequence with one U+FFFD.
struct UTF8Decoder {
  private var codePoint: UInt32 = 0
  private var bytesSeen = 0
  private var bytesNeeded = 0
  private var lowerBoundary: UInt8 = 0x80
  private var upperBoundary: UInt8 = 0xBF

  /// Decodes `input` (without a BOM) to a string.
  static func decode(_ input: UnsafeBufferPointer<UInt8>) -> String {
    if isValid(input) { return String(decoding: input, as: UTF8.self) }
    var output = UTF8Output(reservingCapacity: input.count + 16)
    var decoder = UTF8Decoder()
    _ = decoder.process(input, flush: true, fatal: false, into: &output)
    return output.makeString()
  }

  /// Whether `input` is well-formed UTF-8, checked eight ASCII bytes at a time.
  static func isValid(_ input: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = input.baseAddress else { return true }
    let count = input.count
    var index = 0
    while index < count {
      if index &+ 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          index &+= 8
          continue
        }
      }
      let lead = base[index]
      if lead < 0x80 {
        index &+= 1
        continue
      }
      let needed: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: needed = 1
      case 0xE0...0xEF:
        needed = 2
        if lead == 0xE0 { lower = 0xA0 }
        if lead == 0xED { upper = 0x9F }
      case 0xF0...0xF4:
        needed = 3
        if lead == 0xF0 { lower = 0x90 }
        if lead == 0xF4 { upper = 0x8F }
      default: return false
      }
      guard index &+ needed < count else { return false }
      let second = base[index &+ 1]
      guard second >= lower, second <= upper else { return false }
      var offset = 2
      while offset <= needed {
        guard base[index &+ offset] & 0xC0 == 0x80 else { return false }
        offset &+= 1
      }
      index &+= needed &+ 1
    }
    return true
  }

}

extension UTF8Decoder: DecoderHandler {
  mutating func handle(
    _ byte: UInt8, into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 3. If UTF-8 bytes needed is 0, based on byte:
    if bytesNeeded == 0 {
      switch byte {
      case 0x00...0x7F:
        // Return a code point whose value is byte.
        output.append(ascii: byte)
      case 0xC2...0xDF:
        // Set bytes needed to 1 and code point to byte & 0x1F.
        bytesNeeded = 1
        codePoint = UInt32(byte & 0x1F)
      case 0xE0...0xEF:
        // 0xE0 sets the lower boundary to 0xA0, 0xED the upper to 0x9F; set bytes needed to 2
        // and code point to byte & 0xF.
        if byte == 0xE0 { lowerBoundary = 0xA0 }
        if byte == 0xED { upperBoundary = 0x9F }
        bytesNeeded = 2
        codePoint = UInt32(byte & 0xF)
      case 0xF0...0xF4:
        // 0xF0 sets the lower boundary to 0x90, 0xF4 the upper to 0x8F; set bytes needed to 3
        // and code point to byte & 0x7.
        if byte == 0xF0 { lowerBoundary = 0x90 }
        if byte == 0xF4 { upperBoundary = 0x8F }
        bytesNeeded = 3
        codePoint = UInt32(byte & 0x7)
      default:
        // Otherwise, return error.
        return false
      }
      return true
    }
    // 4. If byte is not in the range lower boundary to upper boundary, inclusive: reset the
    //    state, restore byte to ioQueue, and return error.
    guard byte >= lowerBoundary, byte <= upperBoundary else {
      reset()
      restored.prepend(byte)
      return false
    }
    // 5–7. Set the boundaries back; add the byte's low six bits; increase bytes seen.
    lowerBoundary = 0x80
    upperBoundary = 0xBF
    codePoint = (codePoint << 6) | UInt32(byte & 0x3F)
    bytesSeen += 1
    // 8. If bytes seen is not bytes needed, return continue.
    guard bytesSeen == bytesNeeded else { return true }
    // 9–10. Reset and return the code point.
    output.append(codePoint)
    reset()
    return true
  }

  mutating func handleEndOfQueue(
    into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 1. If byte is end-of-queue and UTF-8 bytes needed is not 0: set it to 0, return error.
    guard bytesNeeded == 0 else {
      reset()
      return false
    }
    // 2. If byte is end-of-queue, return finished.
    return true
  }

  /// Back to the initial state.
  private mutating func reset() {
    codePoint = 0
    bytesSeen = 0
    bytesNeeded = 0
    lowerBoundary = 0x80
    upperBoundary = 0xBF
  }
}
