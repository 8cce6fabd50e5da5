import DOM
import JSCore

/// `Event` (the model's `Events/Event.swift`).
///
/// https://dom.spec.whatwg.org/#interface-event
enum EventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "Event",
    members: [
      .readonly("type") { call in .string(try call.this(Event.self).type) },
      .readonly("target") { call in call.wrap(try call.this(Event.self).target) },
      .readonly("srcElement") { call in call.wrap(try call.this(Event.self).srcElement) },
      .readonly("currentTarget") { call in call.wrap(try call.this(Event.self).currentTarget) },
      .operation("composedPath") { call in
        let path = try call.this(Event.self).composedPath()
        return try call.array(path.map { call.world.wrapper(for: $0) })
      },
      .readonly("eventPhase") { call in
        .number(Double(try call.this(Event.self).eventPhase.rawValue))
      },
      .operation("stopPropagation") { call in
        try call.this(Event.self).stopPropagation()
        return .undefined
      },
      .attribute(
        "cancelBubble", get: { call in .boolean(try call.this(Event.self).cancelBubble) },
        set: { call in try call.this(Event.self).cancelBubble = call.boolean(0) }),
      .operation("stopImmediatePropagation") { call in
        try call.this(Event.self).stopImmediatePropagation()
        return .undefined
      },
      .readonly("bubbles") { call in .boolean(try call.this(Event.self).bubbles) },
      .readonly("cancelable") { call in .boolean(try call.this(Event.self).cancelable) },
      .attribute(
        "returnValue", get: { call in .boolean(try call.this(Event.self).returnValue) },
        set: { call in try call.this(Event.self).returnValue = call.boolean(0) }),
      .operation("preventDefault") { call in
        try call.this(Event.self).preventDefault()
        return .undefined
      },
      .readonly("defaultPrevented") { call in .boolean(try call.this(Event.self).defaultPrevented)
      },
      .readonly("composed") { call in .boolean(try call.this(Event.self).composed) },
      .readonly("isTrusted") { call in .boolean(try call.this(Event.self).isTrusted) },
      .readonly("timeStamp") { call in .number(try call.this(Event.self).timeStamp) },
      .operation("initEvent", length: 1) { call in
        let event = try call.this(Event.self)
        try call.requireArguments(1)
        event.initEvent(
          try call.string(0), bubbles: call.boolean(1), cancelable: call.boolean(2))
        return .undefined
      },
      .constant("NONE", 0), .constant("CAPTURING_PHASE", 1), .constant("AT_TARGET", 2),
      .constant("BUBBLING_PHASE", 3),
    ],
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
