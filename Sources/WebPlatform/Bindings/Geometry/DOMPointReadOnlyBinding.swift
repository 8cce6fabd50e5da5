import DOM
import JSCore

/// `DOMPointReadOnly` (the model's `Geometry/DOMPointReadOnly.swift`, declared in
/// `Bindings/IDL/DOMPointReadOnly.webidl`); `matrixTransform` is
/// left out (there is no `DOMMatrix`).
///
/// https://drafts.fxtf.org/geometry/#dompointreadonly
enum DOMPointReadOnlyBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMPointReadOnly",
    members: generatedMembers, staticMembers: generatedStaticMembers,
    constructor: BindingConstructor { call in
      let point = DOMPointReadOnly(
        x: try call.optionalUnrestrictedDouble(0), y: try call.optionalUnrestrictedDouble(1),
        z: try call.optionalUnrestrictedDouble(2),
        w: try call.optionalUnrestrictedDouble(3, default: 1))
      return call.world.wrapper(for: point)
    },
    modelType: DOMPointReadOnly.self)

  /// `[Default] object toJSON()`: the default toJSON steps, a new object with the attributes'
  /// values (the model's `jsonMembers`).
  ///
  /// https://webidl.spec.whatwg.org/#default-tojson-steps
  static let customToJSON = BindingMember.operation("toJSON") { call in
    try call.jsonObject(try call.this(DOMPointReadOnly.self).jsonMembers)
  }
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
