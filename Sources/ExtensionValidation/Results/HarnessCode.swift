/// The stable codes of problems the validation harness itself reports.
public enum HarnessCode {
  /// The worker process running the case died (a crash, a signal).
  public static let workerCrashed = "worker-crashed"
  /// The case ran past its wall-clock limit (`--timeout`) and its worker was stopped; also the
  /// run diagnostic for a script past its time limit.
  public static let timeLimit = "time-limit"
  /// The worker's resident memory passed the limit (`--memory-limit`) and it was stopped.
  public static let memoryLimit = "memory-limit"
  /// An expectation of the suite file did not hold.
  public static let expectationFailed = "expectation-failed"
  /// The report differs from its stored snapshot.
  public static let snapshotMismatch = "snapshot-mismatch"
  /// There is no stored snapshot yet (run with `--update` to record it).
  public static let snapshotMissing = "snapshot-missing"
  /// The case's settings are not valid.
  public static let caseInvalid = "case-invalid"
}
