/// A web page loaded from a file: the main document's bytes, its URL and encoding, the
/// resources saved with it and the documents of its frames.
///
/// Load one with ``SavedPageLoader``; turn it into a DOM with ``parseDocument(options:)``.
public struct SavedPage: Sendable {
  /// The page URL: given by the caller, else the archive's, else a "saved from url" mark,
  /// else the file's `file://` URL. A `<base href>` in the document is not applied here.
  public var url: String
  /// The main document's bytes, decoded from any transfer encoding but not from its charset.
  public var bytes: [UInt8]
  /// The main document's MIME type, lowercased, without parameters (`text/html` for HTML files).
  public var mimeType: String
  /// The charset the archive gives for the main document (the transport charset), if any.
  public var textEncodingName: String?
  /// The frame name a web archive records for this document, if any.
  public var frameName: String?
  /// The resources saved with the page, by absolute URL.
  public var resources: SavedResources
  /// The documents of the page's frames, by their URL (web archive subframe archives).
  public var frames: [String: SavedPage]
  /// The kind of file the page came from.
  public var format: SavedPageFormat
  /// A title the archive records outside the document: an MHTML message's `Subject` header,
  /// with RFC 2047 encoded words decoded. `nil` when there is none.
  public var titleHint: String?
  /// What the loader skipped or repaired (a damaged resource dropped, a truncated message);
  /// empty for a clean file.
  public var warnings: [SavedPageWarning]

  /// Creates a page.
  public init(
    url: String, bytes: [UInt8], mimeType: String = "text/html", textEncodingName: String? = nil,
    frameName: String? = nil, resources: SavedResources = SavedResources(),
    frames: [String: SavedPage] = [:], format: SavedPageFormat = .html,
    titleHint: String? = nil, warnings: [SavedPageWarning] = []
  ) {
    self.url = url
    self.bytes = bytes
    self.mimeType = mimeType
    self.textEncodingName = textEncodingName
    self.frameName = frameName
    self.resources = resources
    self.frames = frames
    self.format = format
    self.titleHint = titleHint
    self.warnings = warnings
  }

  /// The main document as a resource (its URL, bytes, MIME type and encoding).
  public var mainResource: SavedResource {
    SavedResource(url: url, bytes: bytes, mimeType: mimeType, textEncodingName: textEncodingName)
  }
}
