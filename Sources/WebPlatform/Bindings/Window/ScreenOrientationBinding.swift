import DOM
import JSCore

/// `ScreenOrientation` (the model's `Window/Device/Screen.swift`).
/// Declared in `Bindings/IDL/Screen.webidl`.
///
/// https://w3c.github.io/screen-orientation/#screenorientation-interface
enum ScreenOrientationBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "ScreenOrientation", parent: EventTargetBinding.definition,
    members: generatedMembers,
    modelType: ScreenOrientation.self)
}
