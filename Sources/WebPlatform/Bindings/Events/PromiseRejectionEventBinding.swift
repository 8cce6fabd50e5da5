import DOM
import JSCore

/// `PromiseRejectionEvent` (the model's `Events/PromiseRejectionEvent.swift`): `promise` and
/// `reason` keep the script's values.
/// Declared in `Bindings/IDL/PromiseRejectionEvent.webidl`.
///
/// https://html.spec.whatwg.org/multipage/webappapis.html#promiserejectionevent
enum PromiseRejectionEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "PromiseRejectionEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 2) { call in
      try call.requireArguments(2)
      let type = try call.string(0)
      let dictionary = try IDLDictionary(call, 1)
      let base = try dictionary.eventInit()
      guard let promise = try dictionary.value("promise") else {
        throw JSThrow.typeError(
          "The 'promise' member is required to construct a PromiseRejectionEvent")
      }
      guard promise.isObject else {
        throw JSThrow.typeError(
          "The 'promise' member given to PromiseRejectionEvent is not an object")
      }
      let reason = try dictionary.value("reason")
      let event = PromiseRejectionEvent(
        type, base, promise: promise, reason: reason, clock: call.eventClock)
      return call.world.wrapper(for: event)
    },
    modelType: PromiseRejectionEvent.self)

  /// `readonly attribute Promise<any> promise`: the promise the event was made with.
  static let customPromise = BindingMember.readonly("promise") { call in
    call.opaque(try call.this(PromiseRejectionEvent.self).promise, missing: .null)
  }
}
