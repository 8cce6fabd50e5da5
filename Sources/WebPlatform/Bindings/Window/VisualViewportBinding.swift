import DOM
import JSCore

/// `VisualViewport` (the model's `Window/Device/Screen.swift`): the layout viewport at scale 1.
/// Declared in `Bindings/IDL/VisualViewport.webidl`.
///
/// https://drafts.csswg.org/cssom-view/#the-visualviewport-interface
enum VisualViewportBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "VisualViewport", parent: EventTargetBinding.definition,
    members: generatedMembers,
    modelType: VisualViewport.self)
}
