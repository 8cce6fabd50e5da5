import Foundation
import JSCore
import TestSupport

/// The pieces the corpus sweeps share: where the shared test data lives, reading WebKit's
/// answers (a gzip-compressed file of one JSON object a line), and comparing our results
/// with them key by key.
///
/// The data is kept beside the repository, not in it; a sweep without it says so and passes.
enum SweepData {
  /// The shared test data: the optional corpus folder (`$ACTIONJS_SHARED`, else `shared`
  /// beside the repository).
  static let sharedData = RepositoryPaths.corpusRoot
  /// The saved pages the workloads run over.
  static let pages = sharedData.appendingPathComponent("pages")

  /// One page of a workload and WebKit's answer for it (every value written as text).
  struct Case {
    var page: String
    var url: String
    var webKit: [String: String]
  }

  /// One key whose value differs, with a readable account of the difference.
  struct Difference {
    var key: String
    var description: String
  }

  /// WebKit's answers in `file` (`{"page", "url", "results"}` a line), or nil when the file
  /// is absent.
  static func cases(in file: URL) throws -> [Case]? {
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-dc", file.path]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var cases: [Case] = []
    for line in data.split(separator: 0x0A) where !line.isEmpty {
      let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] ?? [:]
      let results = object["results"] as? [String: Any] ?? [:]
      cases.append(
        Case(
          page: object["page"] as? String ?? "", url: object["url"] as? String ?? "",
          webKit: results.compactMapValues(text(ofJSON:))))
    }
    return cases
  }

  /// A JSON value as text: strings as they are, numbers in their shortest integer form.
  static func text(ofJSON value: Any) -> String? {
    if let string = value as? String { return string }
    if let boolean = value as? Bool, !(value is Int) { return boolean ? "true" : "false" }
    if let number = value as? NSNumber {
      let double = number.doubleValue
      if double.rounded() == double, abs(double) < 1e15 { return String(Int64(double)) }
      return String(double)
    }
    return nil
  }

  /// A property-list value of our results as text, written as `text(ofJSON:)` writes WebKit's.
  static func text(of value: PropertyList) -> String? {
    switch value {
    case .string(let string): return string
    case .integer(let integer): return String(integer)
    case .real(let real):
      if real.rounded() == real, abs(real) < 1e15 { return String(Int64(real)) }
      return String(real)
    case .boolean(let boolean): return boolean ? "true" : "false"
    default: return nil
    }
  }

  /// The keys where our results differ from WebKit's, in key order; one entry for a missing
  /// results dictionary.
  static func differences(_ ours: PropertyList?, _ webKit: [String: String]) -> [Difference] {
    guard let dictionary = ours?.dictionaryValue else {
      return [Difference(key: "(results)", description: "no results dictionary")]
    }
    var found: [Difference] = []
    for key in Set(dictionary.keys).union(webKit.keys).sorted() {
      let mine = dictionary[key].flatMap(text(of:))
      let theirs = webKit[key]
      guard mine != theirs else { continue }
      guard let mine, let theirs else {
        found.append(
          Difference(
            key: key,
            description: "\(key): actionjs \(mine ?? "(absent)"), WebKit \(theirs ?? "(absent)")"))
        continue
      }
      found.append(Difference(key: key, description: describe(key, mine, theirs, context: 100)))
    }
    return found
  }

  /// Where two values first differ, with `context` characters of each from a little before.
  static func describe(_ key: String, _ mine: String, _ theirs: String, context: Int) -> String {
    let common = zip(mine, theirs).prefix { $0 == $1 }.count
    let excerpt = { (text: String) in
      String(text.dropFirst(max(0, common - context / 3)).prefix(context)).debugDescription
    }
    return
      "\(key) differs at character \(common):\n    actionjs \(excerpt(mine))\n    WebKit   \(excerpt(theirs))"
  }

  /// All differences of one page, one paragraph.
  static func difference(_ ours: PropertyList?, _ webKit: [String: String]) -> String? {
    let found = differences(ours, webKit)
    return found.isEmpty ? nil : found.map(\.description).joined(separator: "\n  ")
  }
}
