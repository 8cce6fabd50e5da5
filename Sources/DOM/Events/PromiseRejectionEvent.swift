/// A promise rejected with no handler (`unhandledrejection`), or handled late
/// (`rejectionhandled`). The promise and reason are opaque values (JavaScript values in a
/// binding).
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#promiserejectionevent
public final class PromiseRejectionEvent: Event {
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-promiserejectionevent-promise
  public let promise: Any
  /// The rejection reason; nil is undefined.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-promiserejectionevent-reason
  public let reason: Any?

  /// Makes a rejection event.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#promiserejectionevent
  public init(
    _ type: String, _ eventInitDict: EventInit = EventInit(), promise: Any, reason: Any? = nil,
    clock: () -> Double = { 0 }
  ) {
    self.promise = promise
    self.reason = reason
    super.init(type, eventInitDict, clock: clock)
  }
}
