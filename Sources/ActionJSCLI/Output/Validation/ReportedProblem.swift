import ExtensionValidation

/// One problem of a ``ValidationOutcome`` with where it was found: a script's static checks
/// (no page) or a case (script × page).
///
/// The report formats that list problems rather than cases (SARIF, GitHub annotations) walk
/// ``all(in:)``: static checks first, script by script, then the cases, each in outcome order.
struct ReportedProblem {
  /// The problem.
  var problem: CaseProblem
  /// The script file or extension folder it belongs to.
  var scriptPath: String
  /// The case's page; nil for a static check.
  var pagePath: String?
  /// The case's id; nil for a static check.
  var caseID: String?

  /// The file it points at: its location's file, else the script.
  var file: String { problem.location?.file ?? scriptPath }

  /// Every problem of `outcome`, static checks first, in outcome order.
  static func all(in outcome: ValidationOutcome) -> [ReportedProblem] {
    let checks = outcome.scriptChecks.flatMap { check in
      check.problems.map { ReportedProblem(problem: $0, scriptPath: check.scriptPath) }
    }
    let cases = outcome.cases.flatMap { result in
      result.problems.map {
        ReportedProblem(
          problem: $0, scriptPath: result.scriptPath, pagePath: result.pagePath,
          caseID: result.caseID)
      }
    }
    return checks + cases
  }
}
