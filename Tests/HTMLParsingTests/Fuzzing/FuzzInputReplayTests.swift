import Foundation
import FuzzChecks
import FuzzSupport
import HTMLParsing
import Testing

/// Replays the fuzz inputs kept in the repository — every finding under
/// `Fuzz/Regressions/<Target>/` and the committed seeds under `Fuzz/Corpus/<Target>/` —
/// through the same check the fuzz target runs (docs/fuzzing.md).
@Suite struct FuzzInputReplayTests {
  /// Runs `check` on each regression and seed of `target`; there must be seeds.
  static func replay(_ target: String, _ check: ([UInt8]) -> String?) throws {
    let replay = try StoredFuzzInputs.replay(target, check)
    #expect(replay.seedCount > 0, "no seeds in Fuzz/Corpus/\(target)")
    #expect(replay.findings.isEmpty, "\(replay.findings.joined(separator: "\n"))")
  }

  @Test func fuzzHTMLInputsPassTheCheck() throws {
    try Self.replay("FuzzHTML") { HTMLRoundTripFuzzing.check($0) }
  }

  @Test func fuzzSelectorsInputsPassTheCheck() throws {
    try Self.replay("FuzzSelectors") { SelectorFuzzing.check($0) }
  }

  @Test func fuzzTokenizerInputsPassTheCheck() throws {
    try Self.replay("FuzzTokenizer") { TokenizerFuzzing.check($0) }
  }

  @Test func fuzzTreeBuilderInputsPassTheCheck() throws {
    try Self.replay("FuzzTreeBuilder") { TreeBuilderFuzzing.check($0) }
  }
}
