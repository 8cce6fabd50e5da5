/// UTF-16 to UTF-8, for reading the engine's strings into Swift.
///
/// https://encoding.spec.whatwg.org/#utf-8-encoder (scalar values); a lone surrogate is not
/// one, and is reported rather than replaced, for callers that keep exact code units.
enum UTF16ToUTF8 {
  /// The string of the UTF-16 code units `units`, or nil when they hold a lone surrogate.
  static func wellFormedString(_ units: UnsafeBufferPointer<UInt16>) -> String? {
    guard let base = units.baseAddress, !units.isEmpty else { return "" }
    let count = units.count
    var wellFormed = true
    // Every code unit takes at most three bytes (a surrogate pair, two units, takes four).
    let string = String(unsafeUninitializedCapacity: count * 3) { buffer -> Int in
      guard let target = buffer.baseAddress else {
        wellFormed = false
        return 0
      }
      var input = 0
      var output = 0
      while input < count {
        // ASCII, four code units at a time narrowed in one word.
        while input + 4 <= count {
          let word = UnsafeRawPointer(base + input).loadUnaligned(as: UInt64.self)
          if word & 0xFF80_FF80_FF80_FF80 != 0 { break }
          let narrowed =
            (word & 0xFF) | ((word >> 8) & 0xFF00) | ((word >> 16) & 0xFF_0000)
            | ((word >> 24) & 0xFF00_0000)
          UnsafeMutableRawPointer(target + output).storeBytes(
            of: UInt32(truncatingIfNeeded: narrowed), as: UInt32.self)
          input += 4
          output += 4
        }
        guard input < count else { break }
        let unit = UInt32(base[input])
        if unit < 0x80 {
          target[output] = UInt8(truncatingIfNeeded: unit)
          input += 1
          output += 1
        } else if unit < 0x800 {
          target[output] = UInt8(truncatingIfNeeded: 0xC0 | (unit >> 6))
          target[output + 1] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
          input += 1
          output += 2
        } else if unit & 0xF800 != 0xD800 {
          target[output] = UInt8(truncatingIfNeeded: 0xE0 | (unit >> 12))
          target[output + 1] = UInt8(truncatingIfNeeded: 0x80 | ((unit >> 6) & 0x3F))
          target[output + 2] = UInt8(truncatingIfNeeded: 0x80 | (unit & 0x3F))
          input += 1
          output += 3
        } else if unit < 0xDC00, input + 1 < count, base[input + 1] & 0xFC00 == 0xDC00 {
          let scalar = 0x10000 + ((unit - 0xD800) << 10) + (UInt32(base[input + 1]) - 0xDC00)
          target[output] = UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18))
          target[output + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F))
          target[output + 2] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
          target[output + 3] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
          input += 2
          output += 4
        } else {
          wellFormed = false
          return 0
        }
      }
      return output
    }
    return wellFormed ? string : nil
  }
}
