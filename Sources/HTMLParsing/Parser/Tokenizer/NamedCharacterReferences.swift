/// The named character references table and its longest-match lookup. The table is generated
/// (``NamedCharacterReferences`` `+Generated.swift`, by
/// `Scripts/generate-named-character-references.py`): names sorted by bytes, so the names
/// starting with a given prefix are one contiguous range that each further byte narrows by
/// binary search.
///
/// https://html.spec.whatwg.org/multipage/named-characters.html#named-character-references
enum NamedCharacterReferences {
  /// A match: the length of the name matched (without the `&`) and its code points (the second
  /// is 0 when the reference stands for one code point).
  struct Match {
    var length: Int
    var first: UInt32
    var second: UInt32
  }

  /// The longest name of the table that the bytes starting at `start` begin with ("consume the
  /// maximum number of characters possible"), or nil.
  ///
  /// https://html.spec.whatwg.org/multipage/parsing.html#named-character-reference-state
  static func longestMatch(in bytes: [UInt8], from start: Int) -> Match? {
    let names = nameBytes
    let offsets = nameOffsets
    // The names in lo..<hi all start with bytes[start..<start + depth].
    var lo = 0
    var hi = count
    var depth = 0
    var best = -1
    var bestLength = 0
    var position = start
    while position < bytes.count {
      let byte = bytes[position]
      // Names equal to the prefix sort first: skip the one (if any), it was recorded.
      if Int(offsets[lo + 1]) - Int(offsets[lo]) == depth { lo += 1 }
      // First name in lo..<hi whose byte at `depth` is >= byte.
      var low = lo
      var high = hi
      while low < high {
        let middle = (low + high) >> 1
        if names[Int(offsets[middle]) + depth] < byte { low = middle + 1 } else { high = middle }
      }
      let first = low
      high = hi
      while low < high {
        let middle = (low + high) >> 1
        if names[Int(offsets[middle]) + depth] <= byte { low = middle + 1 } else { high = middle }
      }
      lo = first
      hi = low
      if lo >= hi { break }
      depth += 1
      position += 1
      if Int(offsets[lo + 1]) - Int(offsets[lo]) == depth {
        best = lo
        bestLength = depth
      }
    }
    guard best >= 0 else { return nil }
    return Match(length: bestLength, first: firstCodePoints[best], second: secondCodePoints[best])
  }
}
