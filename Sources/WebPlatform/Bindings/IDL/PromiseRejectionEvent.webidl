// PromiseRejectionEvent, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/webappapis.html#the-promiserejectionevent-interface).
// Hand-written ([Custom], Events/PromiseRejectionEventBinding.swift): the constructor (its
// `promise` member is required and must be an object) and `promise` (the script's promise).

[Exposed=*]
interface PromiseRejectionEvent : Event {
  [Custom] constructor(DOMString type, PromiseRejectionEventInit eventInitDict);

  [Custom] readonly attribute Promise<any> promise;
  [ActionJSMissing=undefined] readonly attribute any reason;
};
