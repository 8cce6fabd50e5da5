import DOM
import JSCore

/// `Screen` (the model's `Window/Device/Screen.swift`: the device profile's screen).
/// Declared in `Bindings/IDL/Screen.webidl`.
///
/// https://drafts.csswg.org/cssom-view/#the-screen-interface
enum ScreenBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Screen",
    members: generatedMembers,
    modelType: Screen.self)
}
