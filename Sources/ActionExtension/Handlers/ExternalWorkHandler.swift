/// A request handler part of whose work runs outside the run's main queue: Apple-style
/// handlers hop to the process's `DispatchQueue.main` or `OperationQueue.main`, which the
/// runner does not drain by itself.
///
/// When the run has nothing left to do and the request is not answered, the runner calls
/// ``runExternalWork(until:)`` and goes on as long as it reports progress. When the run is
/// over (after `finalize()`), it calls ``runDidEnd()`` once.
public protocol ExternalWorkHandler: RequestHandler {
  /// Runs, or waits for, the work scheduled outside the run until `progressed()` is true
  /// (the request was answered, or the run's main queue got work), or until no more is
  /// expected. Called on the runner's thread.
  func runExternalWork(until progressed: () -> Bool) -> ExternalWorkOutcome

  /// The run is over: stop serving work for it.
  func runDidEnd()
}

/// What ``ExternalWorkHandler/runExternalWork(until:)`` achieved.
public enum ExternalWorkOutcome: Equatable, Sendable {
  /// The progress condition became true: the runner goes on.
  case progressed
  /// Nothing happened and nothing more is expected: the runner stops waiting.
  case idle
  /// The external work cannot run during the run (the reason is reported as a
  /// ``DiagnosticCode/externalWorkUnavailable`` warning): the runner stops waiting.
  case unavailable(String)
}
