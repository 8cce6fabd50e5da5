/// The members of `KeyboardEvent`'s init dictionary.
///
/// https://w3c.github.io/uievents/#dictdef-keyboardeventinit
public struct KeyboardEventInit {
  /// The `UIEventInit` members.
  public var ui: UIEventInit
  /// https://w3c.github.io/uievents/#dom-keyboardeventinit-key
  public var key: String
  /// https://w3c.github.io/uievents/#dom-keyboardeventinit-code
  public var code: String
  /// https://w3c.github.io/uievents/#dom-keyboardeventinit-location
  public var location: UInt32
  /// https://w3c.github.io/uievents/#dom-keyboardeventinit-repeat
  public var `repeat`: Bool
  /// https://w3c.github.io/uievents/#dom-keyboardeventinit-iscomposing
  public var isComposing: Bool
  /// The modifier keys. https://w3c.github.io/uievents/#dictdef-eventmodifierinit
  public var modifiers: EventModifiers
  /// The legacy character code. https://w3c.github.io/uievents/#dom-keyboardeventinit-charcode
  public var charCode: UInt32
  /// The legacy key code. https://w3c.github.io/uievents/#dom-keyboardeventinit-keycode
  public var keyCode: UInt32

  /// Makes an init dictionary.
  public init(
    _ ui: UIEventInit = UIEventInit(), key: String = "", code: String = "", location: UInt32 = 0,
    repeat: Bool = false, isComposing: Bool = false, modifiers: EventModifiers = EventModifiers(),
    charCode: UInt32 = 0, keyCode: UInt32 = 0
  ) {
    self.ui = ui
    self.key = key
    self.code = code
    self.location = location
    self.repeat = `repeat`
    self.isComposing = isComposing
    self.modifiers = modifiers
    self.charCode = charCode
    self.keyCode = keyCode
  }
}

/// A key press or release. https://w3c.github.io/uievents/#interface-keyboardevent
open class KeyboardEvent: UIEvent {
  /// The `location` values.
  ///
  /// https://w3c.github.io/uievents/#dom-keyboardevent-dom_key_location_standard
  public enum Location: UInt32, Sendable {
    /// `DOM_KEY_LOCATION_STANDARD`.
    case standard = 0
    /// `DOM_KEY_LOCATION_LEFT`.
    case left = 1
    /// `DOM_KEY_LOCATION_RIGHT`.
    case right = 2
    /// `DOM_KEY_LOCATION_NUMPAD`.
    case numpad = 3
  }

  /// https://w3c.github.io/uievents/#dom-keyboardevent-key
  public private(set) var key: String
  /// https://w3c.github.io/uievents/#dom-keyboardevent-code
  public let code: String
  /// https://w3c.github.io/uievents/#dom-keyboardevent-location
  public private(set) var location: UInt32
  /// https://w3c.github.io/uievents/#dom-keyboardevent-repeat
  public let `repeat`: Bool
  /// https://w3c.github.io/uievents/#dom-keyboardevent-iscomposing
  public let isComposing: Bool
  /// The modifier keys held.
  public private(set) var modifiers: EventModifiers
  /// The legacy character code. https://w3c.github.io/uievents/#dom-keyboardevent-charcode
  public let charCode: UInt32
  /// The legacy key code. https://w3c.github.io/uievents/#dom-keyboardevent-keycode
  public let keyCode: UInt32

  /// Makes a keyboard event. https://w3c.github.io/uievents/#dom-keyboardevent-keyboardevent
  public init(
    _ type: String, _ eventInitDict: KeyboardEventInit = KeyboardEventInit(),
    clock: () -> Double = { 0 }
  ) {
    self.key = eventInitDict.key
    self.code = eventInitDict.code
    self.location = eventInitDict.location
    self.repeat = eventInitDict.repeat
    self.isComposing = eventInitDict.isComposing
    self.modifiers = eventInitDict.modifiers
    self.charCode = eventInitDict.charCode
    self.keyCode = eventInitDict.keyCode
    super.init(type, eventInitDict.ui, clock: clock)
  }

  /// https://w3c.github.io/uievents/#dom-keyboardevent-ctrlkey
  public var ctrlKey: Bool { modifiers.ctrlKey }
  /// https://w3c.github.io/uievents/#dom-keyboardevent-shiftkey
  public var shiftKey: Bool { modifiers.shiftKey }
  /// https://w3c.github.io/uievents/#dom-keyboardevent-altkey
  public var altKey: Bool { modifiers.altKey }
  /// https://w3c.github.io/uievents/#dom-keyboardevent-metakey
  public var metaKey: Bool { modifiers.metaKey }

  /// The key code (legacy), else the init dictionary's `which`.
  ///
  /// https://w3c.github.io/uievents/#dom-uievent-which
  open override var which: UInt32 { keyCode != 0 ? keyCode : whichStorage }

  /// Whether the modifier `keyArg` (`"Shift"`, `"CapsLock"`…) is active.
  ///
  /// https://w3c.github.io/uievents/#dom-keyboardevent-getmodifierstate
  public func getModifierState(_ keyArg: String) -> Bool { modifiers.isActive(keyArg) }

  /// Re-initializes an event that is not being dispatched (legacy).
  ///
  /// https://w3c.github.io/uievents/#dom-keyboardevent-initkeyboardevent
  public func initKeyboardEvent(
    _ type: String, bubbles: Bool = false, cancelable: Bool = false, view: EventTarget? = nil,
    key: String = "", location: UInt32 = 0, ctrlKey: Bool = false, altKey: Bool = false,
    shiftKey: Bool = false, metaKey: Bool = false
  ) {
    // 1. Not while it is being dispatched.
    if dispatchFlag { return }
    // 2–3. Initialize as a UI event, then the keyboard members.
    initUIEvent(type, bubbles: bubbles, cancelable: cancelable, view: view, detail: 0)
    self.key = key
    self.location = location
    self.modifiers = EventModifiers(
      ctrlKey: ctrlKey, shiftKey: shiftKey, altKey: altKey, metaKey: metaKey)
  }
}
