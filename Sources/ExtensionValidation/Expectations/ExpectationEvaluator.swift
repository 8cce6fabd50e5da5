import ActionExtension
import DOM
import HTMLParsing
import JSCore

/// Checks a case's expectations against its report: one `expectation-failed` problem (an
/// error) for each that does not hold, saying what was expected and what the run gave.
enum ExpectationEvaluator {
  static func problems(
    _ expectations: [Expectation], report: RunReport, location: CaseProblem.Location
  ) -> [CaseProblem] {
    expectations.compactMap { expectation in
      failure(of: expectation, in: report).map {
        CaseProblem(
          code: HarnessCode.expectationFailed, severity: .error, message: $0, location: location,
          origin: .expectation)
      }
    }
  }

  /// Why `expectation` does not hold for `report`, or nil when it holds.
  static func failure(of expectation: Expectation, in report: RunReport) -> String? {
    switch expectation {
    case .resultsEqual(let json):
      guard let expected = try? PropertyList(json: json) else {
        return "expected results are not valid typed JSON: \(json)"
      }
      guard let results = report.results else { return "expected results \(json); there are none" }
      return results == expected
        ? nil : "expected results \(expected.jsonString()), got \(results.jsonString())"
    case .resultsContain(let json):
      guard let expected = try? PropertyList(json: json) else {
        return "expected results are not valid typed JSON: \(json)"
      }
      guard let results = report.results else {
        return "expected results containing \(json); there are none"
      }
      return mismatch(expected: expected, in: results, path: "results").map {
        "results do not contain what is expected: \($0)"
      }
    case .finalizeCalled(let expected):
      guard report.finalizeCalled != expected else { return nil }
      return expected ? "finalize() was expected to run; it did not" : "finalize() ran"
    case .selectorMatches(let selector):
      guard let html = report.finalHTML else { return "the document after finalize() is missing" }
      let document = HTMLParser.parseDocument(html)
      do {
        guard try document.querySelector(selector) == nil else { return nil }
        return "no element matches \(selector) after finalize()"
      } catch {
        return "the selector \(selector) is invalid: \(error.message)"
      }
    case .alert(let text):
      let alerts = report.dialogs.filter { $0.kind == .alert }.map(\.message)
      guard !alerts.contains(text) else { return nil }
      let shown =
        alerts.isEmpty ? "none" : alerts.map { JSONValue.quoted($0) }.joined(separator: ", ")
      return "expected an alert \(JSONValue.quoted(text)); alerts shown: \(shown)"
    case .noDiagnostics(let codes):
      let found = report.diagnostics.filter { codes.contains($0.code) }
      guard !found.isEmpty else { return nil }
      return "diagnostics that must not occur: "
        + found.map { "\($0.code) (\($0.message))" }.joined(separator: "; ")
    }
  }

  /// Where `actual` fails to contain `expected`: dictionaries key by key (extra keys allowed),
  /// everything else equal.
  static func mismatch(expected: PropertyList, in actual: PropertyList, path: String) -> String? {
    if let expectedDictionary = expected.dictionaryValue {
      guard let actualDictionary = actual.dictionaryValue else {
        return "\(path) is a \(actual.typeName), expected a dictionary"
      }
      for (key, value) in expectedDictionary {
        guard let actualValue = actualDictionary[key] else { return "\(path).\(key) is missing" }
        if let problem = mismatch(expected: value, in: actualValue, path: "\(path).\(key)") {
          return problem
        }
      }
      return nil
    }
    return expected == actual
      ? nil : "\(path) is \(actual.jsonString()), expected \(expected.jsonString())"
  }
}
