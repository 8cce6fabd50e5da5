/// The kind of file a ``SavedPage`` came from.
public enum SavedPageFormat: String, Hashable, Sendable {
  /// An HTML file (`.html`, `.htm`), or text handed over directly.
  case html
  /// A Safari web archive (`.webarchive`): a binary or XML property list.
  case webArchive
  /// A MIME `multipart/related` archive (`.mhtml`, `.mht`), RFC 2557.
  case mhtml
  /// A plain-text file (`.txt`): its main MIME type is `text/plain` and
  /// ``SavedPage/makeDocument()`` shows it in a `<pre>`, as browsers show text files.
  case text

  /// The format a file name's extension announces, or `nil` for an unknown extension.
  public init?(fileName: String) {
    let name = fileName.lowercased()
    guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return nil }
    switch name[name.index(after: dot)...] {
    case "html", "htm", "xhtml", "shtml": self = .html
    case "webarchive": self = .webArchive
    case "mhtml", "mht": self = .mhtml
    case "txt", "text": self = .text
    default: return nil
    }
  }

  /// Guesses the format from the first bytes: `bplist00` or an XML `<plist` is a web archive,
  /// a leading MIME header (`MIME-Version:`, `From:`, `Content-Type:` …) is MHTML, anything else
  /// is HTML.
  static func sniff(_ bytes: [UInt8]) -> SavedPageFormat {
    let prefix = String(decoding: bytes.prefix(512), as: UTF8.self).lowercased()
    if prefix.hasPrefix("bplist") { return .webArchive }
    if prefix.hasPrefix("<?xml"), prefix.contains("<plist") { return .webArchive }
    let mimeStarts = [
      "mime-version:", "from:", "content-type:", "subject:", "snapshot-content-location:",
    ]
    if mimeStarts.contains(where: { prefix.hasPrefix($0) }), prefix.contains("multipart/") {
      return .mhtml
    }
    return .html
  }
}
