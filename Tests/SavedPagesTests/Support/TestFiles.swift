import Foundation

/// Where this target's stored fixtures live (scratch folders are `TestSupport`'s
/// `TemporaryFolder`; the curated pages are `RepositoryPaths.curatedPages()`).
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
}
