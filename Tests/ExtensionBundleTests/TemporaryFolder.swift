import Foundation

/// A uniquely named folder under the system temporary directory, for building extension
/// fixtures in a test; ``remove()`` deletes it.
struct TemporaryFolder {
  /// The folder.
  let url: URL

  /// Creates the folder, optionally with a name ending such as `Action.appex`.
  init(named name: String = "Action.appex") throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("ExtensionBundleTests-\(UUID().uuidString)")
      .appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Writes `text` as UTF-8 at `path` (folders created as needed).
  func write(_ text: String, to path: String) throws {
    try write(Data(text.utf8), to: path)
  }

  /// Writes `data` at `path` (folders created as needed).
  func write(_ data: Data, to path: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: file)
  }

  /// Deletes the folder and its parent made for it.
  func remove() {
    try? FileManager.default.removeItem(at: url.deletingLastPathComponent())
  }
}
