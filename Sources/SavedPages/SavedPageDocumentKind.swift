/// What kind of document a browser makes for a main resource of a given MIME type; see
/// ``SavedPage/makeDocument()``.
public enum SavedPageDocumentKind: Hashable, Sendable {
  /// Markup parsed as HTML: `text/html`, `application/xhtml+xml` (parsed as HTML here, not
  /// XML), or an empty type.
  case html
  /// Text shown in a `<pre>`: every `text/*` type but HTML, JSON (`application/json`,
  /// `…+json`), JavaScript (`application/javascript`, `application/x-javascript`,
  /// `application/ecmascript`) and XML (`application/xml`, `…+xml` outside `image/`).
  case text
  /// An image shown in an `<img>`: `image/*`.
  case image
  /// Anything else (`application/pdf`, `application/octet-stream`, `video/*`…): an empty body.
  case binary

  /// The kind for `mimeType` (parameters and case are ignored).
  public init(mimeType: String) {
    let essence = MIMEType.essence(mimeType)
    if essence.isEmpty || essence == "text/html" || essence == "application/xhtml+xml" {
      self = .html
    } else if essence.hasPrefix("image/") {
      self = .image
    } else if essence.hasPrefix("text/") || Self.textApplicationTypes.contains(essence)
      || (essence.hasPrefix("application/")
        && (essence.hasSuffix("+json") || essence.hasSuffix("+xml")))
    {
      self = .text
    } else {
      self = .binary
    }
  }

  /// `application/` types that are text.
  private static let textApplicationTypes: Set<String> = [
    "application/json", "application/javascript", "application/x-javascript",
    "application/ecmascript", "application/xml", "application/x-sh",
  ]
}
