import ExtensionValidation

/// The readable report of `actionjs validate` and `actionjs test` (`--format text`, the
/// default), in the style of `actionjs run`'s text report.
///
/// In order: a header (`actionjs validate`, with the shard and `--strict` when they apply);
/// the static checks of each script that found something (`FAIL script (static checks)` when
/// they fail it, `WARN …` when they only warn) with every problem indented under it; each
/// failed case (`FAIL script × page`) with every problem indented under it; one line per
/// warning of a passing case (`WARN script × page: warning code: message (file:line:col)`);
/// and the summary line
/// `N cases: P passed, F failed; E errors, W warnings; in S s`, which adds
/// `K scripts failed static checks` after the failed count when there are any.
/// Passing cases without warnings get no line.
///
/// Control characters in messages (other than tab and line feed) are shown as `\u{1B}`, so a
/// message cannot drive the terminal; a message's later lines are indented under its first.
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
    lines.append(summary(outcome, style: style))
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
    var text = "\(severity) \(visible(problem.code)): \(visible(problem.message))"
    if let location = problem.location {
      text += " " + style.dim("(" + visible(location.text) + ")")
    }
    return text.replacingOccurrences(of: "\n", with: "\n    ")
  }

  /// `N cases: P passed, F failed; E errors, W warnings; in S s`.
  private static func summary(_ outcome: ValidationOutcome, style: TextStyle) -> String {
    let failed = outcome.failedCases.count
    let passed = outcome.cases.count - failed
    var text = counted(outcome.cases.count, "case") + ": "
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

  private static func counted(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)" + (count == 1 ? "" : "s")
  }

  /// `text` with control characters other than tab and line feed written as `\u{XX}`.
  private static func visible(_ text: String) -> String {
    var output = ""
    output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A: output.unicodeScalars.append(scalar)
      case 0x00...0x1F, 0x7F...0x9F:
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
