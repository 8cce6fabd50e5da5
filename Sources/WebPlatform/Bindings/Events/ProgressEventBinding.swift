import DOM
import JSCore

/// `ProgressEvent` (the model's `Events/ProgressEvent.swift`), declared in
/// `Bindings/IDL/ProgressEvent.webidl`; `loaded` and `total` convert as `unsigned long long`,
/// as in Safari.
///
/// https://xhr.spec.whatwg.org/#interface-progressevent
enum ProgressEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "ProgressEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let base = try dictionary.eventInit()
      let lengthComputable = try dictionary.boolean("lengthComputable")
      let loaded = try dictionary.unsignedLongLong("loaded")
      let total = try dictionary.unsignedLongLong("total")
      let event = ProgressEvent(
        type, base, lengthComputable: lengthComputable, loaded: loaded, total: total,
        clock: call.eventClock)
      return call.world.wrapper(for: event)
    },
    modelType: ProgressEvent.self)
}
