import DOM
import JSCore

/// `CustomEvent` (the model's `Events/CustomEvent.swift`): `detail` keeps the script's value
/// as is.
/// Declared in `Bindings/IDL/CustomEvent.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-customevent
enum CustomEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CustomEvent", parent: EventBinding.definition,
    members: generatedMembers,
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
