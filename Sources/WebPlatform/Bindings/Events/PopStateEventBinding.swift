import DOM
import JSCore

/// `PopStateEvent` (the model's `Events/PopStateEvent.swift`), declared in
/// `Bindings/IDL/PopStateEvent.webidl`: `state` keeps the script's value.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-popstateevent-interface
enum PopStateEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "PopStateEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: generatedConstructor,
    modelType: PopStateEvent.self)
}
