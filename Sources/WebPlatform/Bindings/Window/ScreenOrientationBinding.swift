import DOM
import JSCore

/// `ScreenOrientation` (the model's `Window/Device/Screen.swift`).
///
/// https://w3c.github.io/screen-orientation/#screenorientation-interface
enum ScreenOrientationBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "ScreenOrientation", parent: EventTargetBinding.definition,
    members: [
      .readonly("type") { call in .string(try call.this(ScreenOrientation.self).type) },
      .readonly("angle") { call in .number(Double(try call.this(ScreenOrientation.self).angle)) },
      EventHandlerAttributes.attribute("onchange") { call in
        try call.this(ScreenOrientation.self)
      },
    ],
    modelType: ScreenOrientation.self)
}
