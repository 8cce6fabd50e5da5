import Foundation
import Testing

@testable import HTMLParsing

/// A token as html5lib's tokenizer tests write it (errors are not compared).
enum TokenizerTestToken: Equatable, CustomStringConvertible {
  case doctype(name: String?, publicId: String?, systemId: String?, correct: Bool)
  case startTag(name: String, attributes: [String: String], selfClosing: Bool)
  case endTag(name: String)
  case comment(String)
  case character(String)

  var description: String {
    switch self {
    case .doctype(let name, let publicId, let systemId, let correct):
      return "DOCTYPE(\(name.debugDescription), \(publicId.debugDescription), "
        + "\(systemId.debugDescription), \(correct))"
    case .startTag(let name, let attributes, let selfClosing):
      let sorted = attributes.keys.sorted().map { "\($0)=\(attributes[$0].debugDescription)" }
      return "StartTag(\(name) \(sorted.joined(separator: " "))\(selfClosing ? " /" : ""))"
    case .endTag(let name): return "EndTag(\(name))"
    case .comment(let data): return "Comment(\(data.debugDescription))"
    case .character(let data): return "Character(\(data.debugDescription))"
    }
  }

  /// Joins adjacent character tokens.
  static func merged(_ tokens: [TokenizerTestToken]) -> [TokenizerTestToken] {
    var result: [TokenizerTestToken] = []
    for token in tokens {
      if case .character(let text) = token, case .character(let previous)? = result.last {
        result[result.count - 1] = .character(previous + text)
      } else {
        result.append(token)
      }
    }
    return result
  }
}

/// One run of an html5lib tokenizer test: the test in one of its initial states.
struct TokenizerCase {
  var id: String
  var input: String
  var initialState: HTMLTokenizerState
  var allowsCDATASections: Bool
  var lastStartTag: String?
  var expected: [TokenizerTestToken]

  /// The initial states the tests name.
  static let states: [String: HTMLTokenizerState] = [
    "Data state": .data, "PLAINTEXT state": .plaintext, "RCDATA state": .rcdata,
    "RAWTEXT state": .rawtext, "Script data state": .scriptData,
    "CDATA section state": .cdataSection,
  ]

  struct LoadError: Error, CustomStringConvertible { var description: String }

  /// The `\uXXXX` unescaping of `doubleEscaped` tests; nil when the result has a lone surrogate
  /// (no Swift String can hold it).
  static func unescape(_ text: String) -> String? {
    var units: [UInt16] = []
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      if scalars[index] == "\\", index + 5 < scalars.count, scalars[index + 1] == "u",
        let unit = UInt16(
          String(String.UnicodeScalarView(scalars[index + 2..<index + 6])), radix: 16)
      {
        units.append(unit)
        index += 6
      } else {
        units.append(contentsOf: String(scalars[index]).utf16)
        index += 1
      }
    }
    return String(validating: units, as: UTF16.self)
  }

  /// Loads the runs of one `.test` file; `skipped` counts runs whose input or output has a
  /// lone surrogate.
  static func load(file: String, data: Data, skipped: inout [String]) throws -> [TokenizerCase] {
    guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let tests = (root["tests"] ?? root["xmlViolationTests"]) as? [[String: Any]]
    else { throw LoadError(description: "\(file): no tests") }
    var cases: [TokenizerCase] = []
    for (index, test) in tests.enumerated() {
      let number = index + 1
      guard let rawInput = test["input"] as? String, let output = test["output"] as? [[Any]]
      else { throw LoadError(description: "\(file):\(number): no input or output") }
      let doubleEscaped = test["doubleEscaped"] as? Bool ?? false
      let stateNames = test["initialStates"] as? [String] ?? ["Data state"]
      var representable = true
      /// A string of the test (unescaped again if `doubleEscaped`), nil for JSON null; a lone
      /// surrogate makes the test unrepresentable.
      func string(_ value: Any) -> String? {
        guard let string = value as? String else { return nil }
        guard doubleEscaped else { return string }
        guard let unescaped = unescape(string) else {
          representable = false
          return nil
        }
        return unescaped
      }
      var expected: [TokenizerTestToken] = []
      for token in output {
        guard let kind = token.first as? String else { continue }
        func field(_ position: Int) -> String? {
          position < token.count ? string(token[position]) : nil
        }
        switch kind {
        case "DOCTYPE":
          expected.append(
            .doctype(
              name: field(1), publicId: field(2), systemId: field(3),
              correct: token.count > 4 ? token[4] as? Bool ?? false : true))
        case "StartTag":
          var attributes: [String: String] = [:]
          for (name, value) in token.count > 2 ? token[2] as? [String: String] ?? [:] : [:] {
            if let name = string(name), let value = string(value) { attributes[name] = value }
          }
          expected.append(
            .startTag(
              name: field(1) ?? "", attributes: attributes,
              selfClosing: token.count > 3 ? token[3] as? Bool ?? false : false))
        case "EndTag": expected.append(.endTag(name: field(1) ?? ""))
        case "Comment": expected.append(.comment(field(1) ?? ""))
        case "Character": expected.append(.character(field(1) ?? ""))
        default: throw LoadError(description: "\(file):\(number): token \(kind)")
        }
      }
      let input = doubleEscaped ? unescape(rawInput) : rawInput
      for stateName in stateNames {
        guard let state = states[stateName] else {
          throw LoadError(description: "\(file):\(number): state \(stateName)")
        }
        let id = stateNames.count > 1 ? "\(file):\(number) [\(stateName)]" : "\(file):\(number)"
        guard let input, representable else {
          skipped.append(id)
          continue
        }
        cases.append(
          TokenizerCase(
            id: id, input: input, initialState: state,
            allowsCDATASections: state == .cdataSection,
            lastStartTag: test["lastStartTag"] as? String,
            expected: TokenizerTestToken.merged(expected)))
      }
    }
    return cases
  }

  /// Tokenizes the input and converts the tokens to the tests' form.
  func run() -> [TokenizerTestToken] {
    var tokenizer = HTMLTokenizer(input: HTMLInputBuffer(input))
    tokenizer.state = initialState
    tokenizer.allowsCDATASections = allowsCDATASections
    if let lastStartTag { tokenizer.lastStartTagName = Array(lastStartTag.utf8) }
    func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
    var tokens: [TokenizerTestToken] = []
    // Bounded: every token consumes input, so more tokens than bytes (plus slack) is a hang.
    var budget = input.utf8.count * 2 + 16
    while budget > 0 {
      budget -= 1
      switch tokenizer.next() {
      case .characters: tokens.append(.character(string(tokenizer.characters)))
      case .nullCharacter: tokens.append(.character("\u{0}"))
      case .startTag:
        var attributes: [String: String] = [:]
        for attribute in tokenizer.attributes {
          attributes[string(attribute.name)] = string(attribute.value)
        }
        tokens.append(
          .startTag(
            name: string(tokenizer.tagName), attributes: attributes,
            selfClosing: tokenizer.selfClosing))
      case .endTag: tokens.append(.endTag(name: string(tokenizer.tagName)))
      case .comment: tokens.append(.comment(string(tokenizer.comment)))
      case .doctype:
        let doctype = tokenizer.doctype
        tokens.append(
          .doctype(
            name: doctype.name.map(string), publicId: doctype.publicIdentifier.map(string),
            systemId: doctype.systemIdentifier.map(string), correct: !doctype.forceQuirks))
      case .endOfFile:
        return TokenizerTestToken.merged(tokens)
      }
    }
    tokens.append(.comment("(the tokenizer did not reach the end of the input)"))
    return TokenizerTestToken.merged(tokens)
  }
}

@Suite struct HTML5LibTokenizerTests {
  static let directory = SharedData.conformance("html5lib/tokenizer")
  static let expectationsFile = SharedData.fixture("html5lib/tokenizer-EXPECTATIONS")

  static var available: Bool { FileManager.default.fileExists(atPath: directory.path) }

  @Test(
    "html5lib tokenizer tests, each in each of its initial states",
    .enabled(if: available, "Tests/Conformance/html5lib/tokenizer not found"))
  func tokenizer() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path)
      .filter { $0.hasSuffix(".test") }.sorted()
    var skipped: [String] = []
    var cases: [TokenizerCase] = []
    for file in files {
      let data = try Data(contentsOf: Self.directory.appendingPathComponent(file))
      cases += try TokenizerCase.load(file: file, data: data, skipped: &skipped)
    }
    #expect(cases.count > 6000, "too few tests loaded: \(cases.count)")
    let expectations = try Expectations.load(Self.expectationsFile)
    var failures: [String: String] = [:]
    for testCase in cases {
      let actual = testCase.run()
      if actual != testCase.expected {
        failures[testCase.id] =
          "input: \(testCase.input.debugDescription)\nexpected: \(testCase.expected)\n"
          + "actual:   \(actual)"
      }
    }
    let passed = cases.count - failures.count
    let total = cases.count + skipped.count
    print(
      "html5lib tokenizer: \(passed)/\(cases.count) runs passed "
        + String(format: "(%.2f%%)", 100 * Double(passed) / Double(max(cases.count, 1)))
        + "; \(skipped.count) of \(total) runs skipped (input or output with a lone surrogate,"
        + " which no Swift String holds: \(skipped.joined(separator: ", "))), "
        + "\(failures.count) failures")
    if ProcessInfo.processInfo.environment["RECORD_EXPECTATIONS"] != nil {
      try Expectations.record(
        failures.keys.sorted(), previous: expectations, to: Self.expectationsFile)
      Issue.record("recorded \(failures.count) expectations; rerun without RECORD_EXPECTATIONS")
      return
    }
    for (id, detail) in failures.sorted(by: { $0.key < $1.key }) where expectations[id] == nil {
      Issue.record("unexpected failure \(id)\n\(detail)")
    }
    for id in expectations.keys.sorted() where failures[id] == nil {
      Issue.record("unexpected pass \(id): remove it from tokenizer-EXPECTATIONS")
    }
  }
}
