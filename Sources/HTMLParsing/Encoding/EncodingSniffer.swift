/// The HTML standard's encoding sniffing algorithm, which picks the encoding of a byte stream,
/// with WebKit's `<meta>` scan in its prescan step and an optional UTF-8 detection.
///
/// The order: a byte order mark; an override; the transport charset (an unknown label is
/// ignored); a `<meta charset>` or `<meta http-equiv="Content-Type">` declaration found by
/// ``metaCharsetScan(_:)-(UnsafeRawBufferPointer)``; then, with `detectsUTF8`, UTF-8 when the
/// bytes are valid UTF-8 and hold non-ASCII; else the default encoding.
/// See https://html.spec.whatwg.org/multipage/parsing.html#encoding-sniffing-algorithm
public enum EncodingSniffer {
  /// Determines the encoding of a document from its bytes and what the caller knows.
  ///
  /// - Parameters:
  ///   - bytes: the document (its BOM, its `<meta>` declarations and, for UTF-8 detection, all
  ///     of it are examined).
  ///   - transportCharset: the `charset` parameter of the transport layer (e.g. HTTP
  ///     `Content-Type`), a label; an unknown label is ignored.
  ///   - override: an encoding the user explicitly chose.
  ///   - defaultEncoding: the encoding when nothing else decides (windows-1252 by default, as for
  ///     most locales).
  ///   - detectsUTF8: whether a document with no BOM, transport charset or `<meta>` declaration
  ///     is UTF-8 when its bytes are valid UTF-8 and hold non-ASCII (step 8's autodetection, as
  ///     Chrome and Firefox do for local files); without it, such a document gets
  ///     `defaultEncoding`, as the standard's step 9 gives.
  /// See https://html.spec.whatwg.org/multipage/parsing.html#encoding-sniffing-algorithm
  public static func sniff(
    _ bytes: UnsafeRawBufferPointer,
    transportCharset: String? = nil,
    override: TextEncoding? = nil,
    defaultEncoding: TextEncoding = .windows1252,
    detectsUTF8: Bool = false
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
    // 5. Optionally prescan the byte stream to determine its encoding: WebKit's scan, which
    //    looks through the whole head and at least the first 1024 bytes.
    if let encoding = metaCharsetScan(bytes) {
      return EncodingSniffResult(encoding: encoding, confidence: .tentative, source: .prescan)
    }
    // 8. The user agent may attempt to autodetect the character encoding: UTF-8 when the
    //    bytes are valid UTF-8 and hold non-ASCII.
    if detectsUTF8, isUTF8WithNonASCII(bytes) {
      return EncodingSniffResult(encoding: .utf8, confidence: .tentative, source: .utf8Detection)
    }
    // 9. Otherwise, return an implementation-defined or user-specified default encoding, with
    //    the confidence tentative.
    return EncodingSniffResult(
      encoding: defaultEncoding, confidence: .tentative, source: .default)
  }

  /// Determines the encoding of `bytes`; see ``sniff(_:transportCharset:override:defaultEncoding:detectsUTF8:)-(UnsafeRawBufferPointer,_,_,_,_)``.
  public static func sniff(
    _ bytes: [UInt8],
    transportCharset: String? = nil,
    override: TextEncoding? = nil,
    defaultEncoding: TextEncoding = .windows1252,
    detectsUTF8: Bool = false
  ) -> EncodingSniffResult {
    bytes.withUnsafeBytes {
      sniff(
        $0, transportCharset: transportCharset, override: override,
        defaultEncoding: defaultEncoding, detectsUTF8: detectsUTF8)
    }
  }

  /// Whether `bytes` are well-formed UTF-8 holding at least one non-ASCII character: what UTF-8
  /// detection asks (an all-ASCII document decodes the same in UTF-8 and windows-1252, and gets
  /// the default encoding).
  public static func isUTF8WithNonASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let input = bytes.bindMemory(to: UInt8.self)
    guard input.contains(where: { $0 >= 0x80 }) else { return false }
    return UTF8Decoder.isValid(input)
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
