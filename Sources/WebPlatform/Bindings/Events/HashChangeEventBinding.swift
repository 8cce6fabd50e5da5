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
    constructor: generatedConstructor,
    modelType: HashChangeEvent.self)
}
