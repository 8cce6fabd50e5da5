// PopStateEvent, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-popstateevent-interface).

[Exposed=Window]
interface PopStateEvent : Event {
  constructor(DOMString type, optional PopStateEventInit eventInitDict = {});

  readonly attribute any state;
  readonly attribute boolean hasUAVisualTransition;
};

// In the order of the model's initializer (PopStateEvent(type, base, state:hasUAVisualTransition:clock:)).
dictionary PopStateEventInit : EventInit {
  any state = null;
  boolean hasUAVisualTransition = false;
};
