/// The interfaces of the DOM's ranges area (`DOM/Ranges`).
enum RangesArea {
  static let definitions: [InterfaceDefinition] = [
    AbstractRangeBinding.definition, RangeBinding.definition, StaticRangeBinding.definition,
  ]
}
