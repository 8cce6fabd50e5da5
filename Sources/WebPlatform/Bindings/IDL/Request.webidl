// Request, as the Fetch standard declares it (https://fetch.spec.whatwg.org/#request-class), the
// members actionjs implements in the order of the prototype's properties, then the Body mixin's
// (Body.webidl). The model's class is FetchRequest. Deviations: destination and referrerPolicy
// are DOMStrings (the model keeps the strings of RequestDestination and ReferrerPolicy);
// headers and signal are not [SameObject] here (their getters answer the same object every
// time, but are not remembered on the JavaScript side); signal is made on first read
// (scriptSignal) when the request has none, and clone keeps the request's (cloneKeepingSignal,
// Services/RequestBinding.swift). Hand-written ([Custom]): the constructor (RequestInit).

[Exposed=(Window,Worker), ImplementedAs=FetchRequest]
interface Request {
  [Custom] constructor(RequestInfo input, optional RequestInit init = {});

  readonly attribute ByteString method;
  [ImplementedAs=href] readonly attribute USVString url;
  readonly attribute Headers headers;

  readonly attribute DOMString destination;
  readonly attribute USVString referrer;
  readonly attribute DOMString referrerPolicy;
  readonly attribute RequestMode mode;
  readonly attribute RequestCredentials credentials;
  readonly attribute RequestCache cache;
  readonly attribute RequestRedirect redirect;
  readonly attribute DOMString integrity;
  readonly attribute boolean keepalive;
  [ImplementedAs=scriptSignal] readonly attribute AbortSignal signal;

  [NewObject, ImplementedAs="cloneKeepingSignal()"] Request clone();
};
Request includes Body;

[ImplementedAs=RequestMode]
enum RequestMode { "navigate", "same-origin", "no-cors", "cors" };
[ImplementedAs=RequestCredentials]
enum RequestCredentials { "omit", "same-origin", "include" };
[ImplementedAs=RequestCache]
enum RequestCache { "default", "no-store", "reload", "no-cache", "force-cache", "only-if-cached" };
[ImplementedAs=RequestRedirect]
enum RequestRedirect { "follow", "error", "manual" };
