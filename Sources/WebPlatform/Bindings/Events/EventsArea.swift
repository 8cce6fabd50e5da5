/// The interfaces of the DOM's events area (`DOM/Events`), with the UI Events, HTML and XHR
/// event interfaces whose models live there too.
enum EventsArea {
  static let definitions: [InterfaceDefinition] = [
    EventTargetBinding.definition, EventBinding.definition, AbortSignalBinding.definition,
    AbortControllerBinding.definition, CustomEventBinding.definition,
    UIEventBinding.definition, MouseEventBinding.definition, KeyboardEventBinding.definition,
    InputEventBinding.definition, FocusEventBinding.definition,
    CompositionEventBinding.definition, TextEventBinding.definition,
    DragEventBinding.definition, WheelEventBinding.definition, PointerEventBinding.definition,
    SubmitEventBinding.definition, ErrorEventBinding.definition,
    PromiseRejectionEventBinding.definition, MessageEventBinding.definition,
    ProgressEventBinding.definition, HashChangeEventBinding.definition,
    PopStateEventBinding.definition, PageTransitionEventBinding.definition,
    StorageEventBinding.definition, BeforeUnloadEventBinding.definition,
  ]
}
