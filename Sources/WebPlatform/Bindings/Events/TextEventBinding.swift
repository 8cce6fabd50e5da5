import DOM
import JSCore

/// `TextEvent` (the model's `Events/TextEvent.swift`): legacy, made by
/// `document.createEvent("TextEvent")` only.
/// Declared in `Bindings/IDL/TextEvent.webidl`.
///
/// https://w3c.github.io/uievents/#textevent
enum TextEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "TextEvent", parent: UIEventBinding.definition,
    members: generatedMembers,
    modelType: TextEvent.self)
}
