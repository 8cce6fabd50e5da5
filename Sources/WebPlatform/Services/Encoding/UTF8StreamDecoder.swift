/// The UTF-8 decoder, keeping a partial sequence between chunks.
/// https://encoding.spec.whatwg.org/#utf-8-decoder
struct UTF8StreamDecoder: StreamingDecoder {
  private var codePoint: UInt32 = 0
  private var bytesSeen = 0
  private var bytesNeeded = 0
  private var lowerBoundary: UInt8 = 0x80
  private var upperBoundary: UInt8 = 0xBF

  mutating func decode(_ bytes: [UInt8], flush: Bool, fatal: Bool, into output: inout [UInt8])
    -> Bool
  {
    output.reserveCapacity(output.count + bytes.count)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if bytesNeeded == 0 {
        // 3. If UTF-8 bytes needed is 0, based on byte:
        switch byte {
        case 0x00...0x7F:
          // 0x00 to 0x7F: return a code point whose value is byte.
          output.append(byte)
        case 0xC2...0xDF:
          // 0xC2 to 0xDF: set bytes needed to 1 and code point to byte & 0x1F.
          bytesNeeded = 1
          codePoint = UInt32(byte & 0x1F)
        case 0xE0...0xEF:
          // 0xE0 to 0xEF: 0xE0 sets the lower boundary to 0xA0, 0xED the upper to 0x9F; set
          // bytes needed to 2 and code point to byte & 0xF.
          if byte == 0xE0 { lowerBoundary = 0xA0 }
          if byte == 0xED { upperBoundary = 0x9F }
          bytesNeeded = 2
          codePoint = UInt32(byte & 0x0F)
        case 0xF0...0xF4:
          // 0xF0 to 0xF4: 0xF0 sets the lower boundary to 0x90, 0xF4 the upper to 0x8F; set
          // bytes needed to 3 and code point to byte & 0x7.
          if byte == 0xF0 { lowerBoundary = 0x90 }
          if byte == 0xF4 { upperBoundary = 0x8F }
          bytesNeeded = 3
          codePoint = UInt32(byte & 0x07)
        default:
          // Otherwise: return error.
          if fatal { return false }
          appendReplacement(to: &output)
        }
        index += 1
        continue
      }
      // 4. If byte is not in the range lower boundary to upper boundary, inclusive: reset the
      //    state, restore byte to ioQueue (it is read again), and return error.
      guard byte >= lowerBoundary && byte <= upperBoundary else {
        reset()
        if fatal { return false }
        appendReplacement(to: &output)
        continue
      }
      // 5. Set lower boundary to 0x80 and upper boundary to 0xBF.
      lowerBoundary = 0x80
      upperBoundary = 0xBF
      // 6–7. Add byte's low six bits to code point; increase bytes seen by one.
      codePoint = codePoint << 6 | UInt32(byte & 0x3F)
      bytesSeen += 1
      index += 1
      // 8. If bytes seen is not bytes needed, return continue.
      guard bytesSeen == bytesNeeded else { continue }
      // 9–10. Reset and return the code point.
      appendUTF8(codePoint, to: &output)
      reset()
    }
    // 1. If byte is end-of-queue and UTF-8 bytes needed is not 0: set it to 0, return error.
    if flush && bytesNeeded != 0 {
      reset()
      if fatal { return false }
      appendReplacement(to: &output)
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
