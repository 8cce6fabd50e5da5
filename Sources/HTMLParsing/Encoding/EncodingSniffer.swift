/// The HTML standard's encoding sniffing algorithm, which picks the encoding of a byte stream.
/// See https://html.spec.whatwg.org/multipage/parsing.html#encoding-sniffing-algorithm
public enum EncodingSniffer {
  /// Determines the encoding of a document from its bytes and what the caller knows.
  ///
  /// - Parameters:
  ///   - bytes: the document (only a BOM and the first 1024 bytes are examined).
  ///   - transportCharset: the `charset` parameter of the transport layer (e.g. HTTP
  ///     `Content-Type`), a label; an unknown label is ignored.
  ///   - override: an encoding the user explicitly chose.
  ///   - defaultEncoding: the encoding when nothing else decides (windows-1252 by default, as for
  ///     most locales).
  /// See https://html.spec.whatwg.org/multipage/parsing.html#encoding-sniffing-algorithm
  public static func sniff(
    _ bytes: UnsafeRawBufferPointer,
    transportCharset: String? = nil,
    override: TextEncoding? = nil,
    defaultEncoding: TextEncoding = .windows1252
  ) -> EncodingSniffResult {
    // 1. If the result of BOM sniffing is an encoding, return it with confidence certain.
    if let bom = byteOrderMark(in: bytes) {
      return EncodingSniffResult(
        encoding: bom.encoding, confidence: .certain, source: .byteOrderMark)
    }
    // 2. If the user has explicitly instructed the user agent to override the document's
    //    character encoding with a specific encoding, return it with confidence certain.
    if let override {
      return EncodingSniffResult(encoding: override, confidence: .certain, source: .override)
    }
    // 3. (The bytes are all available.)
    // 4. If the transport layer specifies a character encoding, and it is supported, return that
    //    encoding with the confidence certain.
    if let transportCharset, let encoding = TextEncoding(label: transportCharset) {
      return EncodingSniffResult(encoding: encoding, confidence: .certain, source: .transport)
    }
    // 5. Optionally prescan the byte stream to determine its encoding.
    if let encoding = prescan(bytes) {
      return EncodingSniffResult(encoding: encoding, confidence: .tentative, source: .prescan)
    }
    // 6-9. Otherwise, return an implementation-defined or user-specified default encoding, with
    //      the confidence tentative.
    return EncodingSniffResult(
      encoding: defaultEncoding, confidence: .tentative, source: .default)
  }

  /// Determines the encoding of `bytes`; see ``sniff(_:transportCharset:override:defaultEncoding:)-(UnsafeRawBufferPointer,_,_,_)``.
  public static func sniff(
    _ bytes: [UInt8],
    transportCharset: String? = nil,
    override: TextEncoding? = nil,
    defaultEncoding: TextEncoding = .windows1252
  ) -> EncodingSniffResult {
    bytes.withUnsafeBytes {
      sniff(
        $0, transportCharset: transportCharset, override: override,
        defaultEncoding: defaultEncoding)
    }
  }

  /// BOM sniffing: the encoding a UTF-8, UTF-16BE or UTF-16LE byte order mark at the start of
  /// `bytes` designates, with the BOM's length. See https://encoding.spec.whatwg.org/#bom-sniff
  static func byteOrderMark(in bytes: UnsafeRawBufferPointer) -> (
    encoding: TextEncoding, length: Int
  )? {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      return (.utf8, 3)
    }
    if bytes.count >= 2, bytes[0] == 0xFE, bytes[1] == 0xFF { return (.utf16BE, 2) }
    if bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xFE { return (.utf16LE, 2) }
    return nil
  }
}
