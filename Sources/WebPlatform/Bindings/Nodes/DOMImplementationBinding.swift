import DOM
import JSCore

/// `DOMImplementation` (the model's `Nodes/DOMImplementation.swift`): `document.implementation`,
/// declared in `Bindings/IDL/DOMImplementation.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-domimplementation
enum DOMImplementationBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "DOMImplementation",
    members: generatedMembers,
    modelType: DOMImplementation.self)
}
