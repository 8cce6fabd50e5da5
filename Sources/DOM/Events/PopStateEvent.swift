/// A history traversal to a session history entry with state.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-popstateevent-interface
public final class PopStateEvent: Event {
  /// The entry's state (a binding keeps a JavaScript value here); nil is null.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-popstateevent-state
  public let state: Any?
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-popstateevent-hasuavisualtransition
  public let hasUAVisualTransition: Bool

  /// Makes a pop state event.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#popstateevent
  public init(
    _ type: String, _ eventInitDict: EventInit = EventInit(), state: Any? = nil,
    hasUAVisualTransition: Bool = false, clock: () -> Double = { 0 }
  ) {
    self.state = state
    self.hasUAVisualTransition = hasUAVisualTransition
    super.init(type, eventInitDict, clock: clock)
  }
}
