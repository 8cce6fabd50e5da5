import Foundation
import TestSupport

/// Where this target's stored fixtures live (scratch folders are `TestSupport`'s
/// `TemporaryFolder`; the curated pages are `RepositoryPaths.curatedPages()`).
enum TestFiles {
  /// The repository root.
  static let repositoryRoot = RepositoryPaths.root

  /// A stored fixture under `Tests/SavedPagesTests/Fixtures/`.
  static func fixture(_ name: String) -> String {
    repositoryRoot.appendingPathComponent("Tests/SavedPagesTests/Fixtures")
      .appendingPathComponent(name).path
  }
}
