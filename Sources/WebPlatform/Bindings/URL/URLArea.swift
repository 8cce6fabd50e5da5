/// The interfaces of the URL area (`DOM/URL`).
enum URLArea {
  static let definitions: [InterfaceDefinition] = [
    URLBinding.definition, URLSearchParamsBinding.definition,
  ]
}
