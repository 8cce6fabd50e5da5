import Foundation

/// A folder under the system's temporary directory, removed when released.
final class TemporaryFolder {
  /// The folder's URL.
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("actionjs-cli-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The path of `name` inside the folder.
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// Writes `text` to `name` (making its folders) and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = url.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
    return file.path
  }
}
