// ErrorEvent, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/webappapis.html#the-errorevent-interface).
// Scripts/generate-bindings.py documents the extended attributes. `error` gives back the
// script's value as it was.

[Exposed=*]
interface ErrorEvent : Event {
  [Custom] constructor(DOMString type, optional ErrorEventInit eventInitDict = {});

  readonly attribute DOMString message;
  readonly attribute USVString filename;
  readonly attribute unsigned long lineno;
  readonly attribute unsigned long colno;
  readonly attribute any error;
};
