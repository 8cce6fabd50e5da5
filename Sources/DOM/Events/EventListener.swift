/// A listener callback: a Swift closure in a class, so that the object's identity is what
/// `addEventListener` deduplicates and `removeEventListener` matches on.
///
/// Bindings wrap a JavaScript function (or `handleEvent` object) in one `EventListener` and
/// must hand the same instance back for the same JavaScript object.
///
/// https://dom.spec.whatwg.org/#callbackdef-eventlistener
public final class EventListener {
  /// The code to run; a thrown error is reported (see `reportException`) and the dispatch
  /// goes on.
  public let callback: (Event) throws -> Void
  /// Receives an error the callback throws ("report the exception" for the callback's realm);
  /// `nil` drops it.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#report-an-exception
  public let reportException: ((any Error) -> Void)?

  /// Makes a listener.
  ///
  /// - Parameters:
  ///   - reportException: called with an error the callback throws.
  ///   - callback: the code to run for each event.
  public init(
    reportException: ((any Error) -> Void)? = nil, _ callback: @escaping (Event) throws -> Void
  ) {
    self.reportException = reportException
    self.callback = callback
  }
}
