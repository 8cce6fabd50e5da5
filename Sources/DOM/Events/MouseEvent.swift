/// The members of `MouseEvent`'s init dictionary (with `EventModifierInit`'s keys).
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
  /// https://w3c.github.io/pointerlock/#dom-mouseeventinit-movementx
  public var movementX: Double
  /// https://w3c.github.io/pointerlock/#dom-mouseeventinit-movementy
  public var movementY: Double

  /// Makes an init dictionary.
  public init(
    _ ui: UIEventInit = UIEventInit(), screenX: Double = 0, screenY: Double = 0,
    clientX: Double = 0, clientY: Double = 0, button: Int16 = 0, buttons: UInt16 = 0,
    relatedTarget: EventTarget? = nil, modifiers: EventModifiers = EventModifiers(),
    movementX: Double = 0, movementY: Double = 0
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
    self.movementX = movementX
    self.movementY = movementY
  }
}

/// The modifier-key members of `EventModifierInit`.
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
  /// The other active modifiers, by key name (`"CapsLock"`, `"AltGraph"`, `"NumLock"`…): the
  /// `modifier*` members.
  ///
  /// https://w3c.github.io/uievents/#dom-eventmodifierinit-modifieraltgraph
  public var otherModifiers: Set<String>

  /// The key names of the `modifier*` members, by member name.
  ///
  /// https://w3c.github.io/uievents/#dictdef-eventmodifierinit
  public static let modifierMembers: [(member: String, key: String)] = [
    ("modifierAltGraph", "AltGraph"), ("modifierCapsLock", "CapsLock"), ("modifierFn", "Fn"),
    ("modifierFnLock", "FnLock"), ("modifierHyper", "Hyper"), ("modifierNumLock", "NumLock"),
    ("modifierScrollLock", "ScrollLock"), ("modifierSuper", "Super"),
    ("modifierSymbol", "Symbol"), ("modifierSymbolLock", "SymbolLock"),
  ]

  /// Makes a set of modifier states.
  public init(
    ctrlKey: Bool = false, shiftKey: Bool = false, altKey: Bool = false, metaKey: Bool = false,
    otherModifiers: Set<String> = []
  ) {
    self.ctrlKey = ctrlKey
    self.shiftKey = shiftKey
    self.altKey = altKey
    self.metaKey = metaKey
    self.otherModifiers = otherModifiers
  }

  /// Whether the modifier named `key` (a key value such as `"Shift"` or `"CapsLock"`) is
  /// active.
  ///
  /// https://w3c.github.io/uievents/#dom-mouseevent-getmodifierstate
  public func isActive(_ key: String) -> Bool {
    switch key {
    case "Alt": altKey
    case "Control": ctrlKey
    case "Meta": metaKey
    case "Shift": shiftKey
    default: otherModifiers.contains(key)
    }
  }
}

/// A pointer-device event; a `click` MouseEvent runs activation behavior.
///
/// There is no layout: every box sits at the origin and nothing scrolls, so `pageX`,
/// `offsetX` and `x` all equal `clientX`.
///
/// https://w3c.github.io/uievents/#interface-mouseevent
open class MouseEvent: UIEvent {
  /// https://w3c.github.io/uievents/#dom-mouseevent-screenx
  public private(set) var screenX: Double
  /// https://w3c.github.io/uievents/#dom-mouseevent-screeny
  public private(set) var screenY: Double
  /// https://w3c.github.io/uievents/#dom-mouseevent-clientx
  public private(set) var clientX: Double
  /// https://w3c.github.io/uievents/#dom-mouseevent-clienty
  public private(set) var clientY: Double
  /// https://w3c.github.io/uievents/#dom-mouseevent-button
  public private(set) var button: Int16
  /// https://w3c.github.io/uievents/#dom-mouseevent-buttons
  public let buttons: UInt16
  /// The modifier keys held.
  public private(set) var modifiers: EventModifiers
  /// https://w3c.github.io/pointerlock/#dom-mouseevent-movementx
  public let movementX: Double
  /// https://w3c.github.io/pointerlock/#dom-mouseevent-movementy
  public let movementY: Double

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
    self.movementX = eventInitDict.movementX
    self.movementY = eventInitDict.movementY
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

  /// `clientX` plus the (zero) scroll offset. https://drafts.csswg.org/cssom-view/#dom-mouseevent-pagex
  public var pageX: Double { clientX }
  /// `clientY` plus the (zero) scroll offset. https://drafts.csswg.org/cssom-view/#dom-mouseevent-pagey
  public var pageY: Double { clientY }
  /// Relative to the target's padding edge, which is at the origin without layout.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-mouseevent-offsetx
  public var offsetX: Double { pageX }
  /// Relative to the target's padding edge, which is at the origin without layout.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-mouseevent-offsety
  public var offsetY: Double { pageY }
  /// The same as `clientX`. https://drafts.csswg.org/cssom-view/#dom-mouseevent-x
  public var x: Double { clientX }
  /// The same as `clientY`. https://drafts.csswg.org/cssom-view/#dom-mouseevent-y
  public var y: Double { clientY }

  /// The button + 1 (legacy). https://w3c.github.io/uievents/#dom-uievent-which
  open override var which: UInt32 { UInt32(truncatingIfNeeded: Int(button) + 1) }

  /// Whether the modifier `keyArg` (`"Shift"`, `"CapsLock"`…) is active.
  ///
  /// https://w3c.github.io/uievents/#dom-mouseevent-getmodifierstate
  public func getModifierState(_ keyArg: String) -> Bool { modifiers.isActive(keyArg) }

  /// Re-initializes an event that is not being dispatched (legacy).
  ///
  /// https://w3c.github.io/uievents/#dom-mouseevent-initmouseevent
  public func initMouseEvent(
    _ type: String, bubbles: Bool = false, cancelable: Bool = false, view: EventTarget? = nil,
    detail: Int = 0, screenX: Double = 0, screenY: Double = 0, clientX: Double = 0,
    clientY: Double = 0, ctrlKey: Bool = false, altKey: Bool = false, shiftKey: Bool = false,
    metaKey: Bool = false, button: Int16 = 0, relatedTarget: EventTarget? = nil
  ) {
    // 1. Not while it is being dispatched.
    if dispatchFlag { return }
    // 2–3. Initialize as a UI event, then the mouse members.
    initUIEvent(type, bubbles: bubbles, cancelable: cancelable, view: view, detail: detail)
    self.screenX = screenX
    self.screenY = screenY
    self.clientX = clientX
    self.clientY = clientY
    self.modifiers = EventModifiers(
      ctrlKey: ctrlKey, shiftKey: shiftKey, altKey: altKey, metaKey: metaKey)
    self.button = button
    relatedTargetStorage = relatedTarget
  }
}
