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

  /// `undefined addListener(EventListener? callback)` (legacy): `addEventListener("change",
  /// callback)`. https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-addlistener
  static let customAddListener = BindingMember.operation("addListener", length: 1) { call in
    let list = try call.this(MediaQueryList.self)
    try call.requireArguments(1)
    guard let callback = try call.nullableCallbackObject(0) else { return .undefined }
    list.addEventListener("change", call.world.eventListener(for: callback, capture: false))
    return .undefined
  }

  /// `undefined removeListener(EventListener? callback)` (legacy): `removeEventListener(
  /// "change", callback)`. https://drafts.csswg.org/cssom-view/#dom-mediaquerylist-removelistener
  static let customRemoveListener = BindingMember.operation("removeListener", length: 1) { call in
    let list = try call.this(MediaQueryList.self)
    try call.requireArguments(1)
    guard let callback = try call.nullableCallbackObject(0),
      let listener = call.world.existingEventListener(for: callback, capture: false)
    else { return .undefined }
    list.removeEventListener("change", listener)
    return .undefined
  }
}
