/// The outcome of the encoding sniffing algorithm: an encoding, a confidence and where it came
/// from. See https://html.spec.whatwg.org/multipage/parsing.html#encoding-sniffing-algorithm
public struct EncodingSniffResult: Sendable, Equatable {
  /// Which step of the encoding sniffing algorithm decided the encoding.
  public enum Source: Sendable, Hashable {
    /// A UTF-8, UTF-16BE or UTF-16LE byte order mark (step 1).
    case byteOrderMark
    /// An encoding the user explicitly chose (step 2).
    case override
    /// The `charset` of the transport layer, e.g. HTTP `Content-Type` (step 4).
    case transport
    /// A `<meta>` declaration found before parsing (step 5), by WebKit's scan
    /// (``EncodingSniffer/metaCharsetScan(_:)-(UnsafeRawBufferPointer)``).
    case prescan
    /// The bytes themselves: they are valid UTF-8 and hold non-ASCII, so the document is
    /// UTF-8 (step 8's autodetection, as Chrome and Firefox decide for local files; only when
    /// UTF-8 detection is asked for).
    case utf8Detection
    /// The default encoding (step 9).
    case `default`
  }

  /// The encoding to decode the document with.
  public var encoding: TextEncoding
  /// Whether a `<meta>` met while parsing may still change the encoding.
  public var confidence: EncodingConfidence
  /// Which step of the algorithm decided the encoding.
  public var source: Source

  /// Creates a result.
  public init(encoding: TextEncoding, confidence: EncodingConfidence, source: Source) {
    self.encoding = encoding
    self.confidence = confidence
    self.source = source
  }
}
