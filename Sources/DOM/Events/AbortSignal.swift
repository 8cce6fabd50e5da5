/// A signal that an operation was aborted; `addEventListener` uses it to remove listeners.
///
/// https://dom.spec.whatwg.org/#interface-AbortSignal
public final class AbortSignal: EventTargetWithInlineData {
  private var abortAlgorithms: [() -> Void] = []
  private var reasonStorage: Any?
  private var isAborted = false

  /// Makes a signal that is not aborted (use `AbortController` to get one).
  override init() {}

  /// A signal that is already aborted, with `reason` (an `AbortError` by default).
  ///
  /// https://dom.spec.whatwg.org/#dom-abortsignal-abort
  public static func abort(reason: Any? = nil) -> AbortSignal {
    // 1–2. A new signal whose abort reason is the reason, or an AbortError.
    let signal = AbortSignal()
    signal.isAborted = true
    signal.reasonStorage = reason ?? DOMException(.abortError, "The operation was aborted.")
    return signal
  }

  /// Whether the signal was aborted. https://dom.spec.whatwg.org/#dom-abortsignal-aborted
  public var aborted: Bool { isAborted }

  /// The abort reason (opaque, so bindings can keep a JavaScript value), `nil` until aborted.
  ///
  /// https://dom.spec.whatwg.org/#dom-abortsignal-reason
  public var reason: Any? { reasonStorage }

  /// Adds an algorithm to run when the signal is aborted (nothing when it already is).
  ///
  /// https://dom.spec.whatwg.org/#abortsignal-add
  public func addAbortAlgorithm(_ algorithm: @escaping () -> Void) {
    // 1. Nothing when aborted.
    if isAborted { return }
    // 2. Append.
    abortAlgorithms.append(algorithm)
  }

  /// Aborts: sets the reason, runs the abort algorithms, then fires `abort` at the signal.
  ///
  /// https://dom.spec.whatwg.org/#abortsignal-signal-abort
  func signalAbort(reason: Any?) {
    // 1. Only once.
    if isAborted { return }
    // 2. The reason, or a new AbortError.
    isAborted = true
    reasonStorage = reason ?? DOMException(.abortError, "The operation was aborted.")
    // 3–4. The abort steps: run and empty the algorithms, then fire `abort`.
    let algorithms = abortAlgorithms
    abortAlgorithms = []
    for algorithm in algorithms { algorithm() }
    fireEvent(Event("abort"))
  }
}
