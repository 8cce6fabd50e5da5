import ExtensionValidation

/// The readable report of `actionjs validate` and `actionjs test` (`--format text`, the
/// default), in the style of `actionjs run`'s text report.
///
/// In order: a header (`actionjs validate`, with the shard and `--strict` when they apply);
/// the static checks of each script that found something (`FAIL script (static checks)` when
/// they fail it, `WARN …` when they only warn) with every problem indented under it; each
/// failed case (`FAIL script × page`) with every problem indented under it; one line per
/// warning of a passing case (`WARN script × page: warning code: message (file:line:col)`);
/// and the summary line (``ValidationSummary``). Passing cases without warnings get no line.
///
/// Control characters in messages (other than tab and line feed) are shown as `\u{1B}`
/// (``VisibleText``), so a message cannot drive the terminal; a message's later lines are
/// indented under its first.
enum ValidationText {
  /// The report as text, ending with a line feed.
  static func render(_ outcome: ValidationOutcome, style: TextStyle) -> String {
    var lines: [String] = []
    var header = "actionjs \(outcome.command)"
    if outcome.shard != .whole { header += " --shard \(outcome.shard)" }
    if outcome.strict { header += " --strict" }
    lines.append(style.bold(header))
    var body: [String] = []
    for check in outcome.scriptChecks where !check.problems.isEmpty {
      let failed = check.failed(strict: outcome.strict)
      let shown = failed ? check.problems : check.problems.filter { $0.severity >= .warning }
      guard !shown.isEmpty else { continue }
      body.append(mark(failed: failed, style: style) + " \(check.scriptPath) (static checks)")
      body += shown.map { "  " + problem($0, style: style) }
    }
    for result in outcome.cases {
      if result.failed(strict: outcome.strict) {
        body.append(mark(failed: true, style: style) + " " + result.caseID)
        body += result.problems.map { "  " + problem($0, style: style) }
      } else {
        body += result.problems.filter { $0.severity == .warning }.map {
          mark(failed: false, style: style) + " \(result.caseID): " + problem($0, style: style)
        }
      }
    }
    if !body.isEmpty {
      lines.append("")
      lines += body
    }
    lines.append("")
    lines.append(ValidationSummary.line(outcome, style: style))
    return lines.joined(separator: "\n") + "\n"
  }

  private static func mark(failed: Bool, style: TextStyle) -> String {
    failed ? style.red("FAIL") : style.yellow("WARN")
  }

  /// `error run-threw: message (Action.js:3:7)`.
  private static func problem(_ problem: CaseProblem, style: TextStyle) -> String {
    var severity = problem.severity.rawValue
    switch problem.severity {
    case .error: severity = style.red(severity)
    case .warning: severity = style.yellow(severity)
    case .info: severity = style.cyan(severity)
    }
    var text =
      "\(severity) \(VisibleText.escapingControls(problem.code)): \(VisibleText.escapingControls(problem.message))"
    if let location = problem.location {
      text += " " + style.dim("(" + VisibleText.escapingControls(location.text) + ")")
    }
    return text.replacingOccurrences(of: "\n", with: "\n    ")
  }
}
