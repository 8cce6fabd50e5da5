import DOM
import JSCore

/// `PointerEvent` (the model's `Events/PointerEvent.swift`).
///
/// https://w3c.github.io/pointerevents/#pointerevent-interface
enum PointerEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "PointerEvent", parent: MouseEventBinding.definition,
    members: [
      .readonly("pointerId") { call in .number(Double(try pointer(call).pointerId)) },
      .readonly("width") { call in .number(try pointer(call).width) },
      .readonly("height") { call in .number(try pointer(call).height) },
      .readonly("pressure") { call in .number(try pointer(call).pressure) },
      .readonly("tangentialPressure") { call in .number(try pointer(call).tangentialPressure) },
      .readonly("tiltX") { call in .number(Double(try pointer(call).tiltX)) },
      .readonly("tiltY") { call in .number(Double(try pointer(call).tiltY)) },
      .readonly("twist") { call in .number(Double(try pointer(call).twist)) },
      .readonly("altitudeAngle") { call in .number(try pointer(call).altitudeAngle) },
      .readonly("azimuthAngle") { call in .number(try pointer(call).azimuthAngle) },
      .readonly("pointerType") { call in .string(try pointer(call).pointerType) },
      .readonly("isPrimary") { call in .boolean(try pointer(call).isPrimary) },
      .operation("getCoalescedEvents") { call in
        let events = try call.this(PointerEvent.self).getCoalescedEvents()
        return try call.array(events.map { call.world.wrapper(for: $0) })
      },
      .operation("getPredictedEvents") { call in
        let events = try call.this(PointerEvent.self).getPredictedEvents()
        return try call.array(events.map { call.world.wrapper(for: $0) })
      },
    ],
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let mouse = try dictionary.mouseEventInit()
      let altitudeAngle = try dictionary.double("altitudeAngle", default: Double.pi / 2)
      let azimuthAngle = try dictionary.double("azimuthAngle")
      _ = try dictionary.value("coalescedEvents")
      let height = try dictionary.double("height", default: 1)
      let isPrimary = try dictionary.boolean("isPrimary")
      let pointerId = try dictionary.long("pointerId")
      let pointerType = try dictionary.string("pointerType")
      _ = try dictionary.value("predictedEvents")
      // `float` members: rounded to single precision.
      let pressure = Double(Float(try dictionary.double("pressure")))
      let tangentialPressure = Double(Float(try dictionary.double("tangentialPressure")))
      let tiltX = try dictionary.long("tiltX")
      let tiltY = try dictionary.long("tiltY")
      let twist = try dictionary.long("twist")
      let width = try dictionary.double("width", default: 1)
      let eventInit = PointerEventInit(
        mouse, pointerId: pointerId, width: width, height: height, pressure: pressure,
        tangentialPressure: tangentialPressure, tiltX: tiltX, tiltY: tiltY, twist: twist,
        altitudeAngle: altitudeAngle, azimuthAngle: azimuthAngle, pointerType: pointerType,
        isPrimary: isPrimary)
      return call.world.wrapper(for: PointerEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: PointerEvent.self)

  private static func pointer(_ call: BindingCall) throws -> PointerEventInit {
    try call.this(PointerEvent.self).pointer
  }
}
