import DOM
import JSCore

/// `Screen` (the model's `Window/Device/Screen.swift`: the device profile's screen).
///
/// https://drafts.csswg.org/cssom-view/#the-screen-interface
enum ScreenBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Screen",
    members: [
      metric("width") { .number($0.width) },
      metric("height") { .number($0.height) },
      metric("availWidth") { .number($0.availWidth) },
      metric("availHeight") { .number($0.availHeight) },
      metric("availLeft") { .number($0.availLeft) },
      metric("availTop") { .number($0.availTop) },
      metric("colorDepth") { .number(Double($0.colorDepth)) },
      metric("pixelDepth") { .number(Double($0.pixelDepth)) },
      .readonly("orientation") { call in call.wrap(try call.this(Screen.self).orientation) },
    ],
    modelType: Screen.self)

  private static func metric(
    _ name: String, _ value: @escaping @Sendable (Viewport.Screen) -> JSReturn
  ) -> BindingMember {
    .readonly(name) { call in value(try call.this(Screen.self).metrics) }
  }
}
