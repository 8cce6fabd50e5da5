import ActionExtension
import Examples
import Foundation
import JSCore
import Testing

/// Every page of every example under `Examples/`, run end to end (the extension folder's
/// `Info.plist` and `Action.js`, the saved page, the example's Swift handler, `finalize()`)
/// and compared with its `expected/<page>.json`.
@Suite struct ExampleReportTests {
  @Test func everyExampleHasPagesAndExpectedReports() {
    for example in ExampleCase.examples {
      let pages = ExampleCase.pageNames(of: example)
      #expect(pages.count >= 2, "\(example) has \(pages.count) pages")
      for page in pages {
        let path = ExampleCase(example: example, page: page).expectedPath
        #expect(FileManager.default.fileExists(atPath: path), "missing \(path)")
      }
    }
  }

  @Test(arguments: ExampleCase.all)
  func pageMatchesItsExpectedReport(_ example: ExampleCase) throws {
    let expected = try example.expected()
    let report = example.run(with: example.makeHandler(), expected: expected)
    let differences = expected.differences(from: report)
    let message = differences.joined(separator: "\n")
    #expect(
      differences.isEmpty,
      "\(example.testDescription) differs from expected/\(example.page).json:\n\(message)")
  }

  @Test func aPageMarkedSavedFromURLKeepsThatURL() throws {
    let example = ExampleCase(example: "URLOnly", page: "forecast")
    let report = example.run(with: URLOnlyHandler(), expected: try example.expected())
    #expect(report.pageURL == "https://weather.example.com/forecast/oslo?units=metric")
  }

  @Test func theComparerNamesEachDifference() throws {
    let example = ExampleCase(example: "BackgroundColor", page: "recipe")
    var expected = try example.expected()
    expected.finalizeArgument = ["newBackgroundColor": "purple"]
    expected.diagnosticCodes = ["run-threw"]
    let report = example.run(with: example.makeHandler(), expected: expected)
    let differences = expected.differences(from: report)
    #expect(differences.count == 2, "\(differences)")
    #expect(
      differences.first
        == #"finalizeArgument.newBackgroundColor: expected "purple", got "red""#)
    #expect(
      differences.last?.hasPrefix("diagnosticCodes: expected [\"run-threw\"], got []") == true)
  }
}
