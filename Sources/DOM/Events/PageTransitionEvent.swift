/// A page shown or hidden (`pageshow`, `pagehide`).
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-pagetransitionevent-interface
public final class PageTransitionEvent: Event {
  /// Whether the page comes from (or goes to) the back/forward cache.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-pagetransitionevent-persisted
  public let persisted: Bool

  /// Makes a page transition event.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#pagetransitionevent
  public init(
    _ type: String, _ eventInitDict: EventInit = EventInit(), persisted: Bool = false,
    clock: () -> Double = { 0 }
  ) {
    self.persisted = persisted
    super.init(type, eventInitDict, clock: clock)
  }
}
