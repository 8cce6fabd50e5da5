/// The interfaces of the DOM's attributes area (`DOM/Attributes`).
enum AttributesArea {
  static let definitions: [InterfaceDefinition] = [
    AttrBinding.definition, NamedNodeMapBinding.definition,
  ]
}
