/// The options of `removeEventListener`. https://dom.spec.whatwg.org/#dictdef-eventlisteneroptions
public struct EventListenerOptions {
  /// Whether the listener is for the capturing phase.
  ///
  /// https://dom.spec.whatwg.org/#dom-eventlisteneroptions-capture
  public var capture: Bool

  /// Makes options.
  public init(capture: Bool = false) {
    self.capture = capture
  }
}

/// The options of `addEventListener`.
///
/// https://dom.spec.whatwg.org/#dictdef-addeventlisteneroptions
public struct AddEventListenerOptions {
  /// Whether the listener is for the capturing phase.
  ///
  /// https://dom.spec.whatwg.org/#dom-eventlisteneroptions-capture
  public var capture: Bool
  /// Whether `preventDefault()` is ignored in the listener; `nil` uses the default passive
  /// value. https://dom.spec.whatwg.org/#dom-addeventlisteneroptions-passive
  public var passive: Bool?
  /// Whether the listener is removed before its first call.
  ///
  /// https://dom.spec.whatwg.org/#dom-addeventlisteneroptions-once
  public var once: Bool
  /// A signal whose abort removes the listener.
  ///
  /// https://dom.spec.whatwg.org/#dom-addeventlisteneroptions-signal
  public var signal: AbortSignal?

  /// Makes options.
  public init(
    capture: Bool = false, passive: Bool? = nil, once: Bool = false, signal: AbortSignal? = nil
  ) {
    self.capture = capture
    self.passive = passive
    self.once = once
    self.signal = signal
  }
}
