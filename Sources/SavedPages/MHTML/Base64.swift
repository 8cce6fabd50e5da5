/// The base64 content transfer encoding.
///
/// Line breaks and other whitespace are skipped; decoding stops at the first `=`. A final
/// incomplete group (a truncated file) yields the whole bytes it holds.
///
/// https://www.rfc-editor.org/rfc/rfc2045#section-6.8
enum Base64 {
  /// Decodes `bytes`, or `nil` when they hold a character outside the base64 alphabet.
  static func decode(_ bytes: some Collection<UInt8>) -> [UInt8]? {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count / 4 * 3)
    var group: UInt32 = 0
    var count = 0
    for byte in bytes {
      if byte == UInt8(ascii: "=") { break }
      if byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A { continue }
      guard let value = sextet(byte) else { return nil }
      group = group << 6 | UInt32(value)
      count += 1
      if count == 4 {
        output.append(UInt8(truncatingIfNeeded: group >> 16))
        output.append(UInt8(truncatingIfNeeded: group >> 8))
        output.append(UInt8(truncatingIfNeeded: group))
        group = 0
        count = 0
      }
    }
    if count == 2 {
      output.append(UInt8(truncatingIfNeeded: group >> 4))
    } else if count == 3 {
      output.append(UInt8(truncatingIfNeeded: group >> 10))
      output.append(UInt8(truncatingIfNeeded: group >> 2))
    }
    return output
  }

  private static func sextet(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x41...0x5A: return byte - 0x41
    case 0x61...0x7A: return byte - 0x61 + 26
    case 0x30...0x39: return byte - 0x30 + 52
    case UInt8(ascii: "+"), UInt8(ascii: "-"): return 62
    case UInt8(ascii: "/"), UInt8(ascii: "_"): return 63
    default: return nil
    }
  }
}
