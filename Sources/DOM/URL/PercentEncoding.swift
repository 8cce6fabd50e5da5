/// A percent-encode set: the ASCII code points that are percent-encoded, plus every code point
/// above U+007E, which every set includes.
///
/// https://url.spec.whatwg.org/#percent-encoded-bytes
public struct PercentEncodeSet: Hashable, Sendable {
  /// Bit `b` is set when byte `b` (0x00–0x3F) is in the set.
  let low: UInt64
  /// Bit `b` is set when byte `0x40 + b` (0x40–0x7F) is in the set.
  let high: UInt64

  /// Whether `byte` is percent-encoded by this set.
  public func contains(_ byte: UInt8) -> Bool {
    if byte >= 0x7F { return true }
    if byte < 0x40 { return (low >> UInt64(byte)) & 1 == 1 }
    return (high >> UInt64(byte - 0x40)) & 1 == 1
  }

  /// This set plus the ASCII characters of `characters`.
  func adding(_ characters: String) -> PercentEncodeSet {
    var low = self.low
    var high = self.high
    for byte in characters.utf8 where byte < 0x80 {
      if byte < 0x40 {
        low |= 1 << UInt64(byte)
      } else {
        high |= 1 << UInt64(byte - 0x40)
      }
    }
    return PercentEncodeSet(low: low, high: high)
  }

  /// C0 controls and every code point above U+007E.
  /// https://url.spec.whatwg.org/#c0-control-percent-encode-set
  public static let c0Control = PercentEncodeSet(low: 0xFFFF_FFFF, high: 1 << 63)

  /// https://url.spec.whatwg.org/#fragment-percent-encode-set
  public static let fragment = c0Control.adding(" \"<>`")

  /// https://url.spec.whatwg.org/#query-percent-encode-set
  public static let query = c0Control.adding(" \"#<>")

  /// https://url.spec.whatwg.org/#special-query-percent-encode-set
  public static let specialQuery = query.adding("'")

  /// https://url.spec.whatwg.org/#path-percent-encode-set
  public static let path = query.adding("?^`{}")

  /// https://url.spec.whatwg.org/#userinfo-percent-encode-set
  public static let userinfo = path.adding("/:;=@[\\]|")

  /// https://url.spec.whatwg.org/#component-percent-encode-set
  public static let component = userinfo.adding("$%&+,")

  /// https://url.spec.whatwg.org/#application-x-www-form-urlencoded-percent-encode-set
  public static let formURLEncoded = component.adding("!'()~")
}

/// Percent-encoding and -decoding of strings and bytes.
///
/// https://url.spec.whatwg.org/#percent-encoded-bytes
public enum PercentEncoding {
  private static let hexDigits: [Character] = Array("0123456789ABCDEF")

  /// Appends `%XX` for `byte` (uppercase hex) to `output`.
  static func appendEncoded(_ byte: UInt8, to output: inout String) {
    output.append("%")
    output.append(hexDigits[Int(byte >> 4)])
    output.append(hexDigits[Int(byte & 0x0F)])
  }

  /// Appends `scalar`, UTF-8 percent-encoded with `set`, to `output`.
  /// https://url.spec.whatwg.org/#utf-8-percent-encode
  static func append(
    _ scalar: Unicode.Scalar, encodedWith set: PercentEncodeSet, to output: inout String
  ) {
    if scalar.value < 0x80 && !set.contains(UInt8(scalar.value)) {
      output.unicodeScalars.append(scalar)
      return
    }
    for byte in UTF8.encode(scalar).map({ Array($0) }) ?? [] {
      appendEncoded(byte, to: &output)
    }
  }

  /// The UTF-8 percent-encoding of `input` with `set`; with `spaceAsPlus`, U+0020 becomes `+`.
  ///
  /// https://url.spec.whatwg.org/#string-utf-8-percent-encode
  public static func utf8PercentEncode(
    _ input: String, using set: PercentEncodeSet, spaceAsPlus: Bool = false
  ) -> String {
    var output = ""
    output.reserveCapacity(input.utf8.count)
    for byte in input.utf8 {
      if spaceAsPlus && byte == 0x20 {
        output.append("+")
      } else if set.contains(byte) {
        appendEncoded(byte, to: &output)
      } else {
        output.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return output
  }

  /// The bytes of `input` with each `%XX` (hex) sequence replaced by its byte.
  ///
  /// https://url.spec.whatwg.org/#percent-decode
  public static func percentDecode<Bytes: Collection<UInt8>>(_ input: Bytes) -> [UInt8] {
    let bytes = Array(input)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    // 1–2. For each byte: a `%` followed by two ASCII hex digits decodes; anything else is kept.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x25, index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        output.append(high << 4 | low)
        index += 3
      } else {
        output.append(byte)
        index += 1
      }
    }
    return output
  }

  /// The percent-decoding of the UTF-8 encoding of `input`.
  ///
  /// https://url.spec.whatwg.org/#string-percent-decode
  public static func percentDecode(_ input: String) -> [UInt8] { percentDecode(input.utf8) }

  /// The value of an ASCII hex digit, or `nil`.
  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
  }
}
