import DOM
import JSCore

/// `CustomEvent` (the model's `Events/CustomEvent.swift`): `detail` keeps the script's value
/// as is.
///
/// https://dom.spec.whatwg.org/#interface-customevent
enum CustomEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CustomEvent", parent: EventBinding.definition,
    members: [
      .readonly("detail") { call in
        call.opaque(try call.this(CustomEvent.self).detail, missing: .null)
      },
      .operation("initCustomEvent", length: 1) { call in
        let event = try call.this(CustomEvent.self)
        try call.requireArguments(1)
        event.initCustomEvent(
          try call.string(0), bubbles: call.boolean(1), cancelable: call.boolean(2),
          detail: call.anyArgument(3))
        return .undefined
      },
    ],
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let base = try dictionary.eventInit()
      let eventInit = CustomEventInit(
        bubbles: base.bubbles, cancelable: base.cancelable, composed: base.composed,
        detail: try dictionary.value("detail"))
      return call.world.wrapper(for: CustomEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: CustomEvent.self)
}
