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
  static let workload = SweepData.sharedData.appendingPathComponent("workloads/readability")

  @Test func readabilityMatchesWebKitOnEveryPage() throws {
    guard
      let cases = try SweepData.cases(
        in: Self.workload.appendingPathComponent("webkit-results.jsonl.gz"))
    else {
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
      let path = SweepData.pages.appendingPathComponent(testCase.page).path
      let page = try SavedPageLoader.load(contentsOf: path, url: testCase.url)
      let report = runner.run(
        page: page, script: script, scriptURL: "Readability.js", handler: NoItemsHandler(),
        virtualMachine: machine)
      if let difference = SweepData.difference(report.results, testCase.webKit) {
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
