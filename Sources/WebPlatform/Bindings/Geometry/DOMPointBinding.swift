import DOM
import JSCore

/// `DOMPoint` (the model's `Geometry/DOMPoint.swift`): a `DOMPointReadOnly` whose coordinates
/// can be set.
///
/// https://drafts.fxtf.org/geometry/#dompoint
enum DOMPointBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMPoint", parent: DOMPointReadOnlyBinding.definition,
    members: [
      .attribute(
        "x", get: { call in .number(try call.this(DOMPoint.self).x) },
        set: { call in try call.this(DOMPoint.self).x = try call.unrestrictedDouble(0) }),
      .attribute(
        "y", get: { call in .number(try call.this(DOMPoint.self).y) },
        set: { call in try call.this(DOMPoint.self).y = try call.unrestrictedDouble(0) }),
      .attribute(
        "z", get: { call in .number(try call.this(DOMPoint.self).z) },
        set: { call in try call.this(DOMPoint.self).z = try call.unrestrictedDouble(0) }),
      .attribute(
        "w", get: { call in .number(try call.this(DOMPoint.self).w) },
        set: { call in try call.this(DOMPoint.self).w = try call.unrestrictedDouble(0) }),
    ],
    staticMembers: [
      .operation("fromPoint") { call in call.wrap(DOMPoint.fromPoint(try call.pointInit(0))) }
    ],
    constructor: BindingConstructor { call in
      let point = DOMPoint(
        x: try call.optionalUnrestrictedDouble(0), y: try call.optionalUnrestrictedDouble(1),
        z: try call.optionalUnrestrictedDouble(2),
        w: try call.optionalUnrestrictedDouble(3, default: 1))
      return call.world.wrapper(for: point)
    },
    modelType: DOMPoint.self)
}
