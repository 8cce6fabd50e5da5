import ActionExtension
import Foundation
import JSCore
import SavedPages
import Testing
import WebPlatform

/// The WebKit-differential suite: every fixture under `Fixtures/` runs through the preprocessing
/// flow, and what it did is compared with what WebKit (WebKitGTK 2.50, Safari's WebCore and
/// JavaScriptCore) did with the same script and page, recorded as data beside it
/// (`Scripts/record-webkit-fixtures.py`). A fixture without a recording fails; a known deviation
/// is listed with its reason in `Fixtures/expectations.txt`, and one that matches anyway fails
/// too, so the list stays true.
@Suite struct WebKitDifferentialTests {
  static let fixtures = WebKitFixture.all()
  static let deviations = WebKitFixture.knownDeviations()

  @Test func theSuiteHasFixtures() {
    #expect(Self.fixtures.count > 0, "no fixture under \(WebKitFixture.root.path)")
  }

  @Test func everyKnownDeviationNamesAFixture() {
    let ids = Set(Self.fixtures.map(\.id))
    for id in Self.deviations.keys.sorted() {
      #expect(ids.contains(id), "expectations.txt lists \(id), which is not a fixture")
    }
  }

  @Test(arguments: fixtures) func matchesWebKit(_ fixture: WebKitFixture) throws {
    guard let recording = try fixture.recording() else {
      Issue.record(
        "\(fixture.id) has no WebKit recording (\(fixture.recordingURL.lastPathComponent)): run Scripts/record-webkit-fixtures.py where the oracle is installed"
      )
      return
    }
    let report = try Self.run(fixture)
    let differences = Self.differences(report, recording, fixture: fixture)
    if let reason = Self.deviations[fixture.id] {
      #expect(
        !differences.isEmpty,
        "\(fixture.id) now matches WebKit: remove it from expectations.txt (listed as: \(reason))")
    } else {
      #expect(
        differences.isEmpty,
        "\(fixture.id) differs from WebKit:\n\(differences.joined(separator: "\n"))")
    }
  }

  /// Runs a fixture as `actionjs run` would, in the page's world (as the oracle runs scripts).
  static func run(_ fixture: WebKitFixture) throws -> RunReport {
    var page = try SavedPageLoader.load(contentsOf: fixture.page.path, url: fixture.url)
    if let charset = fixture.charset { page.textEncodingName = charset }
    var options = RunOptions()
    options.world = .page
    options.includeFinalHTML = true
    // The suite compares what a script does, not how fast: the fixtures that read all 412
    // computed properties of every HTML element take about 7 s in a debug build and more
    // than the default 10 s limit under ThreadSanitizer (CI's sanitized run).
    options.scriptTimeLimit = 120
    if let text = fixture.select { options.selection = .text(text, occurrence: 1) }
    let handler: any RequestHandler
    if let json = fixture.finalize {
      handler = ReplyHandler(finalizeArgument: try PropertyList(json: json))
    } else {
      handler = NoItemsHandler()
    }
    return PreprocessingRunner(options: options).run(
      page: page, script: fixture.source, scriptURL: "\(fixture.id).js", handler: handler)
  }

  /// Where a report differs from WebKit's recording, one line each.
  static func differences(
    _ report: RunReport, _ recording: WebKitRecording, fixture: WebKitFixture
  ) -> [String] {
    var lines: [String] = []
    if report.completionCalled != recording.completed {
      lines.append(
        "completionFunction called: actionjs \(report.completionCalled), WebKit \(recording.completed)"
      )
    }
    let ours = report.results.map { $0.jsonString(options: .sortedKeys) }
    if let theirs = recording.resultsJSON, let ours {
      let keys = resultDifferences(ours: ours, theirs: theirs)
      lines += keys
    } else if (ours == nil) != (recording.resultsJSON == nil) {
      lines.append("results: actionjs \(ours ?? "none"), WebKit \(recording.resultsJSON ?? "none")")
    }
    let runException = report.exceptions.first { $0.phase == .run }?.message
    if (runException == nil) != (recording.runException == nil) {
      lines.append(
        "run() threw: actionjs \(runException ?? "no"), WebKit \(recording.runException ?? "no")")
    }
    let alerts = report.dialogs.filter { $0.kind == .alert }.map(\.message)
    if alerts != recording.alerts {
      lines.append("alerts: actionjs \(alerts), WebKit \(recording.alerts)")
    }
    if fixture.compareFinalHTML {
      let ours = report.finalHTML.map(documentElementHTML) ?? ""
      if ours != recording.finalHTML {
        lines.append("final HTML:\n  actionjs \(ours)\n  WebKit   \(recording.finalHTML ?? "none")")
      }
    }
    if let charset = recording.characterSet,
      charset.lowercased() != report.page.encoding.lowercased()
    {
      lines.append("characterSet: actionjs \(report.page.encoding), WebKit \(charset)")
    }
    return lines
  }

  /// The results' differences, key by key when both are dictionaries.
  static func resultDifferences(ours: String, theirs: String) -> [String] {
    let mine = try? PropertyList(json: ours)
    let webkit = try? PropertyList(jsonData: Data(theirs.utf8), omittingNulls: true)
    if let mine = mine?.dictionaryValue, let webkit = webkit?.dictionaryValue {
      var lines: [String] = []
      for key in Set(mine.keys).union(webkit.keys).sorted() {
        let a = mine[key].map(describe) ?? "(absent)"
        let b = webkit[key].map(describe) ?? "(absent)"
        if a != b { lines.append("results.\(key):\n  actionjs \(a)\n  WebKit   \(b)") }
      }
      return lines
    }
    let a = mine.map(describe) ?? ours
    let b = webkit.map(describe) ?? theirs
    return a == b ? [] : ["results:\n  actionjs \(a)\n  WebKit   \(b)"]
  }

  /// A value written canonically (sorted keys; an integral real as an integer, since JSON does
  /// not tell them apart), for comparing.
  static func describe(_ value: PropertyList) -> String {
    switch value {
    case .real(let double) where double == double.rounded() && abs(double) < 1e15:
      return String(Int64(double))
    case .array(let items): return "[" + items.map(describe).joined(separator: ",") + "]"
    case .dictionary(let dictionary):
      return "{"
        + dictionary.keys.sorted().compactMap { key in
          dictionary[key].map { "\(PropertyList.jsonQuoted(key)):\(describe($0))" }
        }.joined(separator: ",") + "}"
    default: return value.jsonString()
    }
  }

  /// The `<html>` element's markup in a serialized document (what the oracle records as
  /// `document.documentElement.outerHTML`): from the first `<html` to the last `</html>`.
  static func documentElementHTML(_ document: String) -> String {
    guard let start = document.range(of: "<html"),
      let end = document.range(of: "</html>", options: .backwards)
    else { return document }
    return String(document[start.lowerBound..<end.upperBound])
  }
}
