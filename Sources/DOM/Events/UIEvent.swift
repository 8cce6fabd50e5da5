/// The members of `UIEvent`'s init dictionary. https://w3c.github.io/uievents/#dictdef-uieventinit
public struct UIEventInit {
  /// https://dom.spec.whatwg.org/#dom-eventinit-bubbles
  public var bubbles: Bool
  /// https://dom.spec.whatwg.org/#dom-eventinit-cancelable
  public var cancelable: Bool
  /// https://dom.spec.whatwg.org/#dom-eventinit-composed
  public var composed: Bool
  /// The window the event happened in. https://w3c.github.io/uievents/#dom-uieventinit-view
  public var view: EventTarget?
  /// https://w3c.github.io/uievents/#dom-uieventinit-detail
  public var detail: Int

  /// Makes an init dictionary.
  public init(
    bubbles: Bool = false, cancelable: Bool = false, composed: Bool = false,
    view: EventTarget? = nil, detail: Int = 0
  ) {
    self.bubbles = bubbles
    self.cancelable = cancelable
    self.composed = composed
    self.view = view
    self.detail = detail
  }
}

/// An event from the user interface. https://w3c.github.io/uievents/#interface-uievent
open class UIEvent: Event {
  /// The window the event happened in. https://w3c.github.io/uievents/#dom-uievent-view
  public let view: EventTarget?
  /// Event-specific detail (e.g. the click count). https://w3c.github.io/uievents/#dom-uievent-detail
  public let detail: Int

  /// Makes a UI event. https://w3c.github.io/uievents/#dom-uievent-uievent
  public init(
    _ type: String, _ eventInitDict: UIEventInit = UIEventInit(), clock: () -> Double = { 0 }
  ) {
    self.view = eventInitDict.view
    self.detail = eventInitDict.detail
    super.init(
      type,
      EventInit(
        bubbles: eventInitDict.bubbles, cancelable: eventInitDict.cancelable,
        composed: eventInitDict.composed),
      clock: clock)
  }
}
