/// The EUC-KR decoder, https://encoding.spec.whatwg.org/#euc-kr-decoder
enum EUCKRDecoder {
  /// Decodes `input` (without a BOM) with index EUC-KR.
  static func decode(_ input: UnsafeBufferPointer<UInt8>) -> String {
    let index = MultiByteIndex.eucKR
    var output = UTF8Output(reservingCapacity: input.count * 2)
    var lead: UInt8 = 0
    var position = 0
    while position < input.count {
      let byte = input[position]
      position += 1
      // 3. If EUC-KR lead is not 0x00:
      if lead != 0 {
        let leadByte = Int(lead)
        lead = 0
        if (0x41...0xFE).contains(byte),
          let codePoint = MultiByteIndex.codePoint(
            (leadByte - 0x81) * 190 + Int(byte) - 0x41, in: index)
        {
          output.append(codePoint)
          continue
        }
        if byte < 0x80 { position -= 1 }
        output.appendReplacement()
        continue
      }
      switch byte {
      case 0x00...0x7F:
        output.append(ascii: byte)
      case 0x81...0xFE:
        lead = byte
      default:
        output.appendReplacement()
      }
    }
    // 1. End-of-stream with a lead pending is an error.
    if lead != 0 { output.appendReplacement() }
    return output.makeString()
  }
}
