import DOM
import JSCore

/// `VisualViewport` (the model's `Window/Device/Screen.swift`): the layout viewport at scale 1.
///
/// https://drafts.csswg.org/cssom-view/#the-visualviewport-interface
enum VisualViewportBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "VisualViewport", parent: EventTargetBinding.definition,
    members: [
      value("offsetLeft") { $0.offsetLeft },
      value("offsetTop") { $0.offsetTop },
      value("pageLeft") { $0.pageLeft },
      value("pageTop") { $0.pageTop },
      value("width") { $0.width },
      value("height") { $0.height },
      value("scale") { $0.scale },
      EventHandlerAttributes.attribute("onresize") { call in try call.this(VisualViewport.self) },
      EventHandlerAttributes.attribute("onscroll") { call in try call.this(VisualViewport.self) },
    ],
    modelType: VisualViewport.self)

  private static func value(
    _ name: String, _ value: @escaping @Sendable (VisualViewport) -> Double
  ) -> BindingMember {
    .readonly(name) { call in .number(value(try call.this(VisualViewport.self))) }
  }
}
