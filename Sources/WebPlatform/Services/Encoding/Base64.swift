import DOM

/// Base64 as the Infra standard defines it, and the `atob`/`btoa` methods built on it.
/// https://infra.spec.whatwg.org/#forgiving-base64
public enum Base64 {
  private static let alphabet: [UInt8] = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// The 6-bit value of each base64 alphabet code unit, `0xFF` for the others.
  private static let values: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 128)
    for (index, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
    return table
  }()

  /// WebKit's message for an `InvalidCharacterError`, which Safari's `atob` and `btoa` throw.
  static let invalidCharacterMessage = "The string contains invalid characters."

  /// The forgiving-base64 encoding of `bytes` (standard alphabet, `=` padding).
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
    switch bytes.count - index {
    case 1:
      let group = UInt32(bytes[index]) << 16
      output.append(alphabet[Int(group >> 18 & 0x3F)])
      output.append(alphabet[Int(group >> 12 & 0x3F)])
      output.append(contentsOf: "==".utf8)
    case 2:
      let group = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8
      output.append(alphabet[Int(group >> 18 & 0x3F)])
      output.append(alphabet[Int(group >> 12 & 0x3F)])
      output.append(alphabet[Int(group >> 6 & 0x3F)])
      output.append(UInt8(ascii: "="))
    default:
      break
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The forgiving-base64 decoding of `input` (code units: bytes or UTF-16), or `nil` on failure.
  /// https://infra.spec.whatwg.org/#forgiving-base64-decode
  public static func forgivingDecode<Input: Collection>(_ input: Input) -> [UInt8]?
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
    // 4–8. Fail on a code point outside the alphabet; otherwise append 6 bits per code point
    //      and emit three bytes for every 24 bits.
    var output: [UInt8] = []
    output.reserveCapacity(data.count / 4 * 3 + 2)
    var buffer: UInt32 = 0
    var bits = 0
    for unit in data {
      let value = values[Int(unit)]
      guard value != 0xFF else { return nil }
      buffer = buffer << 6 | UInt32(value)
      bits += 6
      if bits == 24 {
        output.append(UInt8(truncatingIfNeeded: buffer >> 16))
        output.append(UInt8(truncatingIfNeeded: buffer >> 8))
        output.append(UInt8(truncatingIfNeeded: buffer))
        buffer = 0
        bits = 0
      }
    }
    // 9. If buffer is not empty: 12 bits → discard the last 4 and emit one byte; 18 bits →
    //    discard the last 2 and emit two bytes.
    if bits == 12 {
      output.append(UInt8(truncatingIfNeeded: buffer >> 4))
    } else if bits == 18 {
      output.append(UInt8(truncatingIfNeeded: buffer >> 10))
      output.append(UInt8(truncatingIfNeeded: buffer >> 2))
    }
    // 10. Return output.
    return output
  }

  /// `btoa(data)`: each UTF-16 code unit must be at most U+00FF; their bytes are base64-encoded.
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-btoa
  public static func btoa(_ data: [UInt16]) throws(DOMException) -> String {
    // 1. If data contains any character whose code point is greater than U+00FF, then throw an
    //    "InvalidCharacterError" DOMException.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.count)
    for unit in data {
      guard unit <= 0xFF else {
        throw DOMException(.invalidCharacterError, invalidCharacterMessage)
      }
      bytes.append(UInt8(unit))
    }
    // 2–3. Convert data to a byte sequence by each code point's value; return its
    //      forgiving-base64 encoding.
    return encode(bytes)
  }

  /// `atob(data)`: the forgiving-base64 decoding of `data`, one code unit per byte.
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-atob
  public static func atob(_ data: [UInt16]) throws(DOMException) -> [UInt16] {
    // 1. Let decodedData be the result of running forgiving-base64 decode on data.
    // 2. If decodedData is failure, then throw an "InvalidCharacterError" DOMException.
    guard let decoded = forgivingDecode(data) else {
      throw DOMException(.invalidCharacterError, invalidCharacterMessage)
    }
    // 3. Return decodedData, each byte a code point of the same value.
    return decoded.map { UInt16($0) }
  }
}
