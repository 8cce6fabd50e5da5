/// A growable UTF-8 buffer that decoders append scalars to; turned into a `String` at the end.
///
/// Decoders only append valid scalars (U+FFFD for errors), so the final conversion never repairs.
public struct UTF8Output: Sendable {
  /// The UTF-8 bytes decoded so far.
  public private(set) var bytes: [UInt8] = []

  /// An empty buffer with room for `capacity` bytes.
  public init(reservingCapacity capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// Makes room for `count` more bytes.
  mutating func reserveCapacity(adding count: Int) {
    bytes.reserveCapacity(bytes.count + count)
  }

  /// Appends one to three UTF-8 bytes packed as by ``SingleByteIndex``: the bytes in the low 24
  /// bits, their count in the high 8.
  @inline(__always)
  mutating func append(packedUTF8 packed: UInt32) {
    bytes.append(UInt8(truncatingIfNeeded: packed))
    let count = packed >> 24
    if count > 1 { bytes.append(UInt8(truncatingIfNeeded: packed >> 8)) }
    if count > 2 { bytes.append(UInt8(truncatingIfNeeded: packed >> 16)) }
  }

  /// Appends an ASCII byte.
  @inline(__always)
  mutating func append(ascii byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends a scalar value (callers pass scalar values only, never surrogates).
  @inline(__always)
  mutating func append(_ scalar: UInt32) {
    switch scalar {
    case 0..<0x80:
      bytes.append(UInt8(truncatingIfNeeded: scalar))
    case 0x80..<0x800:
      bytes.append(0xC0 | UInt8(truncatingIfNeeded: scalar >> 6))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
    case 0x800..<0x10000:
      bytes.append(0xE0 | UInt8(truncatingIfNeeded: scalar >> 12))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
    default:
      bytes.append(0xF0 | UInt8(truncatingIfNeeded: scalar >> 18))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 12) & 0x3F))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F))
      bytes.append(0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F))
    }
  }

  /// Appends U+FFFD REPLACEMENT CHARACTER, the result of a decoder error.
  /// See https://encoding.spec.whatwg.org/#decoder-error-mode
  @inline(__always)
  mutating func appendReplacement() {
    bytes.append(0xEF)
    bytes.append(0xBF)
    bytes.append(0xBD)
  }

  /// The decoded text.
  public func makeString() -> String {
    String(decoding: bytes, as: UTF8.self)
  }

  /// The decoded text from byte `offset` on (a whole scalar's first byte).
  public func makeString(from offset: Int) -> String {
    String(decoding: bytes[offset...], as: UTF8.self)
  }
}
