import Foundation
import TestSupport

/// Where test data lives: the conformance data in the repository (`Tests/Conformance`) and
/// this target's fixtures.
enum SharedData {
  /// The repository root.
  static let repositoryRoot = RepositoryPaths.root

  /// A path under `Tests/Conformance/` (the html5lib and WPT data, vendored with their
  /// licences: see its README).
  static func conformance(_ relative: String) -> URL {
    repositoryRoot.appendingPathComponent("Tests/Conformance").appendingPathComponent(relative)
  }

  /// A path under this target's `Fixtures/` (in the source tree, so expectations can be
  /// re-recorded).
  static func fixture(_ relative: String) -> URL {
    repositoryRoot.appendingPathComponent("Tests/HTMLParsingTests/Fixtures")
      .appendingPathComponent(relative)
  }
}

/// A known-failures list: one `id: reason` per line; `#` starts a comment.
enum Expectations {
  static func load(_ url: URL) throws -> [String: String] {
    guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
    var result: [String: String] = [:]
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
      guard let separator = trimmed.range(of: ": ") else {
        result[trimmed] = ""
        continue
      }
      result[String(trimmed[..<separator.lowerBound])] = String(trimmed[separator.upperBound...])
    }
    return result
  }

  /// Writes the ids, keeping the reasons already given.
  static func record(_ ids: [String], previous: [String: String], to url: URL) throws {
    var text = "# Known failures: `file:case-number: reason`. An unexpected pass fails the run.\n"
    for id in ids {
      text += "\(id): \(previous[id] ?? "UNCLASSIFIED")\n"
    }
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
}
