import DOM
import JSCore

/// `BeforeUnloadEvent` (the model's `Events/BeforeUnloadEvent.swift`): its string
/// `returnValue` shadows `Event.prototype.returnValue`.
/// Declared in `Bindings/IDL/BeforeUnloadEvent.webidl`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-beforeunloadevent-interface
enum BeforeUnloadEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "BeforeUnloadEvent", parent: EventBinding.definition,
    members: generatedMembers,
    modelType: BeforeUnloadEvent.self)
}
