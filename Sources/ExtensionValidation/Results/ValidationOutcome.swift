/// Everything one `actionjs validate` or `actionjs test` run found: the static checks of each
/// script, then each case's result, and how they are judged. Every report format (text, JSON,
/// JUnit, SARIF, GitHub annotations) is written from one of these.
public struct ValidationOutcome: Sendable {
  /// The command that ran: `validate` or `test`.
  public var command: String
  /// The static checks, one per script or extension folder, in the order given.
  public var scriptChecks: [ScriptCheckResult]
  /// The cases' results, in case order (``ValidationCase/id``).
  public var cases: [CaseResult]
  /// Whether warnings fail (`--strict`).
  public var strict: Bool
  /// The part of the suite that ran (`--shard`).
  public var shard: Shard
  /// Wall-clock seconds the whole run took.
  public var durationSeconds: Double

  /// An outcome.
  public init(
    command: String, scriptChecks: [ScriptCheckResult] = [], cases: [CaseResult] = [],
    strict: Bool = false, shard: Shard = .whole, durationSeconds: Double = 0
  ) {
    self.command = command
    self.scriptChecks = scriptChecks
    self.cases = cases
    self.strict = strict
    self.shard = shard
    self.durationSeconds = durationSeconds
  }

  /// The cases that failed.
  public var failedCases: [CaseResult] { cases.filter { $0.failed(strict: strict) } }

  /// The scripts whose static checks failed.
  public var failedScriptChecks: [ScriptCheckResult] {
    scriptChecks.filter { $0.failed(strict: strict) }
  }

  /// Whether everything passed (exit status 0).
  public var passed: Bool { failedCases.isEmpty && failedScriptChecks.isEmpty }

  /// How many problems of `severity` there are, over checks and cases.
  public func count(_ severity: CaseProblem.Severity) -> Int {
    (scriptChecks.flatMap(\.problems) + cases.flatMap(\.problems)).filter {
      $0.severity == severity
    }.count
  }
}
