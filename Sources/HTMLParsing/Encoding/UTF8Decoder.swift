/// The UTF-8 decoder of the Encoding standard, https://encoding.spec.whatwg.org/#utf-8-decoder
///
/// Valid input (the common case) is converted by the standard library in one validating copy.
/// Invalid input goes through the standard's decoder, which replaces each maximal subpart of an
/// ill-formed sequence with one U+FFFD.
enum UTF8Decoder {
  /// Decodes `input` (without a BOM) to a string.
  static func decode(_ input: UnsafeBufferPointer<UInt8>) -> String {
    if isValid(input) { return String(decoding: input, as: UTF8.self) }
    var output = UTF8Output(reservingCapacity: input.count + 16)
    decode(input, into: &output)
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

  /// The standard's decoder, step by step, appending to `output`.
  static func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout UTF8Output) {
    var codePoint: UInt32 = 0
    var bytesSeen = 0
    var bytesNeeded = 0
    var lowerBoundary: UInt8 = 0x80
    var upperBoundary: UInt8 = 0xBF
    var index = 0
    while index < input.count {
      let byte = input[index]
      index += 1
      // 2. If UTF-8 bytes needed is 0, based on byte:
      if bytesNeeded == 0 {
        switch byte {
        case 0x00...0x7F:
          output.append(ascii: byte)
        case 0xC2...0xDF:
          bytesNeeded = 1
          codePoint = UInt32(byte & 0x1F)
        case 0xE0...0xEF:
          if byte == 0xE0 { lowerBoundary = 0xA0 }
          if byte == 0xED { upperBoundary = 0x9F }
          bytesNeeded = 2
          codePoint = UInt32(byte & 0xF)
        case 0xF0...0xF4:
          if byte == 0xF0 { lowerBoundary = 0x90 }
          if byte == 0xF4 { upperBoundary = 0x8F }
          bytesNeeded = 3
          codePoint = UInt32(byte & 0x7)
        default:
          output.appendReplacement()
        }
        continue
      }
      // 3. If byte is not in the range lower boundary to upper boundary, inclusive: reset the
      //    state, prepend byte to the stream, and return error.
      guard byte >= lowerBoundary, byte <= upperBoundary else {
        codePoint = 0
        bytesNeeded = 0
        bytesSeen = 0
        lowerBoundary = 0x80
        upperBoundary = 0xBF
        index -= 1
        output.appendReplacement()
        continue
      }
      // 4-8. Accumulate the continuation byte; emit the code point when complete.
      lowerBoundary = 0x80
      upperBoundary = 0xBF
      codePoint = (codePoint << 6) | UInt32(byte & 0x3F)
      bytesSeen += 1
      if bytesSeen == bytesNeeded {
        output.append(codePoint)
        codePoint = 0
        bytesNeeded = 0
        bytesSeen = 0
      }
    }
    // 1. If byte is end-of-stream and UTF-8 bytes needed is not 0, return error.
    if bytesNeeded != 0 { output.appendReplacement() }
  }
}
