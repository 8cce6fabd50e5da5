import DOM
import JSCore

/// `UIEvent` (the model's `Events/UIEvent.swift`): `view` is the window's wrapper or null.
///
/// https://w3c.github.io/uievents/#interface-uievent
enum UIEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "UIEvent", parent: EventBinding.definition,
    members: [
      .readonly("view") { call in call.wrap(try call.this(UIEvent.self).view) },
      .readonly("detail") { call in call.number(try call.this(UIEvent.self).detail) },
      .readonly("which") { call in .number(Double(try call.this(UIEvent.self).which)) },
      .operation("initUIEvent", length: 1) { call in
        let event = try call.this(UIEvent.self)
        try call.requireArguments(1)
        event.initUIEvent(
          try call.string(0), bubbles: call.boolean(1), cancelable: call.boolean(2),
          view: try call.nullableWindow(3), detail: try call.long(4))
        return .undefined
      },
    ],
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let eventInit = try IDLDictionary(call, 1).uiEventInit()
      return call.world.wrapper(for: UIEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: UIEvent.self)
}
