/// The property-list keys of Safari's web archive format (`WebArchive` / `WebResource` in
/// WebKit's `LegacyWebArchive`).
///
/// https://github.com/WebKit/WebKit/blob/main/Source/WebCore/loader/archive/cf/LegacyWebArchive.cpp
enum WebArchiveKey {
  /// The archive's main resource (a resource dictionary).
  static let mainResource = "WebMainResource"
  /// The archive's other resources (an array of resource dictionaries).
  static let subresources = "WebSubresources"
  /// The archives of the page's frames (an array of archive dictionaries).
  static let subframeArchives = "WebSubframeArchives"
  /// A resource's bytes (data).
  static let data = "WebResourceData"
  /// A resource's absolute URL (string).
  static let url = "WebResourceURL"
  /// A resource's MIME type (string).
  static let mimeType = "WebResourceMIMEType"
  /// A resource's charset label (string, optional).
  static let textEncodingName = "WebResourceTextEncodingName"
  /// The name of the frame a main resource was shown in (string, optional).
  static let frameName = "WebResourceFrameName"
  /// The archived HTTP response (data, optional; not read).
  static let response = "WebResourceResponse"
}
