import DOM
import JSCore

/// `FocusEvent` (the model's `Events/FocusEvent.swift`), declared in
/// `Bindings/IDL/FocusEvent.webidl`.
///
/// https://w3c.github.io/uievents/#interface-focusevent
enum FocusEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "FocusEvent", parent: UIEventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let ui = try dictionary.uiEventInit()
      let relatedTarget = try dictionary.object(
        "relatedTarget", EventTargetBinding.definition, as: EventTarget.self)
      let event = FocusEvent(
        type, FocusEventInit(ui, relatedTarget: relatedTarget), clock: call.eventClock)
      return call.world.wrapper(for: event)
    },
    modelType: FocusEvent.self)
}
