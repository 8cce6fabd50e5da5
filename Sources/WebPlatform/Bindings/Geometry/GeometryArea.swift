/// The interfaces of the geometry area (`DOM/Geometry`: Geometry Interfaces Module).
///
/// https://drafts.fxtf.org/geometry/
enum GeometryArea {
  static let definitions: [InterfaceDefinition] = [
    DOMRectReadOnlyBinding.definition, DOMRectBinding.definition, DOMRectListBinding.definition,
    DOMPointReadOnlyBinding.definition, DOMPointBinding.definition,
  ]
}
