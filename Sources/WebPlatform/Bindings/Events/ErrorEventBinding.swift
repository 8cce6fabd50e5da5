import DOM
import JSCore

/// `ErrorEvent` (the model's `Events/ErrorEvent.swift`), declared in
/// `Bindings/IDL/ErrorEvent.webidl`: `error` keeps the script's value.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#errorevent
enum ErrorEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "ErrorEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let base = try dictionary.eventInit()
      let colno = try dictionary.unsignedLong("colno")
      let error = try dictionary.value("error")
      let filename = try dictionary.string("filename")
      let lineno = try dictionary.unsignedLong("lineno")
      let message = try dictionary.string("message")
      let eventInit = ErrorEventInit(
        base, message: message, filename: filename, lineno: lineno, colno: colno, error: error)
      return call.world.wrapper(for: ErrorEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: ErrorEvent.self)

}
