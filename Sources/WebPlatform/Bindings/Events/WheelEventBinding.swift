import DOM
import JSCore

/// `WheelEvent` (the model's `Events/WheelEvent.swift`), declared in
/// `Bindings/IDL/WheelEvent.webidl`.
///
/// https://w3c.github.io/uievents/#interface-wheelevent
enum WheelEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "WheelEvent", parent: MouseEventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let mouse = try dictionary.mouseEventInit()
      let eventInit = WheelEventInit(
        mouse, deltaX: try dictionary.double("deltaX"), deltaY: try dictionary.double("deltaY"),
        deltaZ: try dictionary.double("deltaZ"), deltaMode: try dictionary.unsignedLong("deltaMode")
      )
      return call.world.wrapper(for: WheelEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: WheelEvent.self)
}
