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
  /// The legacy key or button code. https://w3c.github.io/uievents/#dom-uieventinit-which
  public var which: UInt32

  /// Makes an init dictionary.
  public init(
    bubbles: Bool = false, cancelable: Bool = false, composed: Bool = false,
    view: EventTarget? = nil, detail: Int = 0, which: UInt32 = 0
  ) {
    self.bubbles = bubbles
    self.cancelable = cancelable
    self.composed = composed
    self.view = view
    self.detail = detail
    self.which = which
  }

  /// The `EventInit` part.
  var eventInit: EventInit {
    EventInit(bubbles: bubbles, cancelable: cancelable, composed: composed)
  }
}

/// An event from the user interface. https://w3c.github.io/uievents/#interface-uievent
open class UIEvent: Event {
  /// The window the event happened in. https://w3c.github.io/uievents/#dom-uievent-view
  public private(set) var view: EventTarget?
  /// Event-specific detail (e.g. the click count). https://w3c.github.io/uievents/#dom-uievent-detail
  public private(set) var detail: Int
  var whichStorage: UInt32

  /// Makes a UI event. https://w3c.github.io/uievents/#dom-uievent-uievent
  public init(
    _ type: String, _ eventInitDict: UIEventInit = UIEventInit(), clock: () -> Double = { 0 }
  ) {
    self.view = eventInitDict.view
    self.detail = eventInitDict.detail
    self.whichStorage = eventInitDict.which
    super.init(type, eventInitDict.eventInit, clock: clock)
  }

  /// The legacy key or button code: the init dictionary's `which` here; subclasses derive
  /// it (a mouse event's button + 1, a keyboard event's key code).
  ///
  /// https://w3c.github.io/uievents/#dom-uievent-which
  open var which: UInt32 { whichStorage }

  /// Re-initializes an event that is not being dispatched (legacy).
  ///
  /// https://w3c.github.io/uievents/#dom-uievent-inituievent
  public func initUIEvent(
    _ type: String, bubbles: Bool = false, cancelable: Bool = false, view: EventTarget? = nil,
    detail: Int = 0
  ) {
    // 1. Not while it is being dispatched.
    if dispatchFlag { return }
    // 2–3. Initialize, then the UI members.
    initialize(type: type, bubbles: bubbles, cancelable: cancelable)
    self.view = view
    self.detail = detail
  }
}
