import Foundation
import SavedPages

/// What a JSON report needs to stay the same between machines: the local folders whose
/// absolute paths are removed from URLs, locations and messages.
struct ReportContext {
  /// Prefixes replaced by nothing, longest first (`file:///home/me/pages/`, `/home/me/pages/`).
  private var prefixes: [String] = []

  /// A context for the page and script files given on the command line.
  init(pagePath: String, scriptPath: String, page: SavedPage?) {
    var folders: [URL] = []
    if pagePath != "-" {
      folders.append(URL(fileURLWithPath: pagePath).standardizedFileURL.deletingLastPathComponent())
    }
    folders.append(URL(fileURLWithPath: scriptPath).standardizedFileURL.deletingLastPathComponent())
    folders.append(
      URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true))
    for folder in folders {
      var path = folder.path
      if !path.hasSuffix("/") { path += "/" }
      guard path != "/" else { continue }
      prefixes.append(URL(fileURLWithPath: path, isDirectory: true).absoluteString)
      prefixes.append(path)
    }
    prefixes.sort { $0.count > $1.count }
  }

  /// `text` with the local folders' absolute paths and file URLs removed.
  func stable(_ text: String) -> String {
    var text = text
    for prefix in prefixes where text.contains(prefix) {
      text = text.replacingOccurrences(of: prefix, with: "")
    }
    return text
  }

  /// ``stable(_:)`` of an optional.
  func stable(_ text: String?) -> String? { text.map(stable) }
}
