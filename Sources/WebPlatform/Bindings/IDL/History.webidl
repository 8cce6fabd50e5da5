// History, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-history-interface), in the
// order of the prototype's properties (pushState and replaceState before back, forward and
// go). The model's class is SessionHistory. Hand-written ([Custom],
// Window/HistoryBinding.swift): the `any data` of pushState and replaceState (a structured
// clone of it is kept).

[Exposed=Window, ImplementedAs=SessionHistory]
interface History {
  readonly attribute unsigned long length;
  attribute ScrollRestoration scrollRestoration;
  readonly attribute any state;
  [Custom] undefined pushState(any data, DOMString unused, optional USVString? url = null);
  [Custom] undefined replaceState(any data, DOMString unused, optional USVString? url = null);
  undefined back();
  undefined forward();
  undefined go(optional long delta = 0);
};

[ImplementedAs="SessionHistory.ScrollRestoration"]
enum ScrollRestoration { "auto", "manual" };
