/// UTF-8 to UTF-16, for handing Swift strings to the engine.
///
/// https://encoding.spec.whatwg.org/#utf-8-decoder (for valid input, which is all a Swift
/// string holds, it is the plain bit arithmetic below).
enum UTF8ToUTF16 {
  /// Writes the UTF-16 code units of the UTF-8 text `source` to `target`, which has room for
  /// `source.count` units (never more are needed: every UTF-8 sequence is at least as long as
  /// its UTF-16 form), and returns how many it wrote. A sequence cut short by the end of the
  /// input (impossible in a Swift string) becomes U+FFFD and ends the text.
  static func transcode(
    _ source: UnsafeBufferPointer<UInt8>, into target: UnsafeMutablePointer<UInt16>
  ) -> Int {
    guard let base = source.baseAddress else { return 0 }
    let count = source.count
    var input = 0
    var output = 0
    while input < count {
      // ASCII, eight bytes at a time: each half of the word spread to four code units.
      while input + 8 <= count {
        let word = UnsafeRawPointer(base + input).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 != 0 { break }
        let out = UnsafeMutableRawPointer(target + output)
        out.storeBytes(of: spread(word & 0xFFFF_FFFF), as: UInt64.self)
        out.storeBytes(of: spread(word >> 32), toByteOffset: 8, as: UInt64.self)
        input += 8
        output += 8
      }
      guard input < count else { break }
      let lead = base[input]
      if lead < 0x80 {
        target[output] = UInt16(lead)
        input += 1
        output += 1
        continue
      }
      let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      guard input + length <= count else {
        target[output] = 0xFFFD
        return output + 1
      }
      switch length {
      case 2:
        target[output] = UInt16(lead & 0x1F) << 6 | UInt16(base[input + 1] & 0x3F)
        output += 1
      case 3:
        target[output] =
          UInt16(lead & 0x0F) << 12 | UInt16(base[input + 1] & 0x3F) << 6
          | UInt16(base[input + 2] & 0x3F)
        output += 1
      default:
        let scalar =
          UInt32(lead & 0x07) << 18 | UInt32(base[input + 1] & 0x3F) << 12
          | UInt32(base[input + 2] & 0x3F) << 6 | UInt32(base[input + 3] & 0x3F)
        let offset = scalar &- 0x10000
        target[output] = UInt16(truncatingIfNeeded: 0xD800 &+ (offset >> 10))
        target[output + 1] = UInt16(truncatingIfNeeded: 0xDC00 &+ (offset & 0x3FF))
        output += 2
      }
      input += length
    }
    return output
  }

  /// The four low bytes of `half` as four 16-bit lanes (little-endian: byte 0 in lane 0).
  @inline(__always)
  private static func spread(_ half: UInt64) -> UInt64 {
    let pairs = (half | (half << 16)) & 0x0000_FFFF_0000_FFFF
    return (pairs | (pairs << 8)) & 0x00FF_00FF_00FF_00FF
  }
}
