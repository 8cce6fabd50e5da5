import DOM
import JSCore

/// `MediaQueryList` (the model's `Window/MediaQueries/MediaQueryList.swift`): `change` fires
/// when the runtime's viewport changes the result (``Runtime/setViewport(_:)``).
///
/// https://drafts.csswg.org/cssom-view/#the-mediaquerylist-interface
enum MediaQueryListBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "MediaQueryList", parent: EventTargetBinding.definition,
    members: [
      .readonly("media") { call in .string(try call.this(MediaQueryList.self).media) },
      .readonly("matches") { call in .boolean(try call.this(MediaQueryList.self).matches) },
      // The legacy listener methods are addEventListener/removeEventListener for "change".
      .operation("addListener", length: 1) { call in
        let list = try call.this(MediaQueryList.self)
        try call.requireArguments(1)
        guard let callback = try call.nullableCallbackObject(0) else { return .undefined }
        list.addEventListener("change", call.world.eventListener(for: callback, capture: false))
        return .undefined
      },
      .operation("removeListener", length: 1) { call in
        let list = try call.this(MediaQueryList.self)
        try call.requireArguments(1)
        guard let callback = try call.nullableCallbackObject(0),
          let listener = call.world.existingEventListener(for: callback, capture: false)
        else { return .undefined }
        list.removeEventListener("change", listener)
        return .undefined
      },
      EventHandlerAttributes.attribute("onchange") { call in try call.this(MediaQueryList.self) },
    ],
    modelType: MediaQueryList.self)
}
