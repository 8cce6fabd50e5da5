/// The codes of static-check problems that have no run diagnostic of the same meaning (the
/// others reuse ``ActionExtension/DiagnosticCode``: `script-syntax-error`,
/// `no-preprocessing-object`, `run-not-function`, `finalize-not-function`, `time-limit`).
public enum StaticCheckCode {
  /// The file's top-level code threw when evaluated over an empty page.
  public static let topLevelThrew = "top-level-threw"
  /// The top-level code threw because it uses a global Safari has and actionjs does not
  /// (``SafariOnlyGlobals``): Safari would go on; the checks after it are incomplete.
  public static let topLevelAPIMissing = "top-level-api-missing"
}
