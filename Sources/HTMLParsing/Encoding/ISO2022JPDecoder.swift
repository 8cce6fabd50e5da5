/// The ISO-2022-JP decoder, following escape sequences between ASCII, JIS X 0201 Roman,
/// katakana and JIS X 0208. https://encoding.spec.whatwg.org/#iso-2022-jp-decoder
struct ISO2022JPDecoder: DecoderHandler {
  /// The decoder states.
  private enum State {
    case ascii, roman, katakana, leadByte, trailByte, escapeStart, escape
  }

  private var state = State.ascii
  private var outputState = State.ascii
  private var lead: UInt8 = 0
  private var outputFlag = false
  /// Index jis0208, looked up once (not a lazy global read per byte).
  private let index = MultiByteIndex.jis0208

  mutating func handle(
    _ byte: UInt8, into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    switch state {
    case .ascii, .roman, .katakana, .leadByte:
      // In every one of these states, 0x1B starts an escape sequence.
      if byte == 0x1B {
        state = .escapeStart
        return true
      }
      // Everything else unsets the output flag.
      outputFlag = false
      switch state {
      case .ascii where byte <= 0x7F && byte != 0x0E && byte != 0x0F:
        output.append(ascii: byte)
      case .roman where byte == 0x5C:
        output.append(0x00A5)
      case .roman where byte == 0x7E:
        output.append(0x203E)
      case .roman where byte <= 0x7F && byte != 0x0E && byte != 0x0F:
        output.append(ascii: byte)
      case .katakana where (0x21...0x5F).contains(byte):
        output.append(0xFF61 - 0x21 + UInt32(byte))
      case .leadByte where (0x21...0x7E).contains(byte):
        lead = byte
        state = .trailByte
      default:
        return false
      }
      return true
    case .trailByte:
      // 0x1B: set the state to escape start and return error.
      if byte == 0x1B {
        state = .escapeStart
        return false
      }
      // 0x21 to 0x7E: back to lead byte; the index jis0208 code point of the pair, or error.
      // Otherwise: back to lead byte, and error.
      state = .leadByte
      guard (0x21...0x7E).contains(byte),
        let codePoint = MultiByteIndex.codePoint(
          (Int(lead) - 0x21) * 94 + Int(byte) - 0x21, in: index)
      else { return false }
      output.append(codePoint)
      return true
    case .escapeStart:
      // 1. If byte is either 0x24 or 0x28, set lead to byte, the state to escape, continue.
      if byte == 0x24 || byte == 0x28 {
        lead = byte
        state = .escape
        return true
      }
      // 2–3. Restore byte to ioQueue; unset the output flag, return to the output state, and
      //      return error.
      restored.prepend(byte)
      outputFlag = false
      state = outputState
      return false
    case .escape:
      // 1–4. The escape sequence's new state, if it is one.
      let leadByte = lead
      lead = 0
      var newState: State?
      switch (leadByte, byte) {
      case (0x28, 0x42): newState = .ascii
      case (0x28, 0x4A): newState = .roman
      case (0x28, 0x49): newState = .katakana
      case (0x24, 0x40), (0x24, 0x42): newState = .leadByte
      default: newState = nil
      }
      // 5. A new state: set the state and the output state; two escape sequences in a row
      //    (nothing output between them) are an error.
      if let newState {
        state = newState
        outputState = newState
        let hadOutput = outputFlag
        outputFlag = true
        return !hadOutput
      }
      // 6–7. Restore lead and byte to ioQueue; unset the output flag, return to the output
      //      state, and return error.
      restored.prepend(leadByte, byte)
      outputFlag = false
      state = outputState
      return false
    }
  }

  mutating func handleEndOfQueue(
    into output: inout UTF8Output, restoring restored: inout RestoredBytes
  ) -> Bool {
    switch state {
    case .ascii, .roman, .katakana, .leadByte:
      // End-of-queue: return finished.
      return true
    case .trailByte:
      // End-of-queue: set the state to lead byte, restore end-of-queue, and return error.
      state = .leadByte
      return false
    case .escapeStart:
      // End-of-queue is not restored; unset the output flag, back to the output state, error.
      outputFlag = false
      state = outputState
      return false
    case .escape:
      // End-of-queue: restore lead (end-of-queue follows it again); back to the output state.
      restored.prepend(lead)
      lead = 0
      outputFlag = false
      state = outputState
      return false
    }
  }
}
