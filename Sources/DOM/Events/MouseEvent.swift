/// The members of `MouseEvent`'s init dictionary (with `EventModifierInit`'s common keys).
///
/// https://w3c.github.io/uievents/#dictdef-mouseeventinit
public struct MouseEventInit {
  /// The `UIEventInit` members.
  public var ui: UIEventInit
  /// https://w3c.github.io/uievents/#dom-mouseeventinit-screenx
  public var screenX: Double
  /// https://w3c.github.io/uievents/#dom-mouseeventinit-screeny
  public var screenY: Double
  /// https://w3c.github.io/uievents/#dom-mouseeventinit-clientx
  public var clientX: Double
  /// https://w3c.github.io/uievents/#dom-mouseeventinit-clienty
  public var clientY: Double
  /// https://w3c.github.io/uievents/#dom-mouseeventinit-button
  public var button: Int16
  /// https://w3c.github.io/uievents/#dom-mouseeventinit-buttons
  public var buttons: UInt16
  /// https://w3c.github.io/uievents/#dom-mouseeventinit-relatedtarget
  public var relatedTarget: EventTarget?
  /// The modifier keys. https://w3c.github.io/uievents/#dictdef-eventmodifierinit
  public var modifiers: EventModifiers

  /// Makes an init dictionary.
  public init(
    _ ui: UIEventInit = UIEventInit(), screenX: Double = 0, screenY: Double = 0,
    clientX: Double = 0, clientY: Double = 0, button: Int16 = 0, buttons: UInt16 = 0,
    relatedTarget: EventTarget? = nil, modifiers: EventModifiers = EventModifiers()
  ) {
    self.ui = ui
    self.screenX = screenX
    self.screenY = screenY
    self.clientX = clientX
    self.clientY = clientY
    self.button = button
    self.buttons = buttons
    self.relatedTarget = relatedTarget
    self.modifiers = modifiers
  }
}

/// The common modifier-key members of `EventModifierInit`.
///
/// https://w3c.github.io/uievents/#dictdef-eventmodifierinit
public struct EventModifiers: Sendable, Equatable {
  /// https://w3c.github.io/uievents/#dom-eventmodifierinit-ctrlkey
  public var ctrlKey: Bool
  /// https://w3c.github.io/uievents/#dom-eventmodifierinit-shiftkey
  public var shiftKey: Bool
  /// https://w3c.github.io/uievents/#dom-eventmodifierinit-altkey
  public var altKey: Bool
  /// https://w3c.github.io/uievents/#dom-eventmodifierinit-metakey
  public var metaKey: Bool

  /// Makes a set of modifier states.
  public init(
    ctrlKey: Bool = false, shiftKey: Bool = false, altKey: Bool = false, metaKey: Bool = false
  ) {
    self.ctrlKey = ctrlKey
    self.shiftKey = shiftKey
    self.altKey = altKey
    self.metaKey = metaKey
  }
}

/// A pointer-device event; a `click` MouseEvent runs activation behavior.
///
/// https://w3c.github.io/uievents/#interface-mouseevent
open class MouseEvent: UIEvent {
  /// https://w3c.github.io/uievents/#dom-mouseevent-screenx
  public let screenX: Double
  /// https://w3c.github.io/uievents/#dom-mouseevent-screeny
  public let screenY: Double
  /// https://w3c.github.io/uievents/#dom-mouseevent-clientx
  public let clientX: Double
  /// https://w3c.github.io/uievents/#dom-mouseevent-clienty
  public let clientY: Double
  /// https://w3c.github.io/uievents/#dom-mouseevent-button
  public let button: Int16
  /// https://w3c.github.io/uievents/#dom-mouseevent-buttons
  public let buttons: UInt16
  /// The modifier keys held.
  public let modifiers: EventModifiers

  /// Makes a mouse event. https://w3c.github.io/uievents/#dom-mouseevent-mouseevent
  public init(
    _ type: String, _ eventInitDict: MouseEventInit = MouseEventInit(),
    clock: () -> Double = { 0 }
  ) {
    self.screenX = eventInitDict.screenX
    self.screenY = eventInitDict.screenY
    self.clientX = eventInitDict.clientX
    self.clientY = eventInitDict.clientY
    self.button = eventInitDict.button
    self.buttons = eventInitDict.buttons
    self.modifiers = eventInitDict.modifiers
    super.init(type, eventInitDict.ui, clock: clock)
    relatedTargetStorage = eventInitDict.relatedTarget
  }

  /// The secondary target (the element left or entered).
  ///
  /// https://w3c.github.io/uievents/#dom-mouseevent-relatedtarget
  public var relatedTarget: EventTarget? { relatedTargetStorage }
  /// https://w3c.github.io/uievents/#dom-mouseevent-ctrlkey
  public var ctrlKey: Bool { modifiers.ctrlKey }
  /// https://w3c.github.io/uievents/#dom-mouseevent-shiftkey
  public var shiftKey: Bool { modifiers.shiftKey }
  /// https://w3c.github.io/uievents/#dom-mouseevent-altkey
  public var altKey: Bool { modifiers.altKey }
  /// https://w3c.github.io/uievents/#dom-mouseevent-metakey
  public var metaKey: Bool { modifiers.metaKey }
}
