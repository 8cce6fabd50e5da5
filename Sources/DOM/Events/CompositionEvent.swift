/// The members of `CompositionEvent`'s init dictionary.
///
/// https://w3c.github.io/uievents/#dictdef-compositioneventinit
public struct CompositionEventInit {
  /// The `UIEventInit` members.
  public var ui: UIEventInit
  /// https://w3c.github.io/uievents/#dom-compositioneventinit-data
  public var data: String

  /// Makes an init dictionary.
  public init(_ ui: UIEventInit = UIEventInit(), data: String = "") {
    self.ui = ui
    self.data = data
  }
}

/// A step of text composition by an input method.
///
/// https://w3c.github.io/uievents/#interface-compositionevent
public final class CompositionEvent: UIEvent {
  /// The text being composed. https://w3c.github.io/uievents/#dom-compositionevent-data
  public private(set) var data: String

  /// Makes a composition event. https://w3c.github.io/uievents/#dom-compositionevent-compositionevent
  public init(
    _ type: String, _ eventInitDict: CompositionEventInit = CompositionEventInit(),
    clock: () -> Double = { 0 }
  ) {
    self.data = eventInitDict.data
    super.init(type, eventInitDict.ui, clock: clock)
  }

  /// Re-initializes an event that is not being dispatched (legacy).
  ///
  /// https://w3c.github.io/uievents/#dom-compositionevent-initcompositionevent
  public func initCompositionEvent(
    _ type: String, bubbles: Bool = false, cancelable: Bool = false, view: EventTarget? = nil,
    data: String = ""
  ) {
    if dispatchFlag { return }
    initUIEvent(type, bubbles: bubbles, cancelable: cancelable, view: view, detail: 0)
    self.data = data
  }
}
