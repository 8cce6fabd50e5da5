internal import CJavaScriptCore
import Glibc

/// `JSStringRef` lives inside one of these scopes only, never stored (docs/conventions.md).
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

  /// A new `JSStringRef` (Create rule) holding `string`.
  ///
  /// Swift strings are UTF-8 and the engine's are Latin-1 or UTF-16. A short string without a
  /// NUL character goes through `JSStringCreateWithUTF8CString` (the engine then stores an
  /// ASCII string as Latin-1, as its own literals are); a longer one is transcoded here and
  /// handed over as UTF-16: the engine's UTF-8 reader converts at about 2.5 ns a byte, ten times
  /// what a copy of UTF-16 costs (a 1 KB string: 2.9 µs against 0.6 µs, measured with the C API
  /// of WebKitGTK 2.50), which made every large `textContent` or `innerHTML` slow.
  @inline(__always)
  static func make(_ string: String) -> JSStringRef {
    if string.utf8.count < utf16Threshold {
      let hasNUL =
        string.utf8.withContiguousStorageIfAvailable { bytes in
          guard let start = bytes.baseAddress, !bytes.isEmpty else { return false }
          return memchr(start, 0, bytes.count) != nil
        } ?? true
      if !hasNUL, let ref = string.withCString({ JSStringCreateWithUTF8CString($0) }) {
        return ref
      }
    }
    var contiguous = string
    return contiguous.withUTF8 { makeTranscoding($0) }
  }

  /// The UTF-8 length from which a string crosses as UTF-16 (below it both ways cost the same,
  /// and the Latin-1 form is the engine's usual one for short ASCII strings).
  static let utf16Threshold = 32

  /// A new `JSStringRef` holding the UTF-8 text `bytes` (valid UTF-8, as every Swift string's
  /// is), transcoded to UTF-16 first.
  static func makeTranscoding(_ bytes: UnsafeBufferPointer<UInt8>) -> JSStringRef {
    let capacity = max(bytes.count, 1)
    if capacity <= 2048 {
      let made = withUnsafeTemporaryAllocation(of: UInt16.self, capacity: capacity) {
        buffer -> JSStringRef? in
        guard let base = buffer.baseAddress else { return nil }
        return JSStringCreateWithCharacters(base, UTF8ToUTF16.transcode(bytes, into: base))
      }
      if let made { return made }
    }
    let buffer = UnsafeMutablePointer<UInt16>.allocate(capacity: capacity)
    defer { buffer.deallocate() }
    let count = UTF8ToUTF16.transcode(bytes, into: buffer)
    return JSStringCreateWithCharacters(buffer, count)
  }

  /// A Swift string from a `JSStringRef` (which the caller still owns).
  ///
  /// A short string is read as UTF-8 (the engine writes its 8-bit strings, most of them, out
  /// byte for byte, and Swift keeps UTF-8), a long one as UTF-16 transcoded here (see
  /// ``wellFormedString(_:)``). The engine's UTF-8 writer stops at a lone surrogate, so a
  /// result shorter than the string (in UTF-16 units) is read again as UTF-16, where the
  /// surrogate becomes U+FFFD.
  static func string(_ ref: JSStringRef) -> String {
    if let decoded = wellFormedString(ref) { return decoded }
    guard let characters = JSStringGetCharactersPtr(ref) else { return "" }
    let length = JSStringGetLength(ref)
    return String(decoding: UnsafeBufferPointer(start: characters, count: length), as: UTF16.self)
  }

  /// The string of `ref` when it holds no lone surrogate (read as UTF-8), else nil.
  ///
  /// A long string is read as UTF-16 and transcoded here: the engine's UTF-8 writer costs
  /// about 2.3 ns a code unit, its UTF-16 pointer (an 8-bit string widened once) 0.35 ns.
  static func wellFormedString(_ ref: JSStringRef) -> String? {
    let length = JSStringGetLength(ref)
    guard length > 0 else { return "" }
    if length >= utf16Threshold, let characters = JSStringGetCharactersPtr(ref) {
      return UTF16ToUTF8.wellFormedString(UnsafeBufferPointer(start: characters, count: length))
    }
    let capacity = JSStringGetMaximumUTF8CStringSize(ref)
    let decoded: String? =
      capacity <= 4096
      ? withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
        utf8String(ref, buffer.baseAddress, capacity, length: length)
      }
      : {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        return utf8String(ref, buffer, capacity, length: length)
      }()
    return decoded
  }

  /// `ref` written as UTF-8 into `buffer`, as a Swift string, or nil when the engine stopped
  /// early (its UTF-16 length is not `length`).
  @inline(__always)
  private static func utf8String(
    _ ref: JSStringRef, _ buffer: UnsafeMutablePointer<CChar>?, _ capacity: Int, length: Int
  ) -> String? {
    guard let buffer else { return nil }
    let written = JSStringGetUTF8CString(ref, buffer, capacity)
    guard written > 0 else { return nil }
    let string = String(
      decoding: UnsafeRawBufferPointer(start: buffer, count: written - 1), as: UTF8.self)
    return string.utf16.count == length ? string : nil
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
