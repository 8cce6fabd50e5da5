/// The members of `FocusEvent`'s init dictionary.
///
/// https://w3c.github.io/uievents/#dictdef-focuseventinit
public struct FocusEventInit {
  /// The `UIEventInit` members.
  public var ui: UIEventInit
  /// https://w3c.github.io/uievents/#dom-focuseventinit-relatedtarget
  public var relatedTarget: EventTarget?

  /// Makes an init dictionary.
  public init(_ ui: UIEventInit = UIEventInit(), relatedTarget: EventTarget? = nil) {
    self.ui = ui
    self.relatedTarget = relatedTarget
  }
}

/// A focus change. https://w3c.github.io/uievents/#interface-focusevent
open class FocusEvent: UIEvent {
  /// Makes a focus event. https://w3c.github.io/uievents/#dom-focusevent-focusevent
  public init(
    _ type: String, _ eventInitDict: FocusEventInit = FocusEventInit(),
    clock: () -> Double = { 0 }
  ) {
    super.init(type, eventInitDict.ui, clock: clock)
    relatedTargetStorage = eventInitDict.relatedTarget
  }

  /// The other target of the focus change.
  ///
  /// https://w3c.github.io/uievents/#dom-focusevent-relatedtarget
  public var relatedTarget: EventTarget? { relatedTargetStorage }
}
