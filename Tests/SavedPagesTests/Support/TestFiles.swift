import Foundation

/// Where test files live: this target's stored fixtures, `shared/` beside the repository, and
/// scratch folders for files the tests write.
enum TestFiles {
  /// The repository root, from this file's path.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// A stored fixture under `Tests/SavedPagesTests/Fixtures/`.
  static func fixture(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("Tests/SavedPagesTests/Fixtures")
      .appendingPathComponent(name).path
  }

  /// A path under `../shared/` beside the repository.
  static func shared(_ relative: String) -> URL {
    repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared")
      .appendingPathComponent(relative)
  }
}

/// A fresh folder under the system's temporary directory, removed by ``remove()``.
struct ScratchDirectory {
  /// The folder's path.
  let path: String

  /// Creates the folder.
  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("SavedPagesTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Writes `bytes` to `name` (creating folders) and returns the file's path.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = (path as NSString).appendingPathComponent(name)
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Writes `text` as UTF-8 to `name` and returns the file's path.
  @discardableResult
  func write(_ name: String, text: String) throws -> String {
    try write(name, Array(text.utf8))
  }

  /// Deletes the folder.
  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
