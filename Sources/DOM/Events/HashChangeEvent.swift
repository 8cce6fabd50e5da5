/// A change of the URL's fragment.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-hashchangeevent-interface
public final class HashChangeEvent: Event {
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-hashchangeevent-oldurl
  public let oldURL: String
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#dom-hashchangeevent-newurl
  public let newURL: String

  /// Makes a hash change event.
  ///
  /// https://html.spec.whatwg.org/multipage/nav-history-apis.html#hashchangeevent
  public init(
    _ type: String, _ eventInitDict: EventInit = EventInit(), oldURL: String = "",
    newURL: String = "", clock: () -> Double = { 0 }
  ) {
    self.oldURL = oldURL
    self.newURL = newURL
    super.init(type, eventInitDict, clock: clock)
  }
}
