/// Owns an `AbortSignal` and aborts it.
///
/// https://dom.spec.whatwg.org/#interface-abortcontroller
public final class AbortController {
  /// The controller's signal. https://dom.spec.whatwg.org/#dom-abortcontroller-signal
  public let signal = AbortSignal()

  /// Makes a controller with a new signal. https://dom.spec.whatwg.org/#dom-abortcontroller-abortcontroller
  public init() {}

  /// Aborts the signal with `reason` (an `AbortError` when `nil`).
  ///
  /// https://dom.spec.whatwg.org/#dom-abortcontroller-abort
  public func abort(reason: Any? = nil) {
    signal.signalAbort(reason: reason)
  }
}
