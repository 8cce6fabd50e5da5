import DOM
import JSCore

/// `PageTransitionEvent` (the model's `Events/PageTransitionEvent.swift`), declared in
/// `Bindings/IDL/PageTransitionEvent.webidl`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-pagetransitionevent-interface
enum PageTransitionEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "PageTransitionEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let base = try dictionary.eventInit()
      let persisted = try dictionary.boolean("persisted")
      let event = PageTransitionEvent(type, base, persisted: persisted, clock: call.eventClock)
      return call.world.wrapper(for: event)
    },
    modelType: PageTransitionEvent.self)
}
