import ExtensionValidation

/// The JUnit XML report of `actionjs validate` and `actionjs test` (`--format junit`), in the
/// Ant/Jenkins shape that Jenkins, GitLab and GitHub test reporters read.
///
/// - The root `<testsuites name="actionjs">` carries the totals: `tests`, `failures`,
///   `errors` (always 0: a case that could not run, such as `worker-crashed`, is a failure
///   like any other), `skipped` (0) and `time` (the run's wall-clock seconds).
/// - One `<testsuite>` per script or extension folder, named by its path, in the order the
///   scripts first appear (static checks, then cases); its `time` is the sum of its cases.
/// - When the outcome has static checks for a script, its suite starts with a testcase named
///   `(static checks)` (classname the script, time 0), failed when the checks fail it.
/// - One `<testcase classname="SCRIPT" name="PAGE[ × NAME]" time="SECONDS">` per case, in
///   outcome order within its suite.
/// - A failed testcase has one `<failure message="…" type="CODE">`: the message and code of
///   its first failing problem, and as text every failing problem, one per line
///   (`error code: message (file:line:col)`).
/// - Problems that do not fail the testcase (warnings without `--strict`, information) are
///   written, one per line, in its `<system-out>`.
///
/// Times have three decimals. Text and attributes are escaped by ``XMLEscaping``, so hostile
/// messages (quotes, `<`, `&`, control characters) keep the document well-formed.
enum JUnitReport {
  /// The name of the testcase holding a script's static checks.
  static let staticChecksName = "(static checks)"

  /// One `<testcase>`, before it is written.
  private struct TestCase {
    var script: String
    var name: String
    var seconds: Double
    var failing: [CaseProblem]
    var other: [CaseProblem]
  }

  /// The report as an XML document, ending with a line feed.
  static func render(_ outcome: ValidationOutcome) -> String {
    var order: [String] = []
    var suites: [String: [TestCase]] = [:]
    func add(_ testCase: TestCase) {
      if suites[testCase.script] == nil { order.append(testCase.script) }
      suites[testCase.script, default: []].append(testCase)
    }
    for check in outcome.scriptChecks {
      add(testCase(check.scriptPath, staticChecksName, 0, check.problems, outcome.strict))
    }
    for result in outcome.cases {
      let name = result.name.map { "\(result.pagePath) × \($0)" } ?? result.pagePath
      add(
        testCase(
          result.scriptPath, name, result.durationMilliseconds / 1000, result.problems,
          outcome.strict))
    }
    let all = order.flatMap { suites[$0] ?? [] }
    var lines = [#"<?xml version="1.0" encoding="UTF-8"?>"#]
    lines.append(
      "<testsuites" + attributes(name: "actionjs", all, time: outcome.durationSeconds) + ">")
    for script in order {
      let testCases = suites[script] ?? []
      let time = testCases.reduce(0) { $0 + max($1.seconds, 0) }
      lines.append("  <testsuite" + attributes(name: script, testCases, time: time) + ">")
      for testCase in testCases { lines += element(testCase) }
      lines.append("  </testsuite>")
    }
    lines.append("</testsuites>")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func testCase(
    _ script: String, _ name: String, _ seconds: Double, _ problems: [CaseProblem],
    _ strict: Bool
  ) -> TestCase {
    TestCase(
      script: script, name: name, seconds: seconds,
      failing: problems.filter { $0.fails(strict: strict) },
      other: problems.filter { !$0.fails(strict: strict) })
  }

  /// ` name="…" tests="…" failures="…" errors="0" skipped="0" time="…"`.
  private static func attributes(name: String, _ testCases: [TestCase], time: Double) -> String {
    let failures = testCases.filter { !$0.failing.isEmpty }.count
    return " name=\"\(XMLEscaping.attribute(name))\" tests=\"\(testCases.count)\""
      + " failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(seconds(time))\""
  }

  private static func element(_ testCase: TestCase) -> [String] {
    let open =
      "    <testcase classname=\"\(XMLEscaping.attribute(testCase.script))\" name=\""
      + XMLEscaping.attribute(testCase.name) + "\" time=\"\(seconds(testCase.seconds))\""
    var lines: [String] = []
    if testCase.failing.isEmpty && testCase.other.isEmpty {
      return [open + "/>"]
    }
    lines.append(open + ">")
    if let first = testCase.failing.first {
      let text = testCase.failing.map(line).joined(separator: "\n")
      lines.append(
        "      <failure message=\"\(XMLEscaping.attribute(first.message))\" type=\""
          + XMLEscaping.attribute(first.code) + "\">" + XMLEscaping.text(text) + "</failure>")
    }
    if !testCase.other.isEmpty {
      let text = testCase.other.map(line).joined(separator: "\n")
      lines.append("      <system-out>" + XMLEscaping.text(text) + "</system-out>")
    }
    lines.append("    </testcase>")
    return lines
  }

  /// `error run-threw: message (Action.js:3:7)`.
  private static func line(_ problem: CaseProblem) -> String {
    var text = "\(problem.severity.rawValue) \(problem.code): \(problem.message)"
    if let location = problem.location { text += " (\(location.text))" }
    return text
  }

  /// Seconds with three decimals.
  private static func seconds(_ value: Double) -> String {
    DecimalText.fixed(value, decimals: 3)
  }
}
