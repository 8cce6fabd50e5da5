/// The `TextEncoder` interface: text to UTF-8 bytes. Input is UTF-16 code units, as a JS string
/// holds them; lone surrogates become U+FFFD. https://encoding.spec.whatwg.org/#interface-textencoder
public final class TextEncoder: Sendable {
  /// Makes an encoder. https://encoding.spec.whatwg.org/#dom-textencoder
  public init() {}

  /// Always `utf-8`. https://encoding.spec.whatwg.org/#dom-textencoder-encoding
  public var encoding: String { "utf-8" }

  /// `encode(input)`: the UTF-8 bytes of `input` converted to scalar values.
  /// https://encoding.spec.whatwg.org/#dom-textencoder-encode
  public func encode(_ input: [UInt16]) -> [UInt8] {
    // The USVString conversion replaces each lone surrogate with U+FFFD; then
    // 1–3. run UTF-8's encoder on the code points and return the bytes.
    Array(String(decoding: input, as: UTF16.self).utf8)
  }

  /// `encode(input)` for a Swift string (which holds no lone surrogate).
  /// https://encoding.spec.whatwg.org/#dom-textencoder-encode
  public func encode(_ input: String) -> [UInt8] {
    Array(input.utf8)
  }

  /// `encodeInto(source, destination)`: writes whole UTF-8 sequences of `source` into
  /// `destination` from its start while they fit; returns the code units read and the bytes
  /// written. https://encoding.spec.whatwg.org/#dom-textencoder-encodeinto
  public func encodeInto<Destination: MutableCollection>(
    _ source: [UInt16], _ destination: inout Destination
  ) -> (read: Int, written: Int) where Destination.Element == UInt8 {
    // 1. Let read be 0. 2. Let written be 0.
    var read = 0
    var written = 0
    let capacity = destination.count
    var output = destination.startIndex
    var buffer: [UInt8] = []
    buffer.reserveCapacity(4)
    // 3–5. For each scalar value of source (a lone surrogate is U+FFFD):
    while read < source.count {
      let unit = UInt32(source[read])
      var codePoint = unit
      var units = 1
      if (0xD800...0xDBFF).contains(unit), read + 1 < source.count,
        (0xDC00...0xDFFF).contains(UInt32(source[read + 1]))
      {
        codePoint = 0x10000 + ((unit - 0xD800) << 10) + (UInt32(source[read + 1]) - 0xDC00)
        units = 2
      } else if (0xD800...0xDFFF).contains(unit) {
        codePoint = 0xFFFD
      }
      buffer.removeAll(keepingCapacity: true)
      buffer.append(contentsOf: (Unicode.Scalar(codePoint) ?? "\u{FFFD}").utf8)
      // 5.3. If destination's byte length − written is greater than or equal to the number of
      //      bytes in result: increase read by 2 for a code point above U+FFFF, else by 1;
      //      write the bytes; increase written. 5.4. Otherwise, break.
      guard capacity - written >= buffer.count else { break }
      for byte in buffer {
        destination[output] = byte
        destination.formIndex(after: &output)
      }
      read += units
      written += buffer.count
    }
    // 6. Return «[ "read" → read, "written" → written ]».
    return (read, written)
  }
}
