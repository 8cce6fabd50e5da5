/// The interfaces of the HTML elements area (`DOM/HTML`): HTMLElement and the specific element
/// interfaces.
enum HTMLArea {
  static let definitions: [InterfaceDefinition] = []
}
