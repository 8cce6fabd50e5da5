import DOM
import JSCore

/// `CompositionEvent` (the model's `Events/CompositionEvent.swift`), declared in
/// `Bindings/IDL/CompositionEvent.webidl`.
///
/// https://w3c.github.io/uievents/#interface-compositionevent
enum CompositionEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "CompositionEvent", parent: UIEventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let ui = try dictionary.uiEventInit()
      let eventInit = CompositionEventInit(ui, data: try dictionary.string("data"))
      return call.world.wrapper(for: CompositionEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: CompositionEvent.self)

  /// `initCompositionEvent(…)` (legacy): the view is a Window or null.
  static let customInitCompositionEvent = BindingMember.operation(
    "initCompositionEvent", length: 1
  ) { call in
    let event = try call.this(CompositionEvent.self)
    try call.requireArguments(1)
    event.initCompositionEvent(
      try call.string(0), bubbles: call.boolean(1), cancelable: call.boolean(2),
      view: try call.nullableWindow(3), data: try call.optionalString(4) ?? "")
    return .undefined
  }
}
