import DOM
import JSCore

/// `PopStateEvent` (the model's `Events/PopStateEvent.swift`): `state` keeps the script's
/// value.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-popstateevent-interface
enum PopStateEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "PopStateEvent", parent: EventBinding.definition,
    members: [
      .readonly("state") { call in
        call.opaque(try call.this(PopStateEvent.self).state, missing: .null)
      },
      .readonly("hasUAVisualTransition") { call in
        .boolean(try call.this(PopStateEvent.self).hasUAVisualTransition)
      },
    ],
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let base = try dictionary.eventInit()
      let hasUAVisualTransition = try dictionary.boolean("hasUAVisualTransition")
      let state = try dictionary.value("state")
      let event = PopStateEvent(
        type, base, state: state, hasUAVisualTransition: hasUAVisualTransition,
        clock: call.eventClock)
      return call.world.wrapper(for: event)
    },
    modelType: PopStateEvent.self)
}
