import DOM
import JSCore

/// `MouseEvent` (the model's `Events/MouseEvent.swift`), with the CSSOM View coordinates
/// (`pageX`, `offsetX`, `x`…: all `clientX` without layout), declared in
/// `Bindings/IDL/MouseEvent.webidl`.
///
/// https://w3c.github.io/uievents/#interface-mouseevent
enum MouseEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "MouseEvent", parent: UIEventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let eventInit = try IDLDictionary(call, 1).mouseEventInit()
      return call.world.wrapper(for: MouseEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: MouseEvent.self)

  /// `initMouseEvent(…)` (legacy): the view is a Window or null, the coordinates longs the
  /// model keeps as doubles, the button a short.
  static let customInitMouseEvent = BindingMember.operation("initMouseEvent", length: 1) { call in
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
  }
}
