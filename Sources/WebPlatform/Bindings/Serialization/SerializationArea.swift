/// The interfaces of the serialization area (`DOM/Serialization`: DOMParser, XMLSerializer).
enum SerializationArea {
  static let definitions: [InterfaceDefinition] = [
    DOMParserBinding.definition, XMLSerializerBinding.definition,
  ]
}
