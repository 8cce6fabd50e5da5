import DOM
import JSCore

/// `ProgressEvent` (the model's `Events/ProgressEvent.swift`), declared in
/// `Bindings/IDL/ProgressEvent.webidl`; `loaded` and `total` convert as `unsigned long long`,
/// as in Safari.
///
/// https://xhr.spec.whatwg.org/#interface-progressevent
enum ProgressEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "ProgressEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: generatedConstructor,
    modelType: ProgressEvent.self)
}
