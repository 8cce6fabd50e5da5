import DOM
import JSCore

/// `MediaQueryListEvent` (the model's `Window/MediaQueries/MediaQueryListEvent.swift`),
/// declared in `Bindings/IDL/MediaQueryListEvent.webidl`.
///
/// https://drafts.csswg.org/cssom-view/#mediaquerylistevent
enum MediaQueryListEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "MediaQueryListEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: generatedConstructor,
    modelType: MediaQueryListEvent.self)
}
