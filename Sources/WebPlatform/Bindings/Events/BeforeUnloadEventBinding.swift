import DOM
import JSCore

/// `BeforeUnloadEvent` (the model's `Events/BeforeUnloadEvent.swift`): its string
/// `returnValue` shadows `Event.prototype.returnValue`.
///
/// https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-beforeunloadevent-interface
enum BeforeUnloadEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "BeforeUnloadEvent", parent: EventBinding.definition,
    members: [
      .attribute(
        "returnValue",
        get: { call in .string(try call.this(BeforeUnloadEvent.self).confirmationMessage) },
        set: { call in
          try call.this(BeforeUnloadEvent.self).confirmationMessage = try call.string(0)
        })
    ],
    modelType: BeforeUnloadEvent.self)
}
