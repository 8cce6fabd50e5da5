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
    constructor: generatedConstructor,
    modelType: PageTransitionEvent.self)
}
