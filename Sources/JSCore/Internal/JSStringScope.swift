internal import CJavaScriptCore
import Glibc

/// `JSStringRef` lives inside one of these scopes only, never stored (STYLE.md §3).
enum JSStringScope {
  /// Calls `body` with a temporary `JSStringRef` holding `string`.
  @inline(__always)
  static func with<R, E: Error>(_ string: String, _ body: (JSStringRef) throws(E) -> R) throws(E)
    -> R
  {
    let ref = make(string)
    defer { JSStringRelease(ref) }
    return try body(ref)
  }

  /// A new `JSStringRef` (Create rule) holding `string`. Swift strings are UTF-8: without a
  /// NUL character, the engine reads the UTF-8 directly (an ASCII string is then stored as
  /// Latin-1, with no conversion); otherwise the UTF-16 code units are copied out first.
  @inline(__always)
  static func make(_ string: String) -> JSStringRef {
    let hasNUL =
      string.utf8.withContiguousStorageIfAvailable { bytes in
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return false }
        return memchr(start, 0, bytes.count) != nil
      } ?? true
    if !hasNUL, let ref = string.withCString({ JSStringCreateWithUTF8CString($0) }) {
      return ref
    }
    let units = Array(string.utf16)
    return units.withUnsafeBufferPointer {
      JSStringCreateWithCharacters($0.baseAddress, $0.count)
    }
  }

  /// A Swift string from a `JSStringRef` (which the caller still owns).
  static func string(_ ref: JSStringRef) -> String {
    let length = JSStringGetLength(ref)
    guard length > 0, let characters = JSStringGetCharactersPtr(ref) else { return "" }
    return String(decoding: UnsafeBufferPointer(start: characters, count: length), as: UTF16.self)
  }

  /// The exact UTF-16 code units of a `JSStringRef` (lone surrogates kept).
  static func units(_ ref: JSStringRef) -> [UInt16] {
    let length = JSStringGetLength(ref)
    guard length > 0, let characters = JSStringGetCharactersPtr(ref) else { return [] }
    return Array(UnsafeBufferPointer(start: characters, count: length))
  }

  /// Takes ownership of a created `JSStringRef` (Create rule), returning its text.
  static func consume(_ ref: JSStringRef?) -> String? {
    guard let ref else { return nil }
    defer { JSStringRelease(ref) }
    return string(ref)
  }
}
