import Foundation

/// A folder of files standing for web servers: `DIR/host/path` answers `https://host/path`
/// and `http://host/path`.
///
/// - A URL whose path is empty or ends in `/` answers with `index.html` in that folder.
/// - The query and the port are ignored; percent-escapes in the path are decoded.
/// - A path with a `..` segment (after percent-decoding), a host that is `.` or `..`, a
///   non-HTTP URL or a missing file answers nothing: nothing outside the folder is ever read.
/// - The MIME type comes from the file extension (``mimeType(forPathExtension:)``).
struct FixtureDirectory {
  /// The folder.
  var path: String

  /// The file answering `url`, read now, or `nil`.
  func resource(for url: String) -> SavedResource? {
    guard let file = filePath(for: url) else { return nil }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory),
      !isDirectory.boolValue, let data = FileManager.default.contents(atPath: file)
    else { return nil }
    let fileExtension = (file as NSString).pathExtension
    return SavedResource(
      url: url, bytes: [UInt8](data), mimeType: Self.mimeType(forPathExtension: fileExtension))
  }

  /// The path of the file that would answer `url`, or `nil` when the URL cannot map to one.
  func filePath(for url: String) -> String? {
    guard let components = URLComponents(string: url),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host?.lowercased(), !host.isEmpty,
      // A host is one folder name: never `.`/`..` or anything with a separator, which would
      // reach outside the fixtures folder.
      host != ".", host != "..", !host.contains("/"), !host.contains("\\"), !host.contains("\0")
    else { return nil }
    var segments = components.path.split(separator: "/", omittingEmptySubsequences: false)
      .map(String.init)
    if segments.first == "" { segments.removeFirst() }
    guard !segments.contains(".."), !segments.contains(".") else { return nil }
    if segments.isEmpty || segments.last == "" {
      if !segments.isEmpty { segments.removeLast() }
      segments.append("index.html")
    }
    // A decoded NUL would cut the path short in the file system call (`a.txt%00.html` would
    // read `a.txt`): such a URL names no file.
    guard
      !segments.contains(where: { $0.isEmpty || $0.contains("/") || $0.contains("\0") })
    else { return nil }
    return ([path, host] + segments).joined(separator: "/")
  }

  /// The MIME type for a file extension; `application/octet-stream` when unknown.
  static func mimeType(forPathExtension pathExtension: String) -> String {
    switch pathExtension.lowercased() {
    case "html", "htm": return "text/html"
    case "xhtml": return "application/xhtml+xml"
    case "css": return "text/css"
    case "js", "mjs": return "text/javascript"
    case "json": return "application/json"
    case "txt": return "text/plain"
    case "xml": return "application/xml"
    case "svg": return "image/svg+xml"
    case "png": return "image/png"
    case "jpg", "jpeg": return "image/jpeg"
    case "gif": return "image/gif"
    case "webp": return "image/webp"
    case "ico": return "image/x-icon"
    case "woff": return "font/woff"
    case "woff2": return "font/woff2"
    default: return "application/octet-stream"
    }
  }
}
