import DOM
import Foundation
import Testing

/// Replays the fuzz inputs kept in the repository — every finding under
/// `Fuzz/Regressions/<Target>/` and the committed seeds under `Fuzz/Corpus/<Target>/` —
/// through the same check the fuzz target runs (docs/fuzzing.md).
@Suite struct FuzzInputReplayTests {
  /// The files of `Fuzz/<kind>/<target>/`, read by path from the source tree.
  static func inputs(_ kind: String, _ target: String) -> [URL] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("Fuzz/\(kind)/\(target)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
  }

  /// Runs `check` on each regression and seed of `target`; there must be seeds.
  static func replay(_ target: String, _ check: ([UInt8]) -> String?) throws {
    let seeds = inputs("Corpus", target)
    #expect(!seeds.isEmpty, "no seeds in Fuzz/Corpus/\(target)")
    for file in inputs("Regressions", target) + seeds {
      let finding = check([UInt8](try Data(contentsOf: file)))
      #expect(finding == nil, "\(file.lastPathComponent): \(finding ?? "")")
    }
  }

  @Test func fuzzURLInputsPassTheCheck() throws {
    try Self.replay("FuzzURL") { URLFuzzing.check($0) }
  }

  @Test func fuzzInlineStyleInputsPassTheCheck() throws {
    try Self.replay("FuzzInlineStyle") { InlineStyleFuzzing.check($0) }
  }
}
