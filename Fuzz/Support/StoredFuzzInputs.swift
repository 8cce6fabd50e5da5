import Foundation

/// The fuzz inputs kept in the repository — findings under `Fuzz/Regressions/<Target>/` and
/// committed seeds under `Fuzz/Corpus/<Target>/` — replayed through a target's check by the
/// unit tests of the module the check lives in (docs/fuzzing.md).
public enum StoredFuzzInputs {
  /// What replaying a target's stored inputs found.
  public struct Replay {
    /// How many committed seeds there are (a target must have some).
    public var seedCount: Int
    /// `file: finding` for each input whose check failed.
    public var findings: [String]
  }

  /// The files of `Fuzz/<kind>/<target>/` (`kind`: `Corpus` or `Regressions`), read by path
  /// from the source tree, in name order.
  public static func files(_ kind: String, _ target: String) -> [URL] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // Support
      .deletingLastPathComponent()  // Fuzz
    let folder = root.appendingPathComponent("\(kind)/\(target)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// Runs `check` on every regression and seed of `target`.
  public static func replay(_ target: String, _ check: ([UInt8]) -> String?) throws -> Replay {
    let seeds = files("Corpus", target)
    var findings: [String] = []
    for file in files("Regressions", target) + seeds {
      if let finding = check([UInt8](try Data(contentsOf: file))) {
        findings.append("\(file.lastPathComponent): \(finding)")
      }
    }
    return Replay(seedCount: seeds.count, findings: findings)
  }
}
