import ActionExtension

/// Something wrong with, or worth a look in, one case: a run diagnostic, an expectation that
/// did not hold, a snapshot that differs, or what the harness saw (a crash, a limit).
public struct CaseProblem: Codable, Sendable, Hashable {
  /// How serious it is: the run diagnostics' severities (info, warning, error).
  public typealias Severity = RunDiagnostic.Severity

  /// Where it comes from.
  public enum Origin: String, Codable, Sendable {
    /// A diagnostic of the run (``ActionExtension/RunDiagnostic``).
    case diagnostic
    /// A static check of the script or extension.
    case staticCheck = "static-check"
    /// An expectation of the suite file.
    case expectation
    /// The stored snapshot differs (`actionjs test`).
    case snapshot
    /// The worker process: a crash, a time or memory limit.
    case harness
  }

  /// A place in a file.
  public struct Location: Codable, Sendable, Hashable {
    /// The file, as the case names it (the script's file for a script location; the
    /// extension's `Info.plist` for a bundle problem; the page for a page problem).
    public var file: String
    /// 1-based line, when known.
    public var line: Int?
    /// 1-based column, when known.
    public var column: Int?

    /// A location.
    public init(file: String, line: Int? = nil, column: Int? = nil) {
      self.file = file
      self.line = line
      self.column = column
    }
  }

  /// The stable kebab-case code (`run-threw`, `expectation-failed`, `worker-crashed`…).
  public var code: String
  /// How serious it is.
  public var severity: Severity
  /// What happened, for a person.
  public var message: String
  /// Where, when there is a place.
  public var location: Location?
  /// Where it comes from.
  public var origin: Origin

  /// A problem.
  public init(
    code: String, severity: Severity, message: String, location: Location? = nil,
    origin: Origin = .diagnostic
  ) {
    self.code = code
    self.severity = severity
    self.message = message
    self.location = location
    self.origin = origin
  }

  /// Whether it fails its case: an error, or a warning under `--strict`.
  public func fails(strict: Bool) -> Bool {
    severity == .error || (strict && severity == .warning)
  }
}
