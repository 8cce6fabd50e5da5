import Foundation

/// What a JSON report needs to stay the same between machines: the local folders whose
/// absolute paths (and `file:` URLs) are removed from paths, URLs, locations and messages.
public struct ReportPaths: Sendable {
  /// Prefixes replaced by nothing, longest first (`file:///home/me/pages/`, `/home/me/pages/`).
  private var prefixes: [String] = []

  /// No folder removed.
  public init() {}

  /// Removes `folders` (absolute, or relative to the current directory) and the current
  /// directory itself.
  public init(folders: [String]) {
    var urls = folders.map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
    urls.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    for folder in urls {
      var path = folder.path
      if !path.hasSuffix("/") { path += "/" }
      guard path != "/", !prefixes.contains(path) else { continue }
      prefixes.append(URL(fileURLWithPath: path, isDirectory: true).absoluteString)
      prefixes.append(path)
    }
    prefixes.sort { $0.count > $1.count }
  }

  /// Removes the folders holding the page file (unless it is `-`, standard input) and the
  /// script (a file or an extension folder), and the current directory.
  public init(pagePath: String, scriptPath: String) {
    var folders: [String] = []
    if pagePath != "-" {
      folders.append(
        URL(fileURLWithPath: pagePath).standardizedFileURL.deletingLastPathComponent().path)
    }
    folders.append(
      URL(fileURLWithPath: scriptPath).standardizedFileURL.deletingLastPathComponent().path)
    self.init(folders: folders)
  }

  /// `text` with the folders' absolute paths and file URLs removed.
  public func stable(_ text: String) -> String {
    var text = text
    for prefix in prefixes where text.contains(prefix) {
      text = text.replacingOccurrences(of: prefix, with: "")
    }
    return text
  }

  /// ``stable(_:)`` of an optional.
  public func stable(_ text: String?) -> String? { text.map(stable) }
}
