/// Code-unit string comparisons for selector matching, optionally ASCII-case-insensitive.
///
/// Selectors compare strings code point by code point (never by Unicode canonical
/// equivalence, which Swift's `==` uses), so these work on UTF-8 bytes.
/// https://drafts.csswg.org/selectors-4/#case-sensitive
enum SelectorStringMatching {
  @inline(__always)
  private static func fold(_ byte: UInt8, _ ignoreCase: Bool) -> UInt8 {
    ignoreCase && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
  }

  /// Runs `body` on the UTF-8 bytes of `string` without copying native strings.
  @inline(__always)
  static func withBytes<R>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(string.utf8).withUnsafeBufferPointer(body)
  }

  private static func equal(
    _ a: UnsafeBufferPointer<UInt8>, _ aStart: Int, _ b: UnsafeBufferPointer<UInt8>,
    _ ignoreCase: Bool
  ) -> Bool {
    if !ignoreCase {
      for index in 0..<b.count where a[aStart + index] != b[index] { return false }
      return true
    }
    for index in 0..<b.count where fold(a[aStart + index], true) != fold(b[index], true) {
      return false
    }
    return true
  }

  /// Whether `a` and `b` are the same code points (ASCII letters folded if `ignoreCase`).
  static func equals(_ a: String, _ b: String, ignoreCase: Bool = false) -> Bool {
    guard a.utf8.count == b.utf8.count else { return false }
    return withBytes(a) { x in withBytes(b) { y in equal(x, 0, y, ignoreCase) } }
  }

  /// Whether `string` starts with `prefix`.
  static func hasPrefix(_ string: String, _ prefix: String, ignoreCase: Bool) -> Bool {
    guard string.utf8.count >= prefix.utf8.count else { return false }
    return withBytes(string) { x in withBytes(prefix) { y in equal(x, 0, y, ignoreCase) } }
  }

  /// Whether `string` ends with `suffix`.
  static func hasSuffix(_ string: String, _ suffix: String, ignoreCase: Bool) -> Bool {
    let offset = string.utf8.count - suffix.utf8.count
    guard offset >= 0 else { return false }
    return withBytes(string) { x in withBytes(suffix) { y in equal(x, offset, y, ignoreCase) } }
  }

  /// Whether `string` contains `part`.
  static func contains(_ string: String, _ part: String, ignoreCase: Bool) -> Bool {
    let last = string.utf8.count - part.utf8.count
    guard last >= 0 else { return false }
    return withBytes(string) { x in
      withBytes(part) { y in
        for start in 0...last where equal(x, start, y, ignoreCase) { return true }
        return false
      }
    }
  }

  /// Whether `token` is one of the ASCII-whitespace-separated words of `list`.
  static func containsToken(_ list: String, _ token: String, ignoreCase: Bool) -> Bool {
    let length = token.utf8.count
    guard length > 0, list.utf8.count >= length else { return false }
    return withBytes(list) { x in
      withBytes(token) { y in
        var start = 0
        let count = x.count
        while start < count {
          while start < count && x[start].isASCIIWhitespace { start += 1 }
          var stop = start
          while stop < count && !x[stop].isASCIIWhitespace { stop += 1 }
          if stop - start == length && equal(x, start, y, ignoreCase) { return true }
          start = stop
        }
        return false
      }
    }
  }
}
