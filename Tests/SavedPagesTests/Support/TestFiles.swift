import Foundation

/// Where test files live: this target's stored fixtures and `shared/` beside the repository
/// (scratch folders are `TestSupport`'s `TemporaryFolder`).
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
