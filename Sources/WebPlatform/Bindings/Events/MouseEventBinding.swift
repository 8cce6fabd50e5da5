import DOM
import JSCore

/// `MouseEvent` (the model's `Events/MouseEvent.swift`), with the CSSOM View coordinates
/// (`pageX`, `offsetX`, `x`…: all `clientX` without layout).
///
/// https://w3c.github.io/uievents/#interface-mouseevent
enum MouseEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "MouseEvent", parent: UIEventBinding.definition,
    members: [
      .readonly("screenX") { call in .number(try call.this(MouseEvent.self).screenX) },
      .readonly("screenY") { call in .number(try call.this(MouseEvent.self).screenY) },
      .readonly("clientX") { call in .number(try call.this(MouseEvent.self).clientX) },
      .readonly("clientY") { call in .number(try call.this(MouseEvent.self).clientY) },
      .readonly("pageX") { call in .number(try call.this(MouseEvent.self).pageX) },
      .readonly("pageY") { call in .number(try call.this(MouseEvent.self).pageY) },
      .readonly("offsetX") { call in .number(try call.this(MouseEvent.self).offsetX) },
      .readonly("offsetY") { call in .number(try call.this(MouseEvent.self).offsetY) },
      .readonly("x") { call in .number(try call.this(MouseEvent.self).x) },
      .readonly("y") { call in .number(try call.this(MouseEvent.self).y) },
      .readonly("movementX") { call in .number(try call.this(MouseEvent.self).movementX) },
      .readonly("movementY") { call in .number(try call.this(MouseEvent.self).movementY) },
      .readonly("ctrlKey") { call in .boolean(try call.this(MouseEvent.self).ctrlKey) },
      .readonly("shiftKey") { call in .boolean(try call.this(MouseEvent.self).shiftKey) },
      .readonly("altKey") { call in .boolean(try call.this(MouseEvent.self).altKey) },
      .readonly("metaKey") { call in .boolean(try call.this(MouseEvent.self).metaKey) },
      .readonly("button") { call in .number(Double(try call.this(MouseEvent.self).button)) },
      .readonly("buttons") { call in .number(Double(try call.this(MouseEvent.self).buttons)) },
      .readonly("relatedTarget") { call in
        call.wrap(try call.this(MouseEvent.self).relatedTarget)
      },
      .operation("getModifierState", length: 1) { call in
        let event = try call.this(MouseEvent.self)
        try call.requireArguments(1)
        return .boolean(event.getModifierState(try call.string(0)))
      },
      .operation("initMouseEvent", length: 1) { call in
        let event = try call.this(MouseEvent.self)
        try call.requireArguments(1)
        event.initMouseEvent(
          try call.string(0), bubbles: call.boolean(1), cancelable: call.boolean(2),
          view: try call.nullableWindow(3), detail: try call.long(4),
          screenX: Double(try call.long(5)), screenY: Double(try call.long(6)),
          clientX: Double(try call.long(7)), clientY: Double(try call.long(8)),
          ctrlKey: call.boolean(9), altKey: call.boolean(10), shiftKey: call.boolean(11),
          metaKey: call.boolean(12), button: Int16(truncatingIfNeeded: try call.long(13)),
          relatedTarget: try call.nullableEventTarget(14))
        return .undefined
      },
    ],
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let eventInit = try IDLDictionary(call, 1).mouseEventInit()
      return call.world.wrapper(for: MouseEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: MouseEvent.self)
}
