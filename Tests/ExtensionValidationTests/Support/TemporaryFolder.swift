import Foundation

/// A real folder under the temporary directory, removed when the value goes away; files are
/// written with their parent folders.
final class TemporaryFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "validation-\(UUID().uuidString)"
      ).path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// Writes `text` to `name` (a relative path) and returns the file's full path.
  @discardableResult
  func write(_ name: String, _ text: String = "") throws -> String {
    let file = path + "/" + name
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Makes the folder `name`.
  func makeFolder(_ name: String) throws {
    try FileManager.default.createDirectory(
      atPath: path + "/" + name, withIntermediateDirectories: true)
  }

  /// The repository's root (for its examples).
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
}
