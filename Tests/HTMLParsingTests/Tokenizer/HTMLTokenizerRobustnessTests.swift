import Foundation
import Testing

@testable import HTMLParsing

/// The tokenizer on arbitrary input: random bytes (decoded lossily as UTF-8, as the parser's
/// input always is) and mutated saved pages, from every initial state, checked by
/// ``HTMLTokenizerInvariants`` (what the `FuzzTokenizer` fuzz target checks too): every run
/// ends, every token is well-formed, and the tokens equal those of the input with its newlines
/// normalized beforehand.
@Suite struct HTMLTokenizerRobustnessTests {
  /// SplitMix64: a fixed seed, so a failure replays.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// Bytes that drive the state machine, for random inputs and mutations.
  static let interesting = Array("<>/!-?&#;=\"'`[]x\0\r\n\r\n\r\t abcSCRIPTscript".utf8)

  @Test func randomBytes() {
    var generator = Generator(state: 22)
    for round in 0..<10_000 {
      let count = Int.random(in: 0..<160, using: &generator)
      let bytes = (0..<count).map { _ in
        Bool.random(using: &generator)
          ? Self.interesting.randomElement(using: &generator) ?? 0
          : UInt8.random(in: 0...255, using: &generator)
      }
      let text = String(decoding: bytes, as: UTF8.self)
      if let problem = HTMLTokenizerInvariants.check(
        text, stateIndex: round, lastStartTagIndex: round / 6)
      {
        Issue.record("\(problem), input \(text.debugDescription)")
        return
      }
    }
  }

  @Test func mutatedPages() throws {
    let folder = SharedData.repositoryRoot.appendingPathComponent("Tests/Pages")
    let pages = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".html") }.sorted()
    #expect(!pages.isEmpty)
    var generator = Generator(state: 2026)
    for page in pages {
      let original = Array(try Data(contentsOf: folder.appendingPathComponent(page)).prefix(40_000))
      for round in 0..<6 {
        var bytes = original
        for _ in 0..<(bytes.count / 200) where !bytes.isEmpty {
          let index = Int.random(in: 0..<bytes.count, using: &generator)
          let byte = Self.interesting.randomElement(using: &generator) ?? 0
          if Bool.random(using: &generator) {
            bytes[index] = byte
          } else {
            bytes.insert(byte, at: index)
          }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if let problem = HTMLTokenizerInvariants.check(
          text, stateIndex: round, lastStartTagIndex: 1)
        {
          Issue.record("\(problem) (\(page), round \(round))")
        }
      }
    }
  }
}
