import DOM
import JSCore

/// `SubmitEvent` (the model's `Events/SubmitEvent.swift`), declared in
/// `Bindings/IDL/SubmitEvent.webidl`.
///
/// https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-submitevent-interface
enum SubmitEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "SubmitEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let eventInit = try dictionary.eventInit()
      let submitter = try dictionary.object(
        "submitter", ElementBinding.definition, as: Element.self)
      if let submitter, !submitter.isHTMLElement {
        throw JSThrow.typeError("The 'submitter' member given to SubmitEvent is not an HTMLElement")
      }
      let event = SubmitEvent(
        type, SubmitEventInit(eventInit, submitter: submitter), clock: call.eventClock)
      return call.world.wrapper(for: event)
    },
    modelType: SubmitEvent.self)
}
