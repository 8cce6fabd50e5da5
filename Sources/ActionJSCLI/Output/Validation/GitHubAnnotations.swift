import ExtensionValidation

/// GitHub Actions workflow commands for `actionjs validate` and `actionjs test`
/// (`--format github`): each warning and error becomes an annotation on the file and line.
///
/// https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
///
/// One line per problem of severity warning or error, in ``ReportedProblem/all(in:)`` order:
/// `::error file=F,line=L,col=C,title=CODE::MESSAGE` (`::warning …` for a warning; under
/// `--strict` a warning stays `::warning`, its case still fails). `file` is the problem's file,
/// or the script when it has none; `line` and `col` are left out when unknown; a case's
/// message ends with ` (page: PAGE)`. Then one `::notice title=actionjs CMD::SUMMARY` line
/// with the text report's summary (``ValidationSummary``).
///
/// Escaping follows the runner's rules: in the message `%`, CR and LF become `%25`, `%0D`,
/// `%0A`; in property values `:` and `,` also become `%3A` and `%2C`. Nothing else is
/// special, so `::` inside a message cannot start a command (a command starts a line). Other
/// control characters (NUL, ESC…), which the runner would not decode, are written as `\u{XX}`
/// (``VisibleText``).
enum GitHubAnnotations {
  /// The commands, one per line, ending with a line feed.
  static func render(_ outcome: ValidationOutcome) -> String {
    var lines: [String] = []
    for reported in ReportedProblem.all(in: outcome) {
      let problem = reported.problem
      let command: String
      switch problem.severity {
      case .error: command = "error"
      case .warning: command = "warning"
      case .info: continue
      }
      var properties = ["file=" + property(reported.file)]
      if let line = problem.location?.line, line >= 1 {
        properties.append("line=\(line)")
        if let column = problem.location?.column, column >= 1 {
          properties.append("col=\(column)")
        }
      }
      properties.append("title=" + property(problem.code))
      var message = problem.message
      if let page = reported.pagePath { message += " (page: \(page))" }
      lines.append("::\(command) " + properties.joined(separator: ",") + "::" + data(message))
    }
    let summary = ValidationSummary.line(outcome, style: TextStyle(enabled: false))
    lines.append(
      "::notice title=" + property("actionjs \(outcome.command)") + "::" + data(summary))
    return lines.joined(separator: "\n") + "\n"
  }

  /// A message: `%`, CR and LF escaped, other control characters made visible.
  static func data(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value),
        !["\t", "\r", "\n"].contains(scalar)
      {
        output += VisibleText.escapingControls(String(scalar))
        continue
      }
      switch scalar {
      case "%": output += "%25"
      case "\r": output += "%0D"
      case "\n": output += "%0A"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// A property value: as a message, and `:` and `,` escaped.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
