import Foundation

/// Where things are in the repository, for tests that read its examples, fixtures and data.
public enum RepositoryPaths {
  /// The repository's root (from this file's path: `Tests/TestSupport/RepositoryPaths.swift`).
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A path under the root.
  public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }
}
