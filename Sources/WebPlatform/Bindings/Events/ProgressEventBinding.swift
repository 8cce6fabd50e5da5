import DOM
import JSCore

/// `ProgressEvent` (the model's `Events/ProgressEvent.swift`); `loaded` and `total` convert
/// as `unsigned long long`, as in Safari.
///
/// https://xhr.spec.whatwg.org/#interface-progressevent
enum ProgressEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "ProgressEvent", parent: EventBinding.definition,
    members: [
      .readonly("lengthComputable") { call in
        .boolean(try call.this(ProgressEvent.self).lengthComputable)
      },
      .readonly("loaded") { call in .number(try call.this(ProgressEvent.self).loaded) },
      .readonly("total") { call in .number(try call.this(ProgressEvent.self).total) },
    ],
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
