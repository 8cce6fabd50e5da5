/// Base64 (the RFC 4648 §4 alphabet), one implementation with the two decoding policies the
/// platform needs: the Infra standard's forgiving-base64 (`atob`, `data:` URLs) and MIME's
/// lenient content transfer encoding (MHTML parts, RFC 2047 encoded words).
/// https://infra.spec.whatwg.org/#forgiving-base64
public enum Base64 {
  /// How a decoder treats what is not a well-formed base64 text.
  public enum DecodingPolicy: Sendable {
    /// Infra's forgiving-base64 decode: ASCII whitespace is removed; one or two `=` may end a
    /// length that divides by four; anything else outside the alphabet, or a length that leaves
    /// a remainder of 1, fails. https://infra.spec.whatwg.org/#forgiving-base64-decode
    case forgiving
    /// MIME (RFC 2045 §6.8): space, tab, CR and LF are skipped; decoding stops at the first
    /// `=`; the URL-safe `-` and `_` are read as `+` and `/`; a final incomplete group (a
    /// truncated file) yields the whole bytes it holds. A character outside the alphabet fails.
    /// https://www.rfc-editor.org/rfc/rfc2045#section-6.8
    case mime
  }

  private static let alphabet: [UInt8] = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The 6-bit value of each ASCII code unit, `0xFF` outside the alphabet. `urlSafe` adds the
  /// RFC 4648 §5 alphabet's `-` and `_`.
  private static func sextetTable(urlSafe: Bool) -> [UInt8] {
    var table = [UInt8](repeating: 0xFF, count: 128)
    for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
    if urlSafe {
      table[Int(UInt8(ascii: "-"))] = 62
      table[Int(UInt8(ascii: "_"))] = 63
    }
    return table
  }

  private static let standardSextets = sextetTable(urlSafe: false)
  private static let mimeSextets = sextetTable(urlSafe: true)

  /// The base64 encoding of `bytes` (standard alphabet, `=` padding).
  /// https://infra.spec.whatwg.org/#forgiving-base64-encode
  public static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index + 3 <= bytes.count {
      let group =
        UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
      output.append(alphabet[Int(group >> 18 & 0x3F)])
      output.append(alphabet[Int(group >> 12 & 0x3F)])
      output.append(alphabet[Int(group >> 6 & 0x3F)])
      output.append(alphabet[Int(group & 0x3F)])
      index += 3
    }
    let rest = bytes.count - index
    if rest > 0 {
      let group = UInt32(bytes[index]) << 16 | (rest == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
      output.append(alphabet[Int(group >> 18 & 0x3F)])
      output.append(alphabet[Int(group >> 12 & 0x3F)])
      output.append(rest == 2 ? alphabet[Int(group >> 6 & 0x3F)] : UInt8(ascii: "="))
      output.append(UInt8(ascii: "="))
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The bytes of `input` (code units: bytes or UTF-16) under `policy`, or `nil` on failure.
  public static func decode<Input: Collection>(_ input: Input, policy: DecodingPolicy)
    -> [UInt8]?
  where Input.Element: FixedWidthInteger {
    switch policy {
    case .forgiving: forgivingDecode(input)
    case .mime: mimeDecode(input)
    }
  }

  /// https://infra.spec.whatwg.org/#forgiving-base64-decode
  private static func forgivingDecode<Input: Collection>(_ input: Input) -> [UInt8]?
  where Input.Element: FixedWidthInteger {
    // 1. Remove all ASCII whitespace from data.
    var data: [UInt8] = []
    data.reserveCapacity(input.count)
    for unit in input {
      switch unit {
      case 0x09, 0x0A, 0x0C, 0x0D, 0x20:
        continue
      case 0..<0x80:
        data.append(UInt8(truncatingIfNeeded: unit))
      default:
        // A code point outside ASCII is never in the alphabet: step 4 fails.
        return nil
      }
    }
    // 2. If data's code point length divides by 4 leaving no remainder, then: if data ends with
    //    one or two U+003D (=) code points, then remove them from data.
    if data.count % 4 == 0 {
      if data.last == UInt8(ascii: "=") { data.removeLast() }
      if data.last == UInt8(ascii: "=") { data.removeLast() }
    }
    // 3. If data's code point length divides by 4 leaving a remainder of 1, return failure.
    if data.count % 4 == 1 { return nil }
    // 4–10. Fail on a code point outside the alphabet; otherwise 6 bits per code point.
    var sextets = SextetAccumulator(capacity: data.count)
    for unit in data {
      let value = standardSextets[Int(unit)]
      guard value != 0xFF else { return nil }
      sextets.append(value)
    }
    return sextets.finish()
  }

  /// https://www.rfc-editor.org/rfc/rfc2045#section-6.8
  private static func mimeDecode<Input: Collection>(_ input: Input) -> [UInt8]?
  where Input.Element: FixedWidthInteger {
    var sextets = SextetAccumulator(capacity: input.count)
    for unit in input {
      switch unit {
      case 0x3D: return sextets.finish()  // "=": the padding ends the data.
      case 0x20, 0x09, 0x0D, 0x0A: continue
      case 0..<0x80:
        let value = mimeSextets[Int(unit)]
        guard value != 0xFF else { return nil }
        sextets.append(value)
      default: return nil
      }
    }
    return sextets.finish()
  }
}

/// Six bits at a time in, three bytes out for every four sextets; the end of the data emits
/// what a final group of two or three sextets holds (the Infra standard's step 9).
private struct SextetAccumulator {
  private var output: [UInt8] = []
  private var buffer: UInt32 = 0
  private var count = 0

  init(capacity: Int) {
    output.reserveCapacity(capacity / 4 * 3 + 2)
  }

  mutating func append(_ sextet: UInt8) {
    buffer = buffer << 6 | UInt32(sextet)
    count += 1
    if count == 4 {
      output.append(UInt8(truncatingIfNeeded: buffer >> 16))
      output.append(UInt8(truncatingIfNeeded: buffer >> 8))
      output.append(UInt8(truncatingIfNeeded: buffer))
      buffer = 0
      count = 0
    }
  }

  /// 12 bits left: discard the last 4 and emit one byte; 18 bits: discard the last 2 and emit
  /// two bytes. (A single sextet holds no whole byte.)
  consuming func finish() -> [UInt8] {
    if count == 2 {
      output.append(UInt8(truncatingIfNeeded: buffer >> 4))
    } else if count == 3 {
      output.append(UInt8(truncatingIfNeeded: buffer >> 10))
      output.append(UInt8(truncatingIfNeeded: buffer >> 2))
    }
    return output
  }
}
