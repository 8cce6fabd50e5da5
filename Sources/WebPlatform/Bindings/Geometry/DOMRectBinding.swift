import DOM
import JSCore

/// `DOMRect` (the model's `Geometry/DOMRect.swift`, declared in
/// `Bindings/IDL/DOMRectReadOnly.webidl`): a `DOMRectReadOnly` whose origin and size
/// can be set.
///
/// https://drafts.fxtf.org/geometry/#domrect
enum DOMRectBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMRect", parent: DOMRectReadOnlyBinding.definition,
    members: generatedMembers, staticMembers: generatedStaticMembers,
    constructor: BindingConstructor { call in
      let rect = DOMRect(
        x: try call.optionalUnrestrictedDouble(0), y: try call.optionalUnrestrictedDouble(1),
        width: try call.optionalUnrestrictedDouble(2),
        height: try call.optionalUnrestrictedDouble(3))
      return call.world.wrapper(for: rect)
    },
    modelType: DOMRect.self)
}
