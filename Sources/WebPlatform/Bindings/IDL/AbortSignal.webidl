// AbortSignal and AbortController, as the DOM standard declares them
// (https://dom.spec.whatwg.org/#interface-AbortSignal,
// https://dom.spec.whatwg.org/#interface-abortcontroller), the members actionjs implements in
// the order of the prototypes' properties. A reason a script gives is kept as its JS value; a
// reason the model made (an AbortError or TimeoutError DOMException) is answered as a new
// DOMException object: reason and throwIfAborted take the world for it ([ActionJSWorld]).
// AbortController.signal is not [SameObject] here (its getter answers the same signal, but is
// not remembered on the JavaScript side). The signal's onabort is not implemented.

[Exposed=*]
interface AbortSignal : EventTarget {
  [NewObject, ImplementedAs="abort(reason:)"] static AbortSignal abort(optional any reason);

  readonly attribute boolean aborted;
  [ActionJSWorld] readonly attribute any reason;
  [ActionJSWorld] undefined throwIfAborted();
};

[Exposed=*]
interface AbortController {
  [Custom] constructor();

  readonly attribute AbortSignal signal;

  [ImplementedAs="abort(reason:)"] undefined abort(optional any reason);
};
