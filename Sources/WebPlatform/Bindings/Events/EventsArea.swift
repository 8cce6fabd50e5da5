/// The interfaces of the DOM's events area (`DOM/Events`).
enum EventsArea {
  static let definitions: [InterfaceDefinition] = [
    EventTargetBinding.definition, EventBinding.definition, AbortSignalBinding.definition,
    AbortControllerBinding.definition,
  ]
}
