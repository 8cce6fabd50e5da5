/// The decoding table of a single-byte encoding, precomputed as UTF-8 for a tight decode loop.
///
/// Built from the 128 code points of `SingleByteIndex+Generated.swift` (the standard's index of
/// the encoding, https://encoding.spec.whatwg.org/#legacy-single-byte-encodings).
struct SingleByteIndex: Sendable {
  /// For each byte: up to three UTF-8 bytes in the low 24 bits, their count in the high 8 bits.
  let utf8: [UInt32]
  /// The code point of bytes 0x80-0xFF, nil where the index has none.
  let codePoints: [UInt32?]

  init(data: String) {
    var codePoints: [UInt32?] = []
    for scalar in data.unicodeScalars {
      codePoints.append(scalar.value == 0xFFFD ? nil : scalar.value)
    }
    precondition(codePoints.count == 128, "single-byte index of 128 code points")
    var utf8: [UInt32] = (0..<128).map { UInt32(1 << 24) | UInt32($0) }
    for codePoint in codePoints {
      var output = UTF8Output(reservingCapacity: 3)
      if let codePoint { output.append(codePoint) } else { output.appendReplacement() }
      var packed = UInt32(output.bytes.count) << 24
      for (offset, byte) in output.bytes.enumerated() { packed |= UInt32(byte) << (offset * 8) }
      utf8.append(packed)
    }
    self.utf8 = utf8
    self.codePoints = codePoints
  }

  /// The tables of every single-byte encoding, built on first use.
  static let all: [TextEncoding.Kind: SingleByteIndex] = {
    var tables: [TextEncoding.Kind: SingleByteIndex] = [:]
    for kind in TextEncoding.Kind.allCases {
      if let data = data(for: kind) { tables[kind] = SingleByteIndex(data: data) }
    }
    // ISO-8859-8-I decodes exactly like ISO-8859-8.
    tables[.iso88598I] = tables[.iso88598]
    return tables
  }()

  /// The single-byte decoder: ASCII bytes as themselves, others through the index, U+FFFD where
  /// the index has no code point. See https://encoding.spec.whatwg.org/#single-byte-decoder
  func decode(_ input: UnsafeBufferPointer<UInt8>) -> String {
    utf8.withUnsafeBufferPointer { table in
      var length = 0
      for byte in input { length &+= Int(table[Int(byte)] >> 24) }
      return String(unsafeUninitializedCapacity: length) { output in
        var index = 0
        for byte in input {
          if byte < 0x80 {
            output[index] = byte
            index &+= 1
            continue
          }
          let packed = table[Int(byte)]
          let count = Int(packed >> 24)
          output[index] = UInt8(truncatingIfNeeded: packed)
          output[index &+ 1] = UInt8(truncatingIfNeeded: packed >> 8)
          if count == 3 { output[index &+ 2] = UInt8(truncatingIfNeeded: packed >> 16) }
          index &+= count
        }
        return index
      }
    }
  }

  /// The single-byte decoder in replacement mode, appending to `output`.
  func decode(_ input: UnsafeBufferPointer<UInt8>, into output: inout UTF8Output) {
    utf8.withUnsafeBufferPointer { table in
      output.reserveCapacity(adding: input.count)
      for byte in input {
        if byte < 0x80 {
          output.append(ascii: byte)
        } else {
          output.append(packedUTF8: table[Int(byte)])
        }
      }
    }
  }
}
