/// The multi-byte indexes of the Encoding standard, decoded on first use from the compact string
/// literals of `MultiByteIndex+Generated.swift` into arrays of code points (0: no mapping).
///
/// Derived from Python 3's codecs by `Scripts/generate-encoding-indexes.py`, corrected where a codec
/// differs from the standard. Known deviation: about 190 pointers of index Big5 in the HKSCS range
/// that duplicate ordinary Big5 characters are missing from Python's `big5hkscs` codec, so they
/// decode to U+FFFD instead of their code point.
/// See https://encoding.spec.whatwg.org/#indexes
enum MultiByteIndex {
  /// index jis0208, https://encoding.spec.whatwg.org/#index-jis0208
  static let jis0208 = codePoints(jis0208Data)
  /// index jis0212, https://encoding.spec.whatwg.org/#index-jis0212
  static let jis0212 = codePoints(jis0212Data)
  /// index EUC-KR, https://encoding.spec.whatwg.org/#index-euc-kr
  static let eucKR = codePoints(eucKRData)
  /// index gb18030, https://encoding.spec.whatwg.org/#index-gb18030
  static let gb18030 = codePoints(gb18030Data)
  /// index Big5, https://encoding.spec.whatwg.org/#index-big5
  static let big5 = codePoints(big5Data)

  /// One code point per scalar of `data`; U+FFFD (no mapping) becomes 0.
  static func codePoints(_ data: String) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(data.unicodeScalars.count)
    for scalar in data.unicodeScalars {
      result.append(scalar.value == 0xFFFD ? 0 : scalar.value)
    }
    return result
  }

  /// Looks `pointer` up in `index`: nil when it is out of range or has no code point.
  @inline(__always)
  static func codePoint(_ pointer: Int, in index: [UInt32]) -> UInt32? {
    guard pointer >= 0, pointer < index.count else { return nil }
    let value = index[pointer]
    return value == 0 ? nil : value
  }

  /// The index gb18030 ranges code point for `pointer`.
  /// See https://encoding.spec.whatwg.org/#index-gb18030-ranges-code-point
  static func gb18030RangesCodePoint(_ pointer: Int) -> UInt32? {
    // 1. If pointer is greater than 39419 and less than 189000, or pointer is greater than
    //    1237575, return null.
    if (pointer > 39419 && pointer < 189_000) || pointer > 1_237_575 { return nil }
    // 2. If pointer is 7457, return code point U+E7C7.
    if pointer == 7457 { return 0xE7C7 }
    // 3. If pointer is greater than or equal to 189000, return a code point whose value is
    //    0x10000 + pointer − 189000.
    if pointer >= 189_000 { return UInt32(0x10000 + pointer - 189_000) }
    // 4-6. The last range whose pointer is at most pointer, offset linearly.
    let ranges = gb18030Ranges
    var low = 0
    var high = ranges.count / 2 - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if Int(ranges[middle * 2]) <= pointer { low = middle } else { high = middle - 1 }
    }
    return ranges[low * 2 + 1] + UInt32(pointer - Int(ranges[low * 2]))
  }
}
