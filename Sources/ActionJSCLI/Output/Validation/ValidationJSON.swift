import ActionExtension
import ExtensionValidation

/// The JSON report of `actionjs validate` and `actionjs test` (`--format json`), documented
/// member by member in `docs/validate-report.md`.
///
/// Written with ``ActionExtension/JSONValue``: members always in the documented order, cases
/// and problems in outcome order, so the same outcome always gives the same bytes.
enum ValidationJSON {
  /// The value of `schemaVersion`: changes when a member is renamed, removed or changes
  /// meaning.
  static let schemaVersion = 1

  /// The report as pretty-printed JSON, ending with a line feed.
  static func render(_ outcome: ValidationOutcome) -> String {
    value(outcome).text
  }

  /// The report as a JSON value.
  static func value(_ outcome: ValidationOutcome) -> JSONValue {
    let failed = outcome.failedCases.count
    let summary: JSONValue = .object([
      ("cases", .int(outcome.cases.count)),
      ("passed", .int(outcome.cases.count - failed)),
      ("failed", .int(failed)),
      ("scriptChecksFailed", .int(outcome.failedScriptChecks.count)),
      ("errors", .int(outcome.count(.error))),
      ("warnings", .int(outcome.count(.warning))),
      ("infos", .int(outcome.count(.info))),
      ("durationSeconds", .milliseconds(max(outcome.durationSeconds, 0))),
    ])
    return .object([
      ("schemaVersion", .int(schemaVersion)),
      ("command", .string(outcome.command)),
      ("strict", .bool(outcome.strict)),
      ("shard", .string(outcome.shard.description)),
      ("passed", .bool(outcome.passed)),
      ("summary", summary),
      ("scriptChecks", .array(outcome.scriptChecks.map { check($0, strict: outcome.strict) })),
      ("cases", .array(outcome.cases.map { result($0, strict: outcome.strict) })),
    ])
  }

  private static func check(_ check: ScriptCheckResult, strict: Bool) -> JSONValue {
    .object([
      ("script", .string(check.scriptPath)),
      ("status", .string(check.failed(strict: strict) ? "failed" : "passed")),
      ("problems", .array(check.problems.map(problem))),
    ])
  }

  private static func result(_ result: CaseResult, strict: Bool) -> JSONValue {
    .object([
      ("id", .string(result.caseID)),
      ("name", .string(result.name)),
      ("script", .string(result.scriptPath)),
      ("page", .string(result.pagePath)),
      ("status", .string(result.failed(strict: strict) ? "failed" : "passed")),
      ("durationMilliseconds", .milliseconds(max(result.durationMilliseconds, 0))),
      ("peakMemoryBytes", .int(result.peakMemoryBytes)),
      ("problems", .array(result.problems.map(problem))),
    ])
  }

  private static func problem(_ problem: CaseProblem) -> JSONValue {
    let location: JSONValue =
      problem.location.map { location in
        .object([
          ("file", .string(location.file)),
          ("line", .int(location.line)),
          ("column", .int(location.column)),
        ])
      } ?? .null
    return .object([
      ("code", .string(problem.code)),
      ("severity", .string(problem.severity.rawValue)),
      ("message", .string(problem.message)),
      ("origin", .string(problem.origin.rawValue)),
      ("location", location),
    ])
  }
}
