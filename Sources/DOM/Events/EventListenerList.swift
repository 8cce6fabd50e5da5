/// A target's event listener list, in registration order.
///
/// https://dom.spec.whatwg.org/#eventtarget-event-listener-list
public final class EventListenerList {
  var listeners: [RegisteredEventListener] = []

  /// Makes an empty list (for `EventTarget` subclasses that store their own).
  public init() {}

  /// The number of listeners.
  public var count: Int { listeners.count }
}

/// An entry of an event listener list: the spec's "event listener" struct. It is a class, so
/// that a dispatch's copy of the list sees the `removed` flag.
///
/// https://dom.spec.whatwg.org/#concept-event-listener
final class RegisteredEventListener {
  let type: String
  let callback: EventListener
  let capture: Bool
  var passive: Bool?
  let once: Bool
  let signal: AbortSignal?
  var removed = false

  init(
    type: String, callback: EventListener, capture: Bool, passive: Bool?, once: Bool,
    signal: AbortSignal?
  ) {
    self.type = type
    self.callback = callback
    self.capture = capture
    self.passive = passive
    self.once = once
    self.signal = signal
  }
}
