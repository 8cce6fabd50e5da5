import Foundation

/// Writes a file atomically: into a temporary file beside it, then renamed over it, so a
/// reader never sees half a file.
enum AtomicFile {
  /// Why writing failed.
  struct WriteError: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
  }

  /// Writes `text` as UTF-8 to `path`.
  static func write(_ text: String, to path: String) throws {
    let target = URL(fileURLWithPath: path)
    let folder = target.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(target.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier)"
        + ".\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: Data(text.utf8))
    else {
      throw WriteError(description: "cannot create a file in \(folder.path)")
    }
    guard rename(temporary.path, target.path) == 0 else {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw WriteError(description: reason)
    }
  }
}
