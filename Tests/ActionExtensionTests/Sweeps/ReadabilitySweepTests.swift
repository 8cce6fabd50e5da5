import ActionExtension
import Foundation
import JSCore
import SavedPages
import Testing

/// Mozilla Readability over the 130 saved pages of its own test suite, through the real
/// preprocessing flow, compared with what WebKit (WebKitGTK 2.50) returned for each page.
///
/// The workload (Readability.js, the wrapper that makes it an `Action.js`, and WebKit's
/// results) and the pages are shared test data kept beside the repository, not in it; without
/// them the test says so and passes.
@Suite struct ReadabilitySweepTests {
  /// The shared test data: the `shared` folder beside the repository.
  static let sharedData = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("shared")
  static let workload = sharedData.appendingPathComponent("workloads/readability")
  static let pages = sharedData.appendingPathComponent("pages")

  /// One page of the workload and WebKit's answer for it.
  struct Case {
    var page: String
    var url: String
    var webKit: [String: String]
  }

  /// WebKit's answers (`webkit-results.jsonl.gz`, one JSON object a line), or nil when the data
  /// is absent.
  static func cases() throws -> [Case]? {
    let file = workload.appendingPathComponent("webkit-results.jsonl.gz")
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
          webKit: results.compactMapValues { $0 as? String }))
    }
    return cases
  }

  /// Where our results differ from WebKit's for one page, or nil when they are the same.
  static func difference(_ ours: PropertyList?, _ webKit: [String: String]) -> String? {
    guard let dictionary = ours?.dictionaryValue else { return "no results dictionary" }
    var lines: [String] = []
    for key in Set(dictionary.keys).union(webKit.keys).sorted() {
      let mine = dictionary[key]?.stringValue
      let theirs = webKit[key]
      guard mine != theirs else { continue }
      guard let mine, let theirs else {
        lines.append("\(key): actionjs \(mine ?? "(absent)"), WebKit \(theirs ?? "(absent)")")
        continue
      }
      let common = zip(mine, theirs).prefix { $0 == $1 }.count
      let context = { (text: String) in
        String(text.dropFirst(max(0, common - 40)).prefix(100)).debugDescription
      }
      lines.append(
        "\(key) differs at character \(common):\n    actionjs \(context(mine))\n    WebKit   \(context(theirs))"
      )
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n  ")
  }

  @Test func readabilityMatchesWebKitOnEveryPage() throws {
    guard let cases = try Self.cases() else {
      print(
        "ReadabilitySweepTests: skipped: the Readability workload is not beside the repository (\(Self.workload.path))"
      )
      return
    }
    let script =
      try String(
        contentsOf: Self.workload.appendingPathComponent("Readability.js"), encoding: .utf8)
      + "\n"
      + String(
        contentsOf: Self.workload.appendingPathComponent("action-wrapper.js"), encoding: .utf8)
    var options = RunOptions()
    options.world = .page
    let runner = PreprocessingRunner(options: options)
    let machine = VirtualMachine()
    var differences: [String] = []
    for testCase in cases {
      let path = Self.pages.appendingPathComponent(testCase.page).path
      let page = try SavedPageLoader.load(contentsOf: path, url: testCase.url)
      let report = runner.run(
        page: page, script: script, scriptURL: "Readability.js", handler: NoItemsHandler(),
        virtualMachine: machine)
      if let difference = Self.difference(report.results, testCase.webKit) {
        differences.append("\(testCase.page) [\(report.page.encoding)]:\n  \(difference)")
      }
    }
    let matching = cases.count - differences.count
    print("Readability: \(matching)/\(cases.count) match WebKit")
    #expect(cases.count == 130)
    #expect(
      differences.isEmpty,
      "Readability differs from WebKit on \(differences.count) of \(cases.count) pages:\n\(differences.joined(separator: "\n"))"
    )
  }
}
