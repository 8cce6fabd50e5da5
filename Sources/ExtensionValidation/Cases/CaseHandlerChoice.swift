/// Which request handler a case runs with: the built-in handlers `actionjs run` offers.
public enum CaseHandlerChoice: Codable, Sendable, Hashable {
  /// Completes with the results as the finalize argument (`--echo`, the default).
  case echo
  /// Completes with this finalize argument, as typed JSON (`--reply`).
  case reply(json: String)
  /// Completes with no items: `finalize()` is not called (`--no-reply`).
  case noReply
  /// Cancels with this message, or a default one (`--cancel`).
  case cancel(message: String?)
  /// Runs this shell command as the handler, for at most `timeLimit` seconds
  /// (`--handler-command`).
  case command(String, timeLimit: Double)
}
