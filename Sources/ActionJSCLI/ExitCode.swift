/// The exit statuses of `actionjs`.
public enum ExitCode {
  /// The run completed without an error diagnostic (`inspect`: Safari would offer the
  /// extension and nothing is wrong).
  public static let success: Int32 = 0
  /// An error-severity diagnostic from the script, the handler or the bundle (`inspect`: not
  /// offered, or an error diagnostic).
  public static let failure: Int32 = 1
  /// A usage error or an input that cannot be read (page, script, `--reply` JSON, …).
  public static let usage: Int32 = 2
  /// An internal error, or an output file that cannot be written.
  public static let internalError: Int32 = 3
}
