/// The members of `CustomEvent`'s init dictionary.
///
/// https://dom.spec.whatwg.org/#dictdef-customeventinit
public struct CustomEventInit {
  /// https://dom.spec.whatwg.org/#dom-eventinit-bubbles
  public var bubbles: Bool
  /// https://dom.spec.whatwg.org/#dom-eventinit-cancelable
  public var cancelable: Bool
  /// https://dom.spec.whatwg.org/#dom-eventinit-composed
  public var composed: Bool
  /// Opaque data (a binding keeps a JavaScript value here).
  ///
  /// https://dom.spec.whatwg.org/#dom-customeventinit-detail
  public var detail: Any?

  /// Makes an init dictionary.
  public init(
    bubbles: Bool = false, cancelable: Bool = false, composed: Bool = false, detail: Any? = nil
  ) {
    self.bubbles = bubbles
    self.cancelable = cancelable
    self.composed = composed
    self.detail = detail
  }
}

/// An event carrying application data. https://dom.spec.whatwg.org/#interface-customevent
public final class CustomEvent: Event {
  /// The data. https://dom.spec.whatwg.org/#dom-customevent-detail
  public private(set) var detail: Any?

  /// Makes a custom event. https://dom.spec.whatwg.org/#dom-customevent-customevent
  public init(
    _ type: String, _ eventInitDict: CustomEventInit = CustomEventInit(),
    clock: () -> Double = { 0 }
  ) {
    self.detail = eventInitDict.detail
    super.init(
      type,
      EventInit(
        bubbles: eventInitDict.bubbles, cancelable: eventInitDict.cancelable,
        composed: eventInitDict.composed),
      clock: clock)
  }

  /// Re-initializes an event that is not being dispatched (legacy).
  ///
  /// https://dom.spec.whatwg.org/#dom-customevent-initcustomevent
  public func initCustomEvent(
    _ type: String, bubbles: Bool = false, cancelable: Bool = false, detail: Any? = nil
  ) {
    // 1. Not while it is being dispatched.
    if dispatchFlag { return }
    // 2–3. Initialize, and set the detail.
    initialize(type: type, bubbles: bubbles, cancelable: cancelable)
    self.detail = detail
  }
}
