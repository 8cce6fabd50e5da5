/// An instance of an encoding's decoder for one stream of bytes, keeping its state between
/// chunks: what `TextDecoder`, `fetch`, `XMLHttpRequest` and the parser decode with.
/// https://encoding.spec.whatwg.org/#decoder
///
/// No BOM sniffing happens here (see ``TextDecoding/decode(_:as:)-([UInt8],_)`` and
/// `TextDecoder`'s "serialize I/O queue"); output is UTF-8, valid by construction.
public struct EncodingDecoder: Sendable {
  /// The encoding whose decoder this is.
  public let encoding: TextEncoding
  private var instance: Instance

  /// The decoder of each kind, by value (no existential in the byte loop).
  private enum Instance: Sendable {
    case utf8(UTF8Decoder)
    case utf16(UTF16Decoder)
    case gb18030(GB18030Decoder)
    case big5(Big5Decoder)
    case eucJP(EUCJPDecoder)
    case iso2022JP(ISO2022JPDecoder)
    case shiftJIS(ShiftJISDecoder)
    case eucKR(EUCKRDecoder)
    case singleByte(SingleByteDecoder)
    case replacement(ReplacementDecoder)
  }

  /// A new instance of `encoding`'s decoder, in its initial state.
  public init(_ encoding: TextEncoding) {
    self.encoding = encoding
    switch encoding.kind {
    case .utf8: instance = .utf8(UTF8Decoder())
    case .utf16BE: instance = .utf16(UTF16Decoder(bigEndian: true))
    case .utf16LE: instance = .utf16(UTF16Decoder(bigEndian: false))
    case .gbk, .gb18030: instance = .gb18030(GB18030Decoder())
    case .big5: instance = .big5(Big5Decoder())
    case .eucJP: instance = .eucJP(EUCJPDecoder())
    case .iso2022JP: instance = .iso2022JP(ISO2022JPDecoder())
    case .shiftJIS: instance = .shiftJIS(ShiftJISDecoder())
    case .eucKR: instance = .eucKR(EUCKRDecoder())
    case .replacement: instance = .replacement(ReplacementDecoder())
    case .xUserDefined: instance = .singleByte(SingleByteDecoder(index: nil))
    default:
      // Every other encoding of the standard is single-byte, with an index.
      instance = .singleByte(SingleByteDecoder(index: SingleByteIndex.all[encoding.kind]))
    }
  }

  /// Decodes `input`, appending to `output`; with `flush`, the end of the stream follows it
  /// (a partial sequence left is then an error). Returns `false` at the first error when
  /// `fatal` (`output` then holds what came before it, and the instance should be dropped);
  /// otherwise every error becomes U+FFFD and the result is `true`.
  /// https://encoding.spec.whatwg.org/#concept-encoding-process
  public mutating func decode(
    _ input: UnsafeBufferPointer<UInt8>, flush: Bool, fatal: Bool = false,
    into output: inout UTF8Output
  ) -> Bool {
    switch instance {
    case .utf8(var decoder):
      defer { instance = .utf8(decoder) }
      return decoder.process(input, flush: flush, fatal: fatal, into: &output)
    case .utf16(var decoder):
      defer { instance = .utf16(decoder) }
      return decoder.process(input, flush: flush, fatal: fatal, into: &output)
    case .gb18030(var decoder):
      defer { instance = .gb18030(decoder) }
      return decoder.process(input, flush: flush, fatal: fatal, into: &output)
    case .big5(var decoder):
      defer { instance = .big5(decoder) }
      return decoder.process(input, flush: flush, fatal: fatal, into: &output)
    case .eucJP(var decoder):
      defer { instance = .eucJP(decoder) }
      return decoder.process(input, flush: flush, fatal: fatal, into: &output)
    case .iso2022JP(var decoder):
      defer { instance = .iso2022JP(decoder) }
      return decoder.process(input, flush: flush, fatal: fatal, into: &output)
    case .shiftJIS(var decoder):
      defer { instance = .shiftJIS(decoder) }
      return decoder.process(input, flush: flush, fatal: fatal, into: &output)
    case .eucKR(var decoder):
      defer { instance = .eucKR(decoder) }
      return decoder.process(input, flush: flush, fatal: fatal, into: &output)
    case .singleByte(var decoder):
      defer { instance = .singleByte(decoder) }
      return decoder.process(input, flush: flush, fatal: fatal, into: &output)
    case .replacement(var decoder):
      defer { instance = .replacement(decoder) }
      return decoder.process(input, flush: flush, fatal: fatal, into: &output)
    }
  }

  /// Decodes `input` like ``decode(_:flush:fatal:into:)-(UnsafeBufferPointer<UInt8>,_,_,_)``.
  public mutating func decode(
    _ input: [UInt8], flush: Bool, fatal: Bool = false, into output: inout UTF8Output
  ) -> Bool {
    input.withUnsafeBufferPointer { decode($0, flush: flush, fatal: fatal, into: &output) }
  }
}
