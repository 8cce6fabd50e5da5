// CustomEvent, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-customevent). The constructor (its init dictionary
// is the model's CustomEventInit) is hand-written.

[Exposed=*]
interface CustomEvent : Event {
  [Custom] constructor(DOMString type, optional CustomEventInit eventInitDict = {});

  readonly attribute any detail;

  [ImplementedAs="initCustomEvent(_:bubbles:cancelable:detail:)"]
  undefined initCustomEvent(DOMString type, optional boolean bubbles = false,
      optional boolean cancelable = false, optional any detail = null); // legacy
};
