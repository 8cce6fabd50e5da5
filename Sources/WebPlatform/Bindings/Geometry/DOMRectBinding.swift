import DOM
import JSCore

/// `DOMRect` (the model's `Geometry/DOMRect.swift`): a `DOMRectReadOnly` whose origin and size
/// can be set.
///
/// https://drafts.fxtf.org/geometry/#domrect
enum DOMRectBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMRect", parent: DOMRectReadOnlyBinding.definition,
    members: [
      .attribute(
        "x", get: { call in .number(try call.this(DOMRect.self).x) },
        set: { call in try call.this(DOMRect.self).x = try call.unrestrictedDouble(0) }),
      .attribute(
        "y", get: { call in .number(try call.this(DOMRect.self).y) },
        set: { call in try call.this(DOMRect.self).y = try call.unrestrictedDouble(0) }),
      .attribute(
        "width", get: { call in .number(try call.this(DOMRect.self).width) },
        set: { call in try call.this(DOMRect.self).width = try call.unrestrictedDouble(0) }),
      .attribute(
        "height", get: { call in .number(try call.this(DOMRect.self).height) },
        set: { call in try call.this(DOMRect.self).height = try call.unrestrictedDouble(0) }),
    ],
    staticMembers: [
      .operation("fromRect") { call in call.wrap(DOMRect.fromRect(try call.rectInit(0))) }
    ],
    constructor: BindingConstructor { call in
      let rect = DOMRect(
        x: try call.optionalUnrestrictedDouble(0), y: try call.optionalUnrestrictedDouble(1),
        width: try call.optionalUnrestrictedDouble(2),
        height: try call.optionalUnrestrictedDouble(3))
      return call.world.wrapper(for: rect)
    },
    modelType: DOMRect.self)
}
