import DOM
import JSCore

/// `UIEvent` (the model's `Events/UIEvent.swift`), declared in `Bindings/IDL/UIEvent.webidl`:
/// `view` is the window's wrapper or null.
///
/// https://w3c.github.io/uievents/#interface-uievent
enum UIEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "UIEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let eventInit = try IDLDictionary(call, 1).uiEventInit()
      return call.world.wrapper(for: UIEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: UIEvent.self)

  /// `initUIEvent(type, bubbles, cancelable, view, detail)` (legacy): the view is a Window or
  /// null.
  static let customInitUIEvent = BindingMember.operation("initUIEvent", length: 1) { call in
    let event = try call.this(UIEvent.self)
    try call.requireArguments(1)
    event.initUIEvent(
      try call.string(0), bubbles: call.boolean(1), cancelable: call.boolean(2),
      view: try call.nullableWindow(3), detail: try call.long(4))
    return .undefined
  }
}
