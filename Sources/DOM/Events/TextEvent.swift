/// Text input (legacy; made only by `document.createEvent("TextEvent")`).
///
/// https://w3c.github.io/uievents/#textevent
public final class TextEvent: UIEvent {
  /// The text entered. https://w3c.github.io/uievents/#dom-textevent-data
  public private(set) var data = ""

  /// Makes an uninitialized-looking text event of `type`.
  init(_ type: String, clock: () -> Double) {
    super.init(type, UIEventInit(), clock: clock)
  }

  /// Re-initializes an event that is not being dispatched (legacy).
  ///
  /// https://w3c.github.io/uievents/#dom-textevent-inittextevent
  public func initTextEvent(
    _ type: String, bubbles: Bool = false, cancelable: Bool = false, view: EventTarget? = nil,
    data: String = "undefined"
  ) {
    if dispatchFlag { return }
    initUIEvent(type, bubbles: bubbles, cancelable: cancelable, view: view, detail: 0)
    self.data = data
  }
}
