/// The members of `ErrorEvent`'s init dictionary.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#erroreventinit
public struct ErrorEventInit {
  /// The `EventInit` members.
  public var event: EventInit
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-errorevent-message
  public var message: String
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-errorevent-filename
  public var filename: String
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-errorevent-lineno
  public var lineno: UInt32
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-errorevent-colno
  public var colno: UInt32
  /// The thrown value (a binding keeps a JavaScript value here); nil is null.
  ///
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-errorevent-error
  public var error: Any?

  /// Makes an init dictionary.
  public init(
    _ event: EventInit = EventInit(), message: String = "", filename: String = "",
    lineno: UInt32 = 0, colno: UInt32 = 0, error: Any? = nil
  ) {
    self.event = event
    self.message = message
    self.filename = filename
    self.lineno = lineno
    self.colno = colno
    self.error = error
  }
}

/// A script error reported to a global object.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#errorevent
public final class ErrorEvent: Event {
  /// The error's members, as given.
  public let details: ErrorEventInit

  /// Makes an error event. https://html.spec.whatwg.org/multipage/webappapis.html#errorevent
  public init(
    _ type: String, _ eventInitDict: ErrorEventInit = ErrorEventInit(),
    clock: () -> Double = { 0 }
  ) {
    details = eventInitDict
    super.init(type, eventInitDict.event, clock: clock)
  }

  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-errorevent-message
  public var message: String { details.message }
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-errorevent-filename
  public var filename: String { details.filename }
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-errorevent-lineno
  public var lineno: UInt32 { details.lineno }
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-errorevent-colno
  public var colno: UInt32 { details.colno }
  /// https://html.spec.whatwg.org/multipage/webappapis.html#dom-errorevent-error
  public var error: Any? { details.error }
}
