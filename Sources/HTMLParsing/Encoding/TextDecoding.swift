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

  /// Runs `encoding`'s decoder over `input` with no BOM handling, errors replaced. Valid UTF-8
  /// and single-byte encodings take a whole-buffer fast path.
  /// See https://encoding.spec.whatwg.org/#concept-encoding-run
  static func decodeWithoutBOM(_ input: UnsafeBufferPointer<UInt8>, as encoding: TextEncoding)
    -> String
  {
    switch encoding.kind {
    case .utf8: return UTF8Decoder.decode(input)
    case .xUserDefined, .replacement, .utf16BE, .utf16LE: break
    default:
      if let index = SingleByteIndex.all[encoding.kind] { return index.decode(input) }
    }
    var output = UTF8Output(reservingCapacity: input.count * 2)
    var decoder = EncodingDecoder(encoding)
    _ = decoder.decode(input, flush: true, into: &output)
    return output.makeString()
  }

  /// UTF-8 decode, as other standards call it: a leading UTF-8 BOM is removed and errors
  /// become U+FFFD. https://encoding.spec.whatwg.org/#utf-8-decode
  public static func utf8Decode(_ bytes: [UInt8]) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      // 1–2. Peek three bytes; if they are 0xEF 0xBB 0xBF, read them.
      let hasBOM =
        buffer.count >= 3 && buffer[0] == 0xEF && buffer[1] == 0xBB && buffer[2] == 0xBF
      // 3. Process the queue with an instance of UTF-8's decoder.
      return UTF8Decoder.decode(UnsafeBufferPointer(rebasing: buffer[(hasBOM ? 3 : 0)...]))
    }
  }
}
