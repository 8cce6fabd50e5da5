import Foundation
import TestSupport
import Testing

@testable import ExtensionValidation

/// Cases run in process: diagnostics become problems located in the script's file,
/// expectations are checked, snapshots are stable.
@Suite struct CaseRunnerTests {
  static let page = "<title>Case page</title><body><p id=x>Hello</p></body>"
  static let script = """
    var ExtensionPreprocessingJS = {
      run: function (args) { args.completionFunction({ title: document.title, n: 2 }); },
      finalize: function (arg) {
        document.body.setAttribute("data-color", arg.color || "none");
        alert("done " + (arg.color || ""));
      }
    };
    """

  @Test func aPassingCaseHasNoErrorsAndItsExpectationsHold() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write("Action.js", Self.script)
    let page = try folder.write("page.html", Self.page)
    var settings = CaseSettings()
    settings.handler = .reply(json: #"{"color": "red"}"#)
    let validationCase = ValidationCase(
      scriptPath: script, pagePath: page, settings: settings,
      expectations: [
        .resultsContain(json: #"{"title": "Case page"}"#),
        .resultsEqual(json: #"{"title": "Case page", "n": 2.0}"#),
        .finalizeCalled(true), .selectorMatches("body[data-color=red]"), .alert("done red"),
        .noDiagnostics(["run-threw"]),
      ])
    let result = CaseRunner().run(validationCase)
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(!result.failed(strict: true))
    #expect(result.durationMilliseconds > 0)
  }

  @Test func failedExpectationsSayWhatWasExpected() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write("Action.js", Self.script)
    let page = try folder.write("page.html", Self.page)
    let validationCase = ValidationCase(
      scriptPath: script, pagePath: page,
      expectations: [
        .resultsContain(json: #"{"title": "Other"}"#), .finalizeCalled(false),
        .selectorMatches("#missing"), .alert("never"),
      ])
    let result = CaseRunner().run(validationCase)
    let messages = result.problems.filter { $0.code == HarnessCode.expectationFailed }
      .map(\.message)
    #expect(messages.count == 4, "\(messages)")
    #expect(messages[0].contains(#"results.title is "Case page", expected "Other""#))
    #expect(messages[1] == "finalize() ran")
    #expect(messages[2].contains("#missing"))
    #expect(messages[3].contains(#"alerts shown: "done ""#))
    #expect(result.failed(strict: false))
    #expect(result.problems.allSatisfy { $0.location?.file == script })
  }

  @Test func scriptErrorsAreLocatedInTheScriptFile() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write(
      "Broken.js", "var ExtensionPreprocessingJS = {\n  run: function () { nope(); }\n};")
    let page = try folder.write("page.html", Self.page)
    let result = CaseRunner().run(ValidationCase(scriptPath: script, pagePath: page))
    let threw = try #require(result.problems.first { $0.code == "run-threw" })
    #expect(threw.severity == .error)
    #expect(threw.location == CaseProblem.Location(file: script, line: 2, column: 26))
    #expect(result.failed(strict: false))
  }

  @Test func anUnreadablePageIsAProblemNamingThePage() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write("Action.js", Self.script)
    let missing = folder.url.appendingPathComponent("missing.html").path
    let result = CaseRunner().run(ValidationCase(scriptPath: script, pagePath: missing))
    #expect(result.problems.map(\.code) == ["page-unreadable"])
    #expect(result.problems.first?.location?.file == missing)
  }

  @Test func invalidSettingsAreACaseProblem() throws {
    var settings = CaseSettings()
    settings.platform = "android"
    let result = CaseRunner().run(
      ValidationCase(scriptPath: "a.js", pagePath: "p.html", settings: settings))
    #expect(result.problems.map(\.code) == [HarnessCode.caseInvalid])
  }

  @Test func snapshotsAreStableAndHoldNoAbsolutePaths() throws {
    let folder = try TemporaryFolder()
    let script = try folder.write("Action.js", Self.script)
    let page = try folder.write("page.html", Self.page)
    var settings = CaseSettings()
    settings.finalHTML = true
    let validationCase = ValidationCase(
      scriptPath: script, pagePath: page, settings: settings, wantsSnapshot: true)
    let runner = CaseRunner()
    let first = try #require(runner.run(validationCase).snapshot)
    let second = try #require(CaseRunner().run(validationCase).snapshot)
    #expect(first == second)
    #expect(!first.replacingOccurrences(of: validationCase.id, with: "").contains(folder.url.path))
    #expect(first.contains(#""finalHTML": "#))
    #expect(first.contains(#""title": "Case page""#))
    #expect(!first.contains("timings"))
    #expect(!first.contains("sha256"))
  }

  @Test func snapshotsMatchWhateverFolderTheCaseLivesIn() throws {
    // The page has no recorded URL, so its URL is its file: URL, and the script returns it.
    let script = """
      var ExtensionPreprocessingJS = { run: function (a) {
        a.completionFunction({ url: document.URL, base: document.baseURI });
      } };
      """
    var snapshots: [String] = []
    for _ in 0..<2 {
      let folder = try TemporaryFolder()
      let validationCase = ValidationCase(
        scriptPath: try folder.write("Action.js", script),
        pagePath: try folder.write("page.html", Self.page), wantsSnapshot: true)
      let snapshot = try #require(CaseRunner().run(validationCase).snapshot)
      #expect(!snapshot.contains(folder.url.path), "\(snapshot)")
      #expect(snapshot.contains(#""url": "page.html""#), "\(snapshot)")
      // The case id names the paths as given (absolute here): compare the rest.
      snapshots.append(String(snapshot.drop { $0 != "\n" }.dropFirst().drop { $0 != "\n" }))
    }
    #expect(snapshots[0] == snapshots[1])
  }

  @Test func casesAndResultsRoundTripThroughJSON() throws {
    var settings = CaseSettings()
    settings.handler = .command("cat", timeLimit: 3)
    settings.selectText = "Hello"
    let validationCase = ValidationCase(
      scriptPath: "s.js", pagePath: "p.html", name: "n", settings: settings,
      expectations: [.alert("x"), .resultsEqual(json: "{}")], wantsSnapshot: true)
    let data = try JSONEncoder().encode(validationCase)
    #expect(try JSONDecoder().decode(ValidationCase.self, from: data) == validationCase)
    let result = CaseResult(
      for: validationCase,
      problems: [
        CaseProblem(
          code: "x", severity: .warning, message: "m",
          location: CaseProblem.Location(file: "s.js", line: 1), origin: .harness)
      ])
    let resultData = try JSONEncoder().encode(result)
    #expect(try JSONDecoder().decode(CaseResult.self, from: resultData) == result)
    #expect(!result.failed(strict: false))
    #expect(result.failed(strict: true))
  }
}
