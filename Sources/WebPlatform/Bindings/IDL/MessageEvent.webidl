// MessageEvent, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/comms.html#messageevent), the members actionjs
// implements in the order of the prototype's properties. There are no MessagePorts.
// Hand-written ([Custom], Events/MessageEventBinding.swift): the constructor (MessageEventInit's
// ports must be empty), ports (one frozen empty array per event, kept by the event) and
// initMessageEvent (its window source and empty ports checked before the other arguments).

[Exposed=(Window,Worker,AudioWorklet)]
interface MessageEvent : Event {
  [Custom] constructor(DOMString type, optional MessageEventInit eventInitDict = {});

  readonly attribute any data;
  readonly attribute USVString origin;
  readonly attribute DOMString lastEventId;
  readonly attribute MessageEventSource? source;
  [Custom] readonly attribute FrozenArray<MessagePort> ports;

  [Custom] undefined initMessageEvent(DOMString type, optional boolean bubbles = false, optional boolean cancelable = false, optional any data = null, optional USVString origin = "", optional DOMString lastEventId = "", optional MessageEventSource? source = null, optional sequence<MessagePort> ports = []);
};

typedef (WindowProxy or MessagePort or ServiceWorker) MessageEventSource;
