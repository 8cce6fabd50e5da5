import Foundation

/// Where things are in the repository, for tests that read its examples, fixtures and data.
public enum RepositoryPaths {
  /// The repository's root (from this file's path: `Tests/TestSupport/RepositoryPaths.swift`).
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A path under the root.
  public static func url(_ relative: String) -> URL { root.appendingPathComponent(relative) }

  /// The curated saved pages in the repository (`Tests/Pages/`, each with its source and
  /// licence in the folder's README): every `.html` file, in name order.
  public static func curatedPages() -> [URL] {
    let folder = url("Tests/Pages")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".html") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  /// The optional corpus's real saved pages (`pages/readability/*.html`), in name order; empty,
  /// after a line saying so on standard output, when the corpus is absent.
  public static func corpusPages(for test: String) -> [URL] {
    let folder = corpus("pages/readability")
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      print("\(test): the optional saved-page corpus (\(folder.path)) is absent; skipped it")
      return []
    }
    return names.filter { $0.hasSuffix(".html") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  /// The optional corpus folder: `$ACTIONJS_SHARED` when set, else `shared` beside the
  /// repository (on the project's own machines only). Tests that read it skip, saying so, when
  /// it is absent.
  public static let corpusRoot: URL = {
    if let folder = ProcessInfo.processInfo.environment["ACTIONJS_SHARED"], !folder.isEmpty {
      return URL(fileURLWithPath: folder)
    }
    return root.deletingLastPathComponent().appendingPathComponent("shared")
  }()

  /// A path under the optional corpus folder (``corpusRoot``).
  public static func corpus(_ relative: String) -> URL {
    corpusRoot.appendingPathComponent(relative)
  }
}
