/// Something a case's run must show besides "no error diagnostic" (a suite file's `expect`).
public enum Expectation: Codable, Sendable, Hashable {
  /// The results equal this property list (typed JSON, as `actionjs run --json` prints).
  case resultsEqual(json: String)
  /// The results contain these keys with these values (nested dictionaries are compared key
  /// by key; other values must be equal).
  case resultsContain(json: String)
  /// `finalize()` was called (`true`) or not (`false`).
  case finalizeCalled(Bool)
  /// An element matches this CSS selector in the document after `finalize()`.
  case selectorMatches(String)
  /// An `alert()` showed exactly this text.
  case alert(String)
  /// No diagnostic has any of these codes.
  case noDiagnostics([String])
}
