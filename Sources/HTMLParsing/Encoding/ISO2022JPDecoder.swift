/// The ISO-2022-JP decoder, https://encoding.spec.whatwg.org/#iso-2022-jp-decoder
enum ISO2022JPDecoder {
  /// The states of the decoder.
  private enum State {
    case ascii, roman, katakana, leadByte, trailByte, escapeStart, escape
  }

  /// Decodes `input` (without a BOM), following escape sequences between ASCII, JIS X 0201 Roman,
  /// katakana and JIS X 0208.
  static func decode(_ input: UnsafeBufferPointer<UInt8>) -> String {
    let index = MultiByteIndex.jis0208
    var output = UTF8Output(reservingCapacity: input.count * 2)
    var state = State.ascii
    var outputState = State.ascii
    var lead: UInt8 = 0
    var outputFlag = false
    var position = 0
    while true {
      // nil is end-of-stream.
      let byte: UInt8? = position < input.count ? input[position] : nil
      position += 1
      switch state {
      case .ascii, .roman, .katakana, .leadByte:
        guard let byte else { return output.makeString() }
        if byte == 0x1B {
          state = .escapeStart
          continue
        }
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
          output.appendReplacement()
        }
      case .trailByte:
        guard let byte else {
          // Set the state to lead byte, prepend end-of-stream, and return error.
          state = .leadByte
          position -= 1
          output.appendReplacement()
          continue
        }
        if byte == 0x1B {
          state = .escapeStart
          output.appendReplacement()
          continue
        }
        state = .leadByte
        if (0x21...0x7E).contains(byte),
          let codePoint = MultiByteIndex.codePoint(
            (Int(lead) - 0x21) * 94 + Int(byte) - 0x21, in: index)
        {
          output.append(codePoint)
        } else {
          output.appendReplacement()
        }
      case .escapeStart:
        // 1. If byte is either 0x24 or 0x28, set lead to byte, state to escape, and continue.
        if let byte, byte == 0x24 || byte == 0x28 {
          lead = byte
          state = .escape
          continue
        }
        // 2. Prepend byte, unset the output flag, return to the output state, and return error.
        position -= 1
        outputFlag = false
        state = outputState
        output.appendReplacement()
      case .escape:
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
        if let newState {
          state = newState
          outputState = newState
          let hadOutput = outputFlag
          outputFlag = true
          if hadOutput { output.appendReplacement() }
          continue
        }
        // Prepend lead and byte (only lead at end-of-stream, which is then read again), and
        // return error.
        position -= 2
        outputFlag = false
        state = outputState
        output.appendReplacement()
      }
    }
  }
}
