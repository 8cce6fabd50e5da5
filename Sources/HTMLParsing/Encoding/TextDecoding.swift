/// Decodes bytes to text with the decoders of the WHATWG Encoding standard.
///
/// Decoding never fails: invalid input becomes U+FFFD REPLACEMENT CHARACTER as the standard
/// specifies for each encoding. See https://encoding.spec.whatwg.org/#decode
public enum TextDecoding {
  /// Decodes `bytes` as `encoding`, after BOM sniffing: a UTF-8, UTF-16BE or UTF-16LE byte order
  /// mark overrides `encoding` and is removed. See https://encoding.spec.whatwg.org/#decode
  public static func decode(_ bytes: [UInt8], as encoding: TextEncoding) -> String {
    decodeReportingEncoding(bytes, as: encoding).text
  }

  /// Decodes `bytes` as `encoding`, after BOM sniffing. See https://encoding.spec.whatwg.org/#decode
  public static func decode(_ bytes: UnsafeRawBufferPointer, as encoding: TextEncoding) -> String {
    decodeReportingEncoding(bytes, as: encoding).text
  }

  /// Decodes `bytes` like ``decode(_:as:)-([UInt8],_)`` and also reports the encoding finally used,
  /// which differs from `encoding` when a byte order mark was found.
  public static func decodeReportingEncoding(
    _ bytes: [UInt8], as encoding: TextEncoding
  ) -> (text: String, encoding: TextEncoding) {
    bytes.withUnsafeBytes { decodeReportingEncoding($0, as: encoding) }
  }

  /// Decodes `bytes` after BOM sniffing and reports the encoding finally used.
  /// See https://encoding.spec.whatwg.org/#decode
  public static func decodeReportingEncoding(
    _ bytes: UnsafeRawBufferPointer, as encoding: TextEncoding
  ) -> (text: String, encoding: TextEncoding) {
    let input = bytes.bindMemory(to: UInt8.self)
    // 1-3. Let BOMEncoding be the result of BOM sniffing; if non-null, use it and skip the BOM.
    if let bom = EncodingSniffer.byteOrderMark(in: bytes) {
      let rest = UnsafeBufferPointer(rebasing: input[bom.length...])
      return (decodeWithoutBOM(rest, as: bom.encoding), bom.encoding)
    }
    // 4. Process the queue with an instance of encoding's decoder.
    return (decodeWithoutBOM(input, as: encoding), encoding)
  }

  /// Runs `encoding`'s decoder over `input` with no BOM handling.
  /// See https://encoding.spec.whatwg.org/#concept-encoding-run
  static func decodeWithoutBOM(_ input: UnsafeBufferPointer<UInt8>, as encoding: TextEncoding)
    -> String
  {
    switch encoding.kind {
    case .utf8: return UTF8Decoder.decode(input)
    case .utf16BE: return UTF16Decoder.decode(input, bigEndian: true)
    case .utf16LE: return UTF16Decoder.decode(input, bigEndian: false)
    case .gbk, .gb18030: return GB18030Decoder.decode(input)
    case .big5: return Big5Decoder.decode(input)
    case .eucJP: return EUCJPDecoder.decode(input)
    case .iso2022JP: return ISO2022JPDecoder.decode(input)
    case .shiftJIS: return ShiftJISDecoder.decode(input)
    case .eucKR: return EUCKRDecoder.decode(input)
    case .replacement:
      // https://encoding.spec.whatwg.org/#replacement-decoder: one error for non-empty input.
      return input.isEmpty ? "" : "\u{FFFD}"
    case .xUserDefined:
      // https://encoding.spec.whatwg.org/#x-user-defined-decoder: 0x80-0xFF to U+F780-U+F7FF.
      var output = UTF8Output(reservingCapacity: input.count * 3)
      for byte in input {
        if byte < 0x80 {
          output.append(ascii: byte)
        } else {
          output.append(0xF780 + UInt32(byte) - 0x80)
        }
      }
      return output.makeString()
    default:
      guard let index = SingleByteIndex.all[encoding.kind] else {
        preconditionFailure("every other encoding is single-byte")
      }
      return index.decode(input)
    }
  }
}
