import DOM
import JSCore

/// `KeyboardEvent` (the model's `Events/KeyboardEvent.swift`), with the legacy `charCode`,
/// `keyCode` and `initKeyboardEvent`.
///
/// https://w3c.github.io/uievents/#interface-keyboardevent
enum KeyboardEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "KeyboardEvent", parent: UIEventBinding.definition,
    members: [
      .readonly("key") { call in .string(try call.this(KeyboardEvent.self).key) },
      .readonly("code") { call in .string(try call.this(KeyboardEvent.self).code) },
      .readonly("location") { call in
        .number(Double(try call.this(KeyboardEvent.self).location))
      },
      .readonly("ctrlKey") { call in .boolean(try call.this(KeyboardEvent.self).ctrlKey) },
      .readonly("shiftKey") { call in .boolean(try call.this(KeyboardEvent.self).shiftKey) },
      .readonly("altKey") { call in .boolean(try call.this(KeyboardEvent.self).altKey) },
      .readonly("metaKey") { call in .boolean(try call.this(KeyboardEvent.self).metaKey) },
      .readonly("repeat") { call in .boolean(try call.this(KeyboardEvent.self).repeat) },
      .readonly("isComposing") { call in
        .boolean(try call.this(KeyboardEvent.self).isComposing)
      },
      .readonly("charCode") { call in
        .number(Double(try call.this(KeyboardEvent.self).charCode))
      },
      .readonly("keyCode") { call in .number(Double(try call.this(KeyboardEvent.self).keyCode)) },
      .operation("getModifierState", length: 1) { call in
        let event = try call.this(KeyboardEvent.self)
        try call.requireArguments(1)
        return .boolean(event.getModifierState(try call.string(0)))
      },
      .operation("initKeyboardEvent", length: 1) { call in
        let event = try call.this(KeyboardEvent.self)
        try call.requireArguments(1)
        event.initKeyboardEvent(
          try call.string(0), bubbles: call.boolean(1), cancelable: call.boolean(2),
          view: try call.nullableWindow(3), key: try call.optionalString(4) ?? "",
          location: UInt32(try call.unsignedLong(5)), ctrlKey: call.boolean(6),
          altKey: call.boolean(7), shiftKey: call.boolean(8), metaKey: call.boolean(9))
        return .undefined
      },
      .constant("DOM_KEY_LOCATION_STANDARD", 0), .constant("DOM_KEY_LOCATION_LEFT", 1),
      .constant("DOM_KEY_LOCATION_RIGHT", 2), .constant("DOM_KEY_LOCATION_NUMPAD", 3),
    ],
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
}
