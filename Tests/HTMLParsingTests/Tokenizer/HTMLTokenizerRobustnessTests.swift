import Foundation
import Testing

@testable import HTMLParsing

/// The tokenizer on arbitrary input: random bytes (decoded lossily as UTF-8, as the parser's
/// input always is) and mutated saved pages, from every initial state. Every run must end,
/// with at most a few tokens per input byte, and every token must be well-formed: valid UTF-8,
/// tag names non-empty and lowercase, no duplicate attribute names. The tokens must also equal
/// those of the input with its newlines normalized beforehand (the tokenizer turns CR LF and CR
/// into LF as it reads).
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

  static let initialStates: [HTMLTokenizerState] = [
    .data, .rcdata, .rawtext, .scriptData, .plaintext, .cdataSection,
  ]
  static let lastStartTags = ["", "script", "title", "style", "textarea", "xmp"]
  /// Bytes that drive the state machine, for random inputs and mutations.
  static let interesting = Array("<>/!-?&#;=\"'`[]x\0\r\n\r\n\r\t abcSCRIPTscript".utf8)

  /// Tokenizes `text` as it is and with its newlines normalized, checking each token; returns
  /// a description of the first problem.
  static func check(_ text: String, state: HTMLTokenizerState, lastStartTag: String) -> String? {
    var tokens: [String] = []
    if let problem = tokenize(
      HTMLInputBuffer(text), state: state, lastStartTag: lastStartTag, into: &tokens)
    {
      return problem
    }
    var normalizedTokens: [String] = []
    _ = tokenize(
      HTMLInputBuffer(text).normalizingNewlines(), state: state, lastStartTag: lastStartTag,
      into: &normalizedTokens)
    guard tokens == normalizedTokens else {
      let index = zip(tokens, normalizedTokens).prefix { $0 == $1 }.count
      return "tokens differ from the normalized input's at token \(index): "
        + "\(tokens.dropFirst(index).prefix(2)) vs \(normalizedTokens.dropFirst(index).prefix(2))"
    }
    return nil
  }

  /// Tokenizes `input`, checking each token and describing it in `tokens` (adjacent character
  /// runs joined); returns a description of the first problem.
  static func tokenize(
    _ input: HTMLInputBuffer, state: HTMLTokenizerState, lastStartTag: String,
    into tokens: inout [String]
  ) -> String? {
    var tokenizer = HTMLTokenizer(input: input)
    tokenizer.state = state
    tokenizer.allowsCDATASections = state == .cdataSection
    tokenizer.lastStartTagName = Array(lastStartTag.utf8)
    func valid(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }
    var budget = input.count * 2 + 8
    var text: [UInt8] = []
    while true {
      budget -= 1
      if budget < 0 { return "no end after \(input.count * 2 + 8) tokens" }
      let kind = tokenizer.next()
      if kind == .characters || kind == .nullCharacter {
        text += kind == .characters ? tokenizer.characters : [0]
      } else if !text.isEmpty {
        tokens.append("text \(text)")
        text = []
      }
      switch kind {
      case .endOfFile:
        return tokenizer.next() == .endOfFile ? nil : "a token after the end"
      case .characters:
        if tokenizer.characters.isEmpty { return "an empty character run" }
        if !valid(tokenizer.characters) { return "characters not UTF-8" }
      case .nullCharacter: break
      case .startTag, .endTag:
        tokens.append(
          "\(kind) \(tokenizer.tagName) \(tokenizer.attributes.map { [$0.name, $0.value] }) "
            + "\(tokenizer.selfClosing)")
        let name = tokenizer.tagName
        if name.isEmpty || !valid(name) || name.contains(where: { $0 &- 0x41 < 26 }) {
          return "bad tag name \(name)"
        }
        let names = tokenizer.attributes.map(\.name)
        if Set(names).count != names.count { return "duplicate attributes" }
        for attribute in tokenizer.attributes
        where !valid(attribute.name) || !valid(attribute.value) || attribute.name.isEmpty {
          return "bad attribute"
        }
        // As the tree builder does after some start tags.
        if tokenizer.attributes.count == 1 && !name.isEmpty {
          tokenizer.state = [.rcdata, .rawtext, .scriptData][name.count % 3]
        }
      case .comment:
        tokens.append("comment \(tokenizer.comment)")
        if !valid(tokenizer.comment) { return "comment not UTF-8" }
      case .doctype:
        let doctype = tokenizer.doctype
        tokens.append("doctype \(doctype)")
        for part in [doctype.name, doctype.publicIdentifier, doctype.systemIdentifier] {
          if let part, !valid(part) { return "doctype not UTF-8" }
        }
      }
    }
  }

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
      let state = Self.initialStates[round % Self.initialStates.count]
      let lastStartTag = Self.lastStartTags[round / 6 % Self.lastStartTags.count]
      if let problem = Self.check(text, state: state, lastStartTag: lastStartTag) {
        Issue.record("\(problem) (state \(state), input \(text.debugDescription))")
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
        let state = Self.initialStates[round % Self.initialStates.count]
        if let problem = Self.check(text, state: state, lastStartTag: "script") {
          Issue.record("\(problem) (\(page), round \(round))")
        }
      }
    }
  }
}
