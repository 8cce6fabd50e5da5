/// A report format of `validate` and `test` (`--format`).
enum ReportFormat: String, CaseIterable, Sendable {
  /// The readable report (the default, on standard output).
  case text
  /// The outcome as JSON (`docs/validate-report.md`).
  case json
  /// JUnit XML for Jenkins, GitLab and GitHub test reporters.
  case junit
  /// SARIF 2.1.0 for GitHub code scanning.
  case sarif
  /// GitHub Actions workflow commands (annotations).
  case github
}

/// One `--format F [--output FILE]` pair: a format and where it goes (nil: standard output).
struct ReportDestination: Equatable, Sendable {
  /// The format.
  var format: ReportFormat
  /// The file, or nil for standard output.
  var path: String?
}
