import HTMLParsing

/// What the binding needs to parse `responseXML` or a `"document"` response: the bytes, their
/// encoding (already chosen) and the response URL. https://xhr.spec.whatwg.org/#document-response
public struct XMLHttpRequestDocumentSource: Sendable {
  /// The received bytes.
  public var bytes: [UInt8]
  /// The final MIME type.
  public var mimeType: MIMEType
  /// The encoding to decode with (a BOM still wins).
  public var encoding: TextEncoding
  /// The document's URL: the response URL.
  public var url: String

  /// Whether to parse as HTML (else as XML).
  public var isHTML: Bool { mimeType.isHTML }
}
