import DOM
import JSCore

/// `IdleDeadline` (the model's `Window/EventLoop/IdleDeadline.swift`).
/// Declared in `Bindings/IDL/IdleDeadline.webidl`.
///
/// https://w3c.github.io/requestidlecallback/#the-idledeadline-interface
enum IdleDeadlineBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "IdleDeadline",
    members: generatedMembers,
    modelType: IdleDeadline.self)
}
