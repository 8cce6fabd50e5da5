import DOM
import JSCore

/// `WheelEvent` (the model's `Events/WheelEvent.swift`).
///
/// https://w3c.github.io/uievents/#interface-wheelevent
enum WheelEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "WheelEvent", parent: MouseEventBinding.definition,
    members: [
      .readonly("deltaX") { call in .number(try call.this(WheelEvent.self).deltaX) },
      .readonly("deltaY") { call in .number(try call.this(WheelEvent.self).deltaY) },
      .readonly("deltaZ") { call in .number(try call.this(WheelEvent.self).deltaZ) },
      .readonly("deltaMode") { call in .number(Double(try call.this(WheelEvent.self).deltaMode)) },
      .constant("DOM_DELTA_PIXEL", 0), .constant("DOM_DELTA_LINE", 1),
      .constant("DOM_DELTA_PAGE", 2),
    ],
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
