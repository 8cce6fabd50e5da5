import DOM
import JSCore

/// `KeyboardEvent` (the model's `Events/KeyboardEvent.swift`), with the legacy `charCode`,
/// `keyCode` and `initKeyboardEvent`, declared in `Bindings/IDL/KeyboardEvent.webidl`.
///
/// https://w3c.github.io/uievents/#interface-keyboardevent
enum KeyboardEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "KeyboardEvent", parent: UIEventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let ui = try dictionary.uiEventInit()
      let modifiers = try dictionary.eventModifiers()
      let charCode = try dictionary.unsignedLong("charCode")
      let code = try dictionary.string("code")
      let isComposing = try dictionary.boolean("isComposing")
      let key = try dictionary.string("key")
      let keyCode = try dictionary.unsignedLong("keyCode")
      let location = try dictionary.unsignedLong("location")
      let isRepeat = try dictionary.boolean("repeat")
      let eventInit = KeyboardEventInit(
        ui, key: key, code: code, location: location, repeat: isRepeat,
        isComposing: isComposing, modifiers: modifiers, charCode: charCode, keyCode: keyCode)
      return call.world.wrapper(for: KeyboardEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: KeyboardEvent.self)

  /// `initKeyboardEvent(…)` (legacy): the view is a Window or null.
  static let customInitKeyboardEvent = BindingMember.operation("initKeyboardEvent", length: 1) {
    call in
    let event = try call.this(KeyboardEvent.self)
    try call.requireArguments(1)
    event.initKeyboardEvent(
      try call.string(0), bubbles: call.boolean(1), cancelable: call.boolean(2),
      view: try call.nullableWindow(3), key: try call.optionalString(4) ?? "",
      location: UInt32(try call.unsignedLong(5)), ctrlKey: call.boolean(6),
      altKey: call.boolean(7), shiftKey: call.boolean(8), metaKey: call.boolean(9))
    return .undefined
  }
}
