/// The interfaces of the selection area (`DOM/Selection`).
enum SelectionArea {
  static let definitions: [InterfaceDefinition] = [SelectionBinding.definition]
}
