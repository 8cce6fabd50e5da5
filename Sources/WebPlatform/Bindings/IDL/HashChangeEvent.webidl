// HashChangeEvent, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-hashchangeevent-interface).

[Exposed=Window]
interface HashChangeEvent : Event {
  [Custom] constructor(DOMString type, optional HashChangeEventInit eventInitDict = {});

  readonly attribute USVString oldURL;
  readonly attribute USVString newURL;
};
