/// The members of `InputEvent`'s init dictionary.
///
/// https://w3c.github.io/uievents/#dictdef-inputeventinit
public struct InputEventInit {
  /// The `UIEventInit` members.
  public var ui: UIEventInit
  /// https://w3c.github.io/uievents/#dom-inputeventinit-data
  public var data: String?
  /// https://w3c.github.io/uievents/#dom-inputeventinit-iscomposing
  public var isComposing: Bool
  /// https://w3c.github.io/uievents/#dom-inputeventinit-inputtype
  public var inputType: String

  /// Makes an init dictionary.
  public init(
    _ ui: UIEventInit = UIEventInit(), data: String? = nil, isComposing: Bool = false,
    inputType: String = ""
  ) {
    self.ui = ui
    self.data = data
    self.isComposing = isComposing
    self.inputType = inputType
  }
}

/// An edit of editable content. https://w3c.github.io/uievents/#interface-inputevent
open class InputEvent: UIEvent {
  /// https://w3c.github.io/uievents/#dom-inputevent-data
  public let data: String?
  /// https://w3c.github.io/uievents/#dom-inputevent-iscomposing
  public let isComposing: Bool
  /// https://w3c.github.io/input-events/#dom-inputevent-inputtype
  public let inputType: String

  /// Makes an input event. https://w3c.github.io/uievents/#dom-inputevent-inputevent
  public init(
    _ type: String, _ eventInitDict: InputEventInit = InputEventInit(),
    clock: () -> Double = { 0 }
  ) {
    self.data = eventInitDict.data
    self.isComposing = eventInitDict.isComposing
    self.inputType = eventInitDict.inputType
    super.init(type, eventInitDict.ui, clock: clock)
  }

  /// The static ranges the edit will change: none, as nothing here edits content.
  ///
  /// https://w3c.github.io/input-events/#dom-inputevent-gettargetranges
  public func getTargetRanges() -> [StaticRange] { [] }
}
