/// A decoder of the Encoding standard: its handler, run over an I/O queue of bytes one byte at
/// a time, keeping its state (a lead byte, a partial sequence, an ISO-2022-JP mode) between
/// chunks of a stream. https://encoding.spec.whatwg.org/#decoder
///
/// Each encoding's decoder conforms; ``EncodingDecoder`` holds one for a stream and
/// ``TextDecoding`` runs one over a whole buffer.
protocol DecoderHandler {
  /// The handler for `byte`: appends the code points it returns to `output`, pushes the bytes
  /// it prepends to the queue onto `restored`, and returns `false` for error.
  /// https://encoding.spec.whatwg.org/#concept-encoding-process
  mutating func handle(
    _ byte: UInt8, into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool

  /// The handler for end-of-queue: `true` for finished, `false` for error (with the decoder's
  /// state reset so that end-of-queue, read again, finishes; bytes it prepends are read first).
  mutating func handleEndOfQueue(
    into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool

  /// Runs the handler over `input`; with `flush`, end-of-queue follows. In replacement mode
  /// each error appends U+FFFD and the result is `true`; with `fatal` the first error ends the
  /// run with `false`. https://encoding.spec.whatwg.org/#concept-encoding-run
  mutating func process(
    _ input: UnsafeBufferPointer<UInt8>, flush: Bool, fatal: Bool, into output: inout UTF8Output
  ) -> Bool
}

extension DecoderHandler {
  mutating func process(
    _ input: UnsafeBufferPointer<UInt8>, flush: Bool, fatal: Bool, into output: inout UTF8Output
  ) -> Bool {
    var restored = RestoredBytes()
    var position = 0
    let count = input.count
    while true {
      let handled: Bool
      if let byte = restored.pop() {
        handled = handle(byte, into: &output, restoring: &restored)
      } else if position < count {
        let byte = input[position]
        position &+= 1
        handled = handle(byte, into: &output, restoring: &restored)
      } else {
        guard flush else { return true }
        if handleEndOfQueue(into: &output, restoring: &restored) { return true }
        handled = false
      }
      // https://encoding.spec.whatwg.org/#decoder-error-mode: replacement appends U+FFFD,
      // fatal returns the error.
      if !handled {
        if fatal { return false }
        output.appendReplacement()
      }
    }
  }
}

/// A legacy multi-byte decoder whose only state is a lead byte (Big5, EUC-KR, Shift_JIS): at
/// end-of-queue a pending lead is one error, and the lead is cleared.
protocol LeadByteDecoder: DecoderHandler {
  /// The lead byte read, 0x00 when none.
  var lead: UInt8 { get set }
}

extension LeadByteDecoder {
  mutating func handleEndOfQueue(
    into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    // 1. If byte is end-of-queue and the lead is not 0x00, set it to 0x00 and return error.
    // 2. If byte is end-of-queue and the lead is 0x00, return finished.
    defer { lead = 0 }
    return lead == 0
  }
}

extension DecoderHandler {
  /// The last steps of a legacy two-byte sequence: the code point its pointer gives in the
  /// index, else error, with an ASCII trail byte restored to the queue to be read again.
  @inline(__always)
  func endSequence(
    _ codePoint: UInt32?, trail byte: UInt8, into output: inout UTF8Output,
    restoring restored: inout RestoredBytes
  ) -> Bool {
    if let codePoint {
      output.append(codePoint)
      return true
    }
    if byte < 0x80 { restored.prepend(byte) }
    return false
  }
}

/// The bytes a handler prepends to the I/O queue ("restore byte to ioQueue", "prepend … to
/// ioQueue"), read again before the rest of the input. At most three are pending at once (the
/// gb18030 decoder's second, third and current byte), so they live inline.
struct RestoredBytes {
  /// The bytes as a stack, the next to read in the low byte.
  private var packed: UInt32 = 0
  private var count = 0

  /// Whether no byte is pending.
  var isEmpty: Bool { count == 0 }

  /// Prepends `bytes` (in queue order) before those pending.
  mutating func prepend(_ bytes: UInt8...) {
    for byte in bytes.reversed() {
      precondition(count < 4, "a decoder restores at most four bytes")
      packed = packed << 8 | UInt32(byte)
      count &+= 1
    }
  }

  /// Prepends one byte.
  @inline(__always)
  mutating func prepend(_ byte: UInt8) {
    precondition(count < 4, "a decoder restores at most four bytes")
    packed = packed << 8 | UInt32(byte)
    count &+= 1
  }

  /// Takes the next pending byte.
  @inline(__always)
  mutating func pop() -> UInt8? {
    guard count > 0 else { return nil }
    count &-= 1
    let byte = UInt8(truncatingIfNeeded: packed)
    packed >>= 8
    return byte
  }
}
