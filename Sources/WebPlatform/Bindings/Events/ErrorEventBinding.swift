import DOM
import JSCore

/// `ErrorEvent` (the model's `Events/ErrorEvent.swift`): `error` keeps the script's value.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#errorevent
enum ErrorEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "ErrorEvent", parent: EventBinding.definition,
    members: [
      .readonly("message") { call in .string(try call.this(ErrorEvent.self).message) },
      .readonly("filename") { call in .string(try call.this(ErrorEvent.self).filename) },
      .readonly("lineno") { call in .number(Double(try call.this(ErrorEvent.self).lineno)) },
      .readonly("colno") { call in .number(Double(try call.this(ErrorEvent.self).colno)) },
      .readonly("error") { call in
        call.opaque(try call.this(ErrorEvent.self).error, missing: .null)
      },
    ],
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
