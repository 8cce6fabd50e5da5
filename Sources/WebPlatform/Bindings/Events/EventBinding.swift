import DOM
import JSCore

/// `Event` (the model's `Events/Event.swift`), declared in `Bindings/IDL/Event.webidl`.
///
/// https://dom.spec.whatwg.org/#interface-event
enum EventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Event",
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      try call.requireArguments(1)
      let event = Event(
        try call.string(0), try call.eventInit(1), clock: call.world.runtime.eventClock)
      return call.world.wrapper(for: event)
    },
    modelType: Event.self)
}

extension BindingCall {
  /// An `EventInit` dictionary argument.
  ///
  /// https://dom.spec.whatwg.org/#dictdef-eventinit
  public func eventInit(_ index: Int) throws -> EventInit {
    guard let dictionary = try dictionary(index) else { return EventInit() }
    return EventInit(
      bubbles: try dictionary.get("bubbles").toBool(),
      cancelable: try dictionary.get("cancelable").toBool(),
      composed: try dictionary.get("composed").toBool())
  }
}
