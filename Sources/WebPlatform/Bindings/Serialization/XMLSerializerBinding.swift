import DOM
import JSCore

/// `XMLSerializer` (the model's `Serialization/XMLSerializer.swift`), declared in
/// `Bindings/IDL/XMLSerializer.webidl`.
///
/// https://w3c.github.io/DOM-Parsing/#the-xmlserializer-interface
enum XMLSerializerBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "XMLSerializer",
    members: generatedMembers,
    constructor: BindingConstructor { call in call.world.wrapper(for: XMLSerializer()) },
    modelType: XMLSerializer.self)
}
