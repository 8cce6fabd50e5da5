// BeforeUnloadEvent, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-beforeunloadevent-interface).

[Exposed=Window]
interface BeforeUnloadEvent : Event {
  [ImplementedAs=confirmationMessage] attribute DOMString returnValue;
};
