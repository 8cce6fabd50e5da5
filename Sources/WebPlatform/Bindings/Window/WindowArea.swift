/// The interfaces of the window area (`WebPlatform/Window`).
enum WindowArea {
  static let definitions: [InterfaceDefinition] = [WindowBinding.definition]
}
