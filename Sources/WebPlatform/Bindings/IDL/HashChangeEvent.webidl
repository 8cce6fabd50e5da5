// HashChangeEvent, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-hashchangeevent-interface).

[Exposed=Window]
interface HashChangeEvent : Event {
  constructor(DOMString type, optional HashChangeEventInit eventInitDict = {});

  readonly attribute USVString oldURL;
  readonly attribute USVString newURL;
};

// In the order of the model's initializer (HashChangeEvent(type, base, oldURL:newURL:clock:)).
dictionary HashChangeEventInit : EventInit {
  USVString oldURL = "";
  USVString newURL = "";
};
