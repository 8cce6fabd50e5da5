import DOM
import JSCore

/// `DOMPoint` (the model's `Geometry/DOMPoint.swift`, declared in
/// `Bindings/IDL/DOMPointReadOnly.webidl`): a `DOMPointReadOnly` whose coordinates
/// can be set.
///
/// https://drafts.fxtf.org/geometry/#dompoint
enum DOMPointBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMPoint", parent: DOMPointReadOnlyBinding.definition,
    members: generatedMembers, staticMembers: generatedStaticMembers,
    constructor: BindingConstructor { call in
      let point = DOMPoint(
        x: try call.optionalUnrestrictedDouble(0), y: try call.optionalUnrestrictedDouble(1),
        z: try call.optionalUnrestrictedDouble(2),
        w: try call.optionalUnrestrictedDouble(3, default: 1))
      return call.world.wrapper(for: point)
    },
    modelType: DOMPoint.self)
}
