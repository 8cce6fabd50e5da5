import ActionExtension
public import Diagnostics

/// Something wrong with, or worth a look in, one case: a run diagnostic, an expectation that
/// did not hold, a snapshot that differs, or what the harness saw (a crash, a limit).
public struct CaseProblem: Codable, Sendable, Hashable {
  /// How serious it is: the project's one scale (info, warning, error).
  public typealias Severity = Diagnostics.Severity

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

  /// A place in a file (the script's file for a script location; the extension's
  /// `Info.plist` for a bundle problem; the page for a page problem): the project's one
  /// location type.
  public typealias Location = SourceLocation

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
