/// The interfaces of the DOM's mutation observers area (`DOM/MutationObservers`).
enum MutationObserversArea {
  static let definitions: [InterfaceDefinition] = [
    MutationObserverBinding.definition, MutationRecordBinding.definition,
  ]
}
