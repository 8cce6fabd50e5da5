/// The members of `MessageEvent`'s init dictionary. There are no message ports here, so
/// `ports` is always empty.
///
/// https://html.spec.whatwg.org/multipage/comms.html#messageeventinit
public struct MessageEventInit {
  /// The `EventInit` members.
  public var event: EventInit
  /// The message (a binding keeps a JavaScript value here); nil is null.
  ///
  /// https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-data
  public var data: Any?
  /// https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-origin
  public var origin: String
  /// https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-lasteventid
  public var lastEventId: String
  /// The sender (a window here).
  ///
  /// https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-source
  public var source: EventTarget?

  /// Makes an init dictionary.
  public init(
    _ event: EventInit = EventInit(), data: Any? = nil, origin: String = "",
    lastEventId: String = "", source: EventTarget? = nil
  ) {
    self.event = event
    self.data = data
    self.origin = origin
    self.lastEventId = lastEventId
    self.source = source
  }
}

/// A message from another window, worker, port or server.
///
/// https://html.spec.whatwg.org/multipage/comms.html#messageevent
public final class MessageEvent: Event {
  /// The message's members, as given.
  public private(set) var message: MessageEventInit
  /// What a binding shows as `ports` (one frozen array per event), made on first use.
  public var portsValue: Any?

  /// Makes a message event. https://html.spec.whatwg.org/multipage/comms.html#messageevent
  public init(
    _ type: String, _ eventInitDict: MessageEventInit = MessageEventInit(),
    clock: () -> Double = { 0 }
  ) {
    message = eventInitDict
    super.init(type, eventInitDict.event, clock: clock)
  }

  /// https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-data
  public var data: Any? { message.data }
  /// https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-origin
  public var origin: String { message.origin }
  /// https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-lasteventid
  public var lastEventId: String { message.lastEventId }
  /// https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-source
  public var source: EventTarget? { message.source }

  /// Re-initializes an event that is not being dispatched (legacy).
  ///
  /// https://html.spec.whatwg.org/multipage/comms.html#dom-messageevent-initmessageevent
  public func initMessageEvent(
    _ type: String, bubbles: Bool = false, cancelable: Bool = false, data: Any? = nil,
    origin: String = "", lastEventId: String = "", source: EventTarget? = nil
  ) {
    if dispatchFlag { return }
    initialize(type: type, bubbles: bubbles, cancelable: cancelable)
    message = MessageEventInit(
      EventInit(bubbles: bubbles, cancelable: cancelable), data: data, origin: origin,
      lastEventId: lastEventId, source: source)
    portsValue = nil
  }
}
