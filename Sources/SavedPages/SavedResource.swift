import HTMLParsing

/// One resource of a saved page: an image, a style sheet, a script, a frame's document.
public struct SavedResource: Hashable, Sendable {
  /// The absolute URL the page used for this resource.
  public var url: String
  /// The resource's bytes, already decoded from any transfer encoding.
  public var bytes: [UInt8]
  /// The MIME type, lowercased, without parameters (e.g. `image/png`).
  public var mimeType: String
  /// The text encoding name (charset label) the archive gives, if any.
  public var textEncodingName: String?

  /// Creates a resource.
  public init(url: String, bytes: [UInt8], mimeType: String, textEncodingName: String? = nil) {
    self.url = url
    self.bytes = bytes
    self.mimeType = mimeType
    self.textEncodingName = textEncodingName
  }

  /// The bytes decoded as text with ``textEncodingName`` (UTF-8 when absent or unknown); a
  /// byte order mark wins, as the Encoding Standard's "decode" does.
  ///
  /// https://encoding.spec.whatwg.org/#decode
  public var text: String {
    let fallback = textEncodingName.flatMap { TextEncoding(label: $0) } ?? .utf8
    return TextDecoding.decode(bytes, as: fallback)
  }
}
