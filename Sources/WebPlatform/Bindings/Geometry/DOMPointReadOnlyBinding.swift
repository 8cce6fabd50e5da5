import DOM
import JSCore

/// `DOMPointReadOnly` (the model's `Geometry/DOMPointReadOnly.swift`); `matrixTransform` is
/// left out (there is no `DOMMatrix`).
///
/// https://drafts.fxtf.org/geometry/#dompointreadonly
enum DOMPointReadOnlyBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMPointReadOnly",
    members: [
      .readonly("x") { call in .number(try call.this(DOMPointReadOnly.self).x) },
      .readonly("y") { call in .number(try call.this(DOMPointReadOnly.self).y) },
      .readonly("z") { call in .number(try call.this(DOMPointReadOnly.self).z) },
      .readonly("w") { call in .number(try call.this(DOMPointReadOnly.self).w) },
      .operation("toJSON") { call in
        try call.jsonObject(try call.this(DOMPointReadOnly.self).jsonMembers)
      },
    ],
    staticMembers: [
      .operation("fromPoint") { call in
        call.wrap(DOMPointReadOnly.fromPoint(try call.pointInit(0)))
      }
    ],
    constructor: BindingConstructor { call in
      let point = DOMPointReadOnly(
        x: try call.optionalUnrestrictedDouble(0), y: try call.optionalUnrestrictedDouble(1),
        z: try call.optionalUnrestrictedDouble(2),
        w: try call.optionalUnrestrictedDouble(3, default: 1))
      return call.world.wrapper(for: point)
    },
    modelType: DOMPointReadOnly.self)
}

extension BindingCall {
  /// A `DOMPointInit` argument. https://drafts.fxtf.org/geometry/#dictdef-dompointinit
  func pointInit(_ index: Int) throws -> DOMPointInit {
    let dictionary = try IDLDictionary(self, index)
    let w = try dictionary.unrestrictedDouble("w", default: 1)
    let x = try dictionary.unrestrictedDouble("x")
    let y = try dictionary.unrestrictedDouble("y")
    let z = try dictionary.unrestrictedDouble("z")
    return DOMPointInit(x: x, y: y, z: z, w: w)
  }
}
