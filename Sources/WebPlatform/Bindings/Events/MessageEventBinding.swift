import DOM
import JSCore

/// `MessageEvent` (the model's `Events/MessageEvent.swift`): `data` keeps the script's value;
/// the source is a window or null, and there are no message ports (`ports` is an empty frozen
/// array, the same one for the life of the event).
///
/// https://html.spec.whatwg.org/multipage/comms.html#messageevent
enum MessageEventBinding: InterfaceBinding {
  static let definition = InterfaceDefinition(
    name: "MessageEvent", parent: EventBinding.definition,
    members: generatedMembers,
    constructor: BindingConstructor(length: 1) { call in
      let type = try call.eventType()
      let dictionary = try IDLDictionary(call, 1)
      let base = try dictionary.eventInit()
      let data = try dictionary.value("data")
      let lastEventId = try dictionary.string("lastEventId")
      let origin = try dictionary.string("origin")
      if let ports = try dictionary.value("ports") {
        guard ports.isArray, try ports.get("length").toNumber() == 0 else {
          throw JSThrow.typeError("The 'ports' member given to MessageEvent holds no MessagePorts")
        }
      }
      let source = try dictionary.object("source", WindowBinding.definition, as: Window.self)
      let eventInit = MessageEventInit(
        base, data: data, origin: origin, lastEventId: lastEventId, source: source)
      return call.world.wrapper(for: MessageEvent(type, eventInit, clock: call.eventClock))
    },
    modelType: MessageEvent.self)

  /// `ports`: one frozen empty array per event (there are no MessagePorts), kept by the event.
  static let customPorts = BindingMember.readonly("ports") { call in
    let event = try call.this(MessageEvent.self)
    if case .value(let ports) = call.opaque(event.portsValue, missing: .undefined) {
      return .value(ports)
    }
    let ports = try call.context.array()
    _ = try? call.context.globalObject.get("Object").invokeMethod("freeze", arguments: [ports])
    event.portsValue = ports
    return .value(ports)
  }

  /// `initMessageEvent(type, bubbles, cancelable, data, origin, lastEventId, source, ports)`:
  /// the source (a Window) and the ports (empty) are checked before the other arguments.
  static let customInitMessageEvent = BindingMember.operation("initMessageEvent", length: 1) {
    call in
    let event = try call.this(MessageEvent.self)
    try call.requireArguments(1)
    let type = try call.string(0)
    let source = try call.nullableWindow(6)
    try call.requireNoPorts(7)
    event.initMessageEvent(
      type, bubbles: call.boolean(1), cancelable: call.boolean(2), data: call.anyArgument(3),
      origin: try call.optionalString(4) ?? "", lastEventId: try call.optionalString(5) ?? "",
      source: source)
    return .undefined
  }
}

extension BindingCall {
  /// A `sequence<MessagePort>` argument, which can only be empty here (there are no ports).
  fileprivate func requireNoPorts(_ index: Int) throws {
    if js.isUndefined(index) { return }
    let ports = argument(index)
    guard ports.isArray, try ports.get("length").toNumber() == 0 else {
      throw JSThrow.typeError(
        "Argument \(index + 1) to \(interface.name).\(member) holds no MessagePorts")
    }
  }
}
