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

  /// Makes an init dictionary.
  public init(
    _ ui: UIEventInit = UIEventInit(), key: String = "", code: String = "", location: UInt32 = 0,
    repeat: Bool = false, isComposing: Bool = false, modifiers: EventModifiers = EventModifiers()
  ) {
    self.ui = ui
    self.key = key
    self.code = code
    self.location = location
    self.repeat = `repeat`
    self.isComposing = isComposing
    self.modifiers = modifiers
  }
}

/// A key press or release. https://w3c.github.io/uievents/#interface-keyboardevent
open class KeyboardEvent: UIEvent {
  /// https://w3c.github.io/uievents/#dom-keyboardevent-key
  public let key: String
  /// https://w3c.github.io/uievents/#dom-keyboardevent-code
  public let code: String
  /// https://w3c.github.io/uievents/#dom-keyboardevent-location
  public let location: UInt32
  /// https://w3c.github.io/uievents/#dom-keyboardevent-repeat
  public let `repeat`: Bool
  /// https://w3c.github.io/uievents/#dom-keyboardevent-iscomposing
  public let isComposing: Bool
  /// The modifier keys held.
  public let modifiers: EventModifiers

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
}
