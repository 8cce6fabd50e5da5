// SubmitEvent, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#the-submitevent-interface).

[Exposed=Window]
interface SubmitEvent : Event {
  [Custom] constructor(DOMString type, optional SubmitEventInit eventInitDict = {});

  readonly attribute HTMLElement? submitter;
};
