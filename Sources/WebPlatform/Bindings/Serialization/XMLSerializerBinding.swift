import DOM
import JSCore

/// `XMLSerializer` (the model's `Serialization/XMLSerializer.swift`).
///
/// https://w3c.github.io/DOM-Parsing/#the-xmlserializer-interface
enum XMLSerializerBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "XMLSerializer",
    members: [
      .operation("serializeToString", length: 1) { call in
        let serializer = try call.this(XMLSerializer.self)
        try call.requireArguments(1)
        return .string(serializer.serializeToString(try call.node(0)))
      }
    ],
    constructor: BindingConstructor { call in call.world.wrapper(for: XMLSerializer()) },
    modelType: XMLSerializer.self)
}
