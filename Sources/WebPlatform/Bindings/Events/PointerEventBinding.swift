import DOM
import JSCore

/// `PointerEvent` (the model's `Events/PointerEvent.swift`), declared in
/// `Bindings/IDL/PointerEvent.webidl`.
///
/// https://w3c.github.io/pointerevents/#pointerevent-interface
enum PointerEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "PointerEvent", parent: MouseEventBinding.definition,
    members: generatedMembers,
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
}

/// The IDL attributes of `PointerEvent`, which the generated rows read: the model keeps them
/// as given, in its `pointer` init dictionary.
extension PointerEvent {
  var pointerId: Int { pointer.pointerId }
  var width: Double { pointer.width }
  var height: Double { pointer.height }
  var pressure: Double { pointer.pressure }
  var tangentialPressure: Double { pointer.tangentialPressure }
  var tiltX: Int { pointer.tiltX }
  var tiltY: Int { pointer.tiltY }
  var twist: Int { pointer.twist }
  var altitudeAngle: Double { pointer.altitudeAngle }
  var azimuthAngle: Double { pointer.azimuthAngle }
  var pointerType: String { pointer.pointerType }
  var isPrimary: Bool { pointer.isPrimary }
}
