import DOM
import JSCore

/// `MediaQueryList` (the model's `Window/MediaQueries/MediaQueryList.swift`): `change` fires
/// when the runtime's viewport changes the result (``Runtime/setViewport(_:)``).
/// Declared in `Bindings/IDL/MediaQueryList.webidl`.
///
/// https://drafts.csswg.org/cssom-view/#the-mediaquerylist-interface
enum MediaQueryListBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "MediaQueryList", parent: EventTargetBinding.definition,
    members: generatedMembers,
    modelType: MediaQueryList.self)
}

extension MediaQueryList {
  /// `addListener(callback)` (legacy): `addEventListener("change", callback)`; nothing for
  /// null.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-addlistener
  func addListener(_ callback: JSValue?, world: World) {
    guard let callback else { return }
    addEventListener("change", world.eventListener(for: callback, capture: false))
  }

  /// `removeListener(callback)` (legacy): `removeEventListener("change", callback)`.
  ///
  /// https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-removelistener
  func removeListener(_ callback: JSValue?, world: World) {
    guard let callback, let listener = world.existingEventListener(for: callback, capture: false)
    else { return }
    removeEventListener("change", listener)
  }
}
