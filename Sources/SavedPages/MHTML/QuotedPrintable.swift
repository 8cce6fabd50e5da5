/// The quoted-printable content transfer encoding: `=XX` is a byte in hex, `=` at the end of a
/// line is a soft line break, everything else is literal.
///
/// Decoding is lenient, as mail readers are: lowercase hex is accepted and an `=` not followed
/// by two hex digits or a line break is kept as written. Line breaks may be CRLF or a bare LF.
/// Spaces and tabs at the end of a line (before a hard or soft line break, or the end) are
/// dropped: RFC 2045 rule 3 says they were added in transport (an encoder writes `=20`).
///
/// https://www.rfc-editor.org/rfc/rfc2045#section-6.7
enum QuotedPrintable {
  /// Decodes `bytes`.
  static func decode(_ bytes: some Collection<UInt8>) -> [UInt8] {
    let input = Array(bytes)
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var index = 0
    while index < input.count {
      let byte = input[index]
      if byte == 0x20 || byte == 0x09 {
        var after = index
        while after < input.count, input[after] == 0x20 || input[after] == 0x09 { after += 1 }
        let endsLine =
          after == input.count || input[after] == 0x0A
          || (input[after] == 0x0D && after + 1 < input.count && input[after + 1] == 0x0A)
        if !endsLine { output.append(contentsOf: input[index..<after]) }
        index = after
        continue
      }
      guard byte == UInt8(ascii: "=") else {
        output.append(byte)
        index += 1
        continue
      }
      // A soft line break: "=" CRLF or "=" LF, possibly with transport padding before it.
      var after = index + 1
      while after < input.count, input[after] == 0x20 || input[after] == 0x09 { after += 1 }
      if after < input.count, input[after] == 0x0A {
        index = after + 1
        continue
      }
      if after + 1 < input.count, input[after] == 0x0D, input[after + 1] == 0x0A {
        index = after + 2
        continue
      }
      if after == input.count {
        index = after
        continue
      }
      if index + 2 < input.count, let high = hexValue(input[index + 1]),
        let low = hexValue(input[index + 2])
      {
        output.append(high << 4 | low)
        index += 3
        continue
      }
      output.append(byte)
      index += 1
    }
    return output
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }
}
