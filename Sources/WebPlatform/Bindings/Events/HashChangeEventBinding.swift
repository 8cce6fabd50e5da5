import DOM
import JSCore

/// `HashChangeEvent` (the model's `Events/HashChangeEvent.swift`), declared in
/// `Bindings/IDL/HashChangeEvent.webidl`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-hashchangeevent-interface
enum HashChangeEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "HashChangeEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let base = try dictionary.eventInit()
      let newURL = try dictionary.string("newURL")
      let oldURL = try dictionary.string("oldURL")
      let event = HashChangeEvent(
        type, base, oldURL: oldURL, newURL: newURL, clock: call.eventClock)
      return call.world.wrapper(for: event)
    },
    modelType: HashChangeEvent.self)
}
