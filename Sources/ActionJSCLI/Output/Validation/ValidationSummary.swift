import ExtensionValidation

/// The one-line summary of a validation outcome, shared by the text report and the GitHub
/// notice: `N scripts checked, M cases: P passed, F failed; E errors, W warnings; in S s`,
/// with `, K scripts failed static checks` after the failed count when there are any.
enum ValidationSummary {
  /// The summary, coloured by `style`.
  static func line(_ outcome: ValidationOutcome, style: TextStyle) -> String {
    let failed = outcome.failedCases.count
    let passed = outcome.cases.count - failed
    var text = ""
    if !outcome.scriptChecks.isEmpty {
      text += counted(outcome.scriptChecks.count, "script") + " checked, "
    }
    text += counted(outcome.cases.count, "case") + ": "
    text += (passed > 0 ? style.green("\(passed) passed") : "\(passed) passed") + ", "
    text += failed > 0 ? style.red("\(failed) failed") : "\(failed) failed"
    let failedChecks = outcome.failedScriptChecks.count
    if failedChecks > 0 {
      text += ", " + style.red(counted(failedChecks, "script") + " failed static checks")
    }
    text += "; " + counted(outcome.count(.error), "error") + ", "
    text += counted(outcome.count(.warning), "warning")
    text += "; in " + DecimalText.fixed(outcome.durationSeconds, decimals: 2) + " s"
    return text
  }

  /// `1 case`, `2 cases`.
  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)" + (count == 1 ? "" : "s")
  }
}
