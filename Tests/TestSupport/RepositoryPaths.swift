import Foundation

/// Where things are in the repository, for tests that read its examples, fixtures and data.
public enum RepositoryPaths {
  /// The repository's root (from this file's path: `Tests/TestSupport/RepositoryPaths.swift`).
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A path under the root.
  public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

  /// A path under the optional saved-page corpus beside the repository (`../shared/`, on the
  /// project's own machines only): tests that read it skip, saying so, when it is absent.
  public static func corpus(_ relative: String) -> URL {
    root.deletingLastPathComponent().appendingPathComponent("shared").appendingPathComponent(
      relative)
  }
}
