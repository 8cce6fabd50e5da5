/// The stable codes of the diagnostics `actionjs` itself adds to a run's report (the runner's
/// are in `DiagnosticCode`).
public enum CLIDiagnosticCode {
  /// The `--handler-command` ran past `--handler-timeout` and was killed.
  public static let handlerTimeout = "handler-timeout"
  /// The `--handler-command` exited 0 but its output is not JSON.
  public static let handlerOutputInvalid = "handler-output-invalid"
  /// The `--handler-command` could not be started.
  public static let handlerCommandFailed = "handler-command-failed"
}
