import Foundation
import TestSupport
import Testing

@testable import DOM

/// Locating and loading the WPT URL data, and checking results against expectations files.
enum URLConformance {
  /// `Tests/DOMTests/URL`, from this file's path.
  static let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The repository root.
  static let repositoryRoot = RepositoryPaths.root

  /// `Tests/Conformance/wpt-url` (the WPT URL data, vendored with its licence).
  static let dataDirectory = repositoryRoot.appendingPathComponent("Tests/Conformance/wpt-url")

  /// Whether the WPT data folder exists.
  static let isDataAvailable = FileManager.default.fileExists(
    atPath: dataDirectory.appendingPathComponent("urltestdata.json").path)

  /// The parsed JSON of a data file.
  static func loadJSON(_ name: String) throws -> Any {
    let text = try String(
      contentsOf: dataDirectory.appendingPathComponent(name), encoding: .utf8)
    let data = Data(replacingLoneSurrogateEscapes(text).utf8)
    return try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
  }

  /// The JSON text with each unpaired `\uD800`–`\uDFFF` escape replaced by `\uFFFD`, which is
  /// what a JS binding's USVString conversion does to such inputs (and Foundation's JSON parser
  /// rejects lone surrogates).
  static func replacingLoneSurrogateEscapes(_ text: String) -> String {
    let chars = Array(text.utf8)
    func hex4(_ at: Int) -> UInt32? {
      guard at + 6 <= chars.count, chars[at] == 0x5C, chars[at + 1] == 0x75 else { return nil }
      return UInt32(String(decoding: chars[(at + 2)..<(at + 6)], as: UTF8.self), radix: 16)
    }
    var output: [UInt8] = []
    output.reserveCapacity(chars.count)
    var index = 0
    while index < chars.count {
      guard chars[index] == 0x5C, index + 1 < chars.count else {
        output.append(chars[index])
        index += 1
        continue
      }
      if let value = hex4(index), (0xD800...0xDFFF).contains(value) {
        if value <= 0xDBFF, let next = hex4(index + 6), (0xDC00...0xDFFF).contains(next) {
          output.append(contentsOf: chars[index..<(index + 12)])
          index += 12
        } else {
          output.append(contentsOf: Array("\\uFFFD".utf8))
          index += 6
        }
      } else {
        output.append(contentsOf: chars[index...(index + 1)])
        index += 2
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The object entries of a JSON array file (string entries are comments).
  static func loadCases(_ name: String) throws -> [[String: Any]] {
    guard let array = try loadJSON(name) as? [Any] else { return [] }
    return array.compactMap { $0 as? [String: Any] }
  }

  /// A stable, single-line identifier for `string`: printable ASCII other than space and
  /// backslash is kept, everything else becomes `\u{X}`. Identifiers never contain ": ".
  static func escape(_ string: String) -> String {
    var output = ""
    for scalar in string.unicodeScalars {
      if scalar.value > 0x20 && scalar.value < 0x7F && scalar != "\\" {
        output.unicodeScalars.append(scalar)
      } else {
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return output
  }

  /// Code-unit equality (Swift's `==` on strings is canonical equivalence).
  static func same(_ a: String?, _ b: String?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return a.utf8.elementsEqual(b.utf8)
    default: return false
    }
  }

  /// The expectations file `Fixtures/<suite>-EXPECTATIONS`: `id: reason` lines; `#` comments.
  static func expectationsURL(_ suite: String) -> URL {
    testDirectory.appendingPathComponent("Fixtures/\(suite)-EXPECTATIONS")
  }

  static func loadExpectations(_ suite: String) -> [String: String] {
    guard let text = try? String(contentsOf: expectationsURL(suite), encoding: .utf8) else {
      return [:]
    }
    var result: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.isEmpty {
      if let range = line.range(of: ": ") {
        result[String(line[..<range.lowerBound])] = String(line[range.upperBound...])
      } else {
        result[String(line)] = ""
      }
    }
    return result
  }

  /// One case's outcome: its id, and a failure message or `nil`.
  struct Outcome {
    var id: String
    var failure: String?
    /// The reason recorded for an expected failure when `RECORD_EXPECTATIONS=1`.
    var reason: String = "unknown"
  }

  /// Checks `outcomes` against the suite's expectations: an unexpected failure, an unexpected
  /// pass and a stale entry are issues. Prints the pass rate. With `RECORD_EXPECTATIONS=1` the
  /// file is rewritten from the current failures instead (and the run records an issue).
  static func check(_ suite: String, file: String, _ outcomes: [Outcome]) {
    let expectations = loadExpectations(suite)
    var failures: [Outcome] = []
    var seen = Set<String>()
    for outcome in outcomes {
      seen.insert(outcome.id)
      if let message = outcome.failure {
        failures.append(outcome)
        if expectations[outcome.id] == nil {
          Issue.record("\(file): unexpected failure \(outcome.id): \(message)")
        }
      } else if expectations[outcome.id] != nil {
        Issue.record(
          "\(file): unexpected pass \(outcome.id) (remove it from \(suite)-EXPECTATIONS)")
      }
    }
    for id in expectations.keys where !seen.contains(id) {
      Issue.record("\(file): stale expectation \(id)")
    }
    let passed = outcomes.count - failures.count
    let rate = outcomes.isEmpty ? 100 : Double(passed) * 100 / Double(outcomes.count)
    print(
      "\(file): \(passed)/\(outcomes.count) passed (\(String(format: "%.1f", rate))%),"
        + " \(failures.count) expected failures")
    if ProcessInfo.processInfo.environment["RECORD_EXPECTATIONS"] == "1" {
      var seenIDs = Set<String>()
      var lines = ["# \(file): known failures, one `id: reason` per line (ids are escaped)."]
      for failure in failures where seenIDs.insert(failure.id).inserted {
        lines.append("\(failure.id): \(failure.reason)")
      }
      try? (lines.joined(separator: "\n") + "\n").write(
        to: expectationsURL(suite), atomically: true, encoding: .utf8)
      Issue.record("\(suite)-EXPECTATIONS recorded; rerun without RECORD_EXPECTATIONS")
    }
  }

  /// Why a domain cannot be converted without full Unicode tables, or `nil` if it should work.
  static func idnaReason(_ input: String) -> String {
    var reasons: [String] = []
    let scalars = Array(input.unicodeScalars)
    for scalar in scalars where !scalar.isASCII {
      if IDNA.map(scalar) == nil && scalar.properties.changesWhenNFKCCaseFolded {
        let hex = "U+" + String(scalar.value, radix: 16, uppercase: true)
        reasons.append("needs IdnaMappingTable.txt (mapping of \(hex))")
        break
      }
    }
    if scalars.contains("\u{200C}") {
      reasons.append("needs Joining_Type from ArabicShaping.txt (CONTEXTJ for ZWNJ)")
    }
    if reasons.isEmpty
      && (scalars.contains(where: isRightToLeftish) || input.lowercased().contains("xn--"))
    {
      reasons.append("needs Bidi_Class from DerivedBidiClass.txt (CheckBidi, RFC 5893)")
    }
    if reasons.isEmpty {
      reasons.append(
        "needs IdnaMappingTable.txt status data (disallowed/valid beyond General_Category)")
    }
    return reasons.joined(separator: "; ")
  }

  /// Rough right-to-left script ranges (Hebrew, Arabic, Syriac, Thaana, NKo, …).
  static func isRightToLeftish(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF:
      return true
    default: return false
    }
  }
}
