/// The interfaces of the CSS area (`DOM/CSS`).
enum CSSArea {
  static let definitions: [InterfaceDefinition] = [CSSStyleDeclarationBinding.definition]
}
