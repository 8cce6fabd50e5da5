/// The single-byte decoder, and the x-user-defined decoder: no state between bytes.
/// See https://encoding.spec.whatwg.org/#single-byte-decoder and
/// https://encoding.spec.whatwg.org/#x-user-defined-decoder
struct SingleByteDecoder: DecoderHandler {
  /// The encoding's index; nil for x-user-defined (0x80–0xFF to U+F780–U+F7FF).
  let index: SingleByteIndex?

  mutating func handle(
    _ byte: UInt8, into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 2. If byte is an ASCII byte, return a code point whose value is byte.
    if byte < 0x80 {
      output.append(ascii: byte)
      return true
    }
    guard let index else {
      // x-user-defined: a code point whose value is 0xF780 + byte − 0x80.
      output.append(0xF780 + UInt32(byte) - 0x80)
      return true
    }
    // 3–5. The index code point for byte − 0x80; null is an error.
    guard let codePoint = index.codePoints[Int(byte) - 0x80] else { return false }
    output.append(codePoint)
    return true
  }

  mutating func handleEndOfQueue(
    into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 1. If byte is end-of-queue, return finished.
    true
  }

  mutating func process(
    _ input: UnsafeBufferPointer<UInt8>, flush: Bool, fatal: Bool, into output: inout UTF8Output
  ) -> Bool {
    // In replacement mode every byte maps to one to three UTF-8 bytes: the precomputed table.
    guard let index, !fatal else {
      var restored = RestoredBytes()
      for byte in input where !handle(byte, into: &output, restoring: &restored) {
        if fatal { return false }
        output.appendReplacement()
      }
      return true
    }
    index.decode(input, into: &output)
    return true
  }
}

/// The replacement decoder: one error for a non-empty stream, then nothing.
/// See https://encoding.spec.whatwg.org/#replacement-decoder
struct ReplacementDecoder: DecoderHandler {
  private var errorReturned = false

  mutating func handle(
    _ byte: UInt8, into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 2. If replacement error returned is false, set it to true and return error.
    guard errorReturned else {
      errorReturned = true
      return false
    }
    // 3. Return finished (nothing more comes out of this stream).
    return true
  }

  mutating func handleEndOfQueue(
    into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 1. If byte is end-of-queue, return finished.
    true
  }
}
