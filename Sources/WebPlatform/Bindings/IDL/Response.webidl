// Response, as the Fetch standard declares it (https://fetch.spec.whatwg.org/#response-class),
// the members actionjs implements in the order of the prototype's properties, then the Body
// mixin's (Body.webidl). The model's class is FetchResponse. Deviation: headers is not
// [SameObject] here (its getter answers the same object every time, but is not remembered on
// the JavaScript side). redirect resolves the URL against the world's base URL
// ([ActionJSWorld]; Services/ResponseBinding.swift). Hand-written ([Custom]): the constructor
// and json() (its `any` data serialized with the world's JSON.stringify, and ResponseInit).

[Exposed=(Window,Worker), ImplementedAs=FetchResponse]
interface Response {
  [Custom] constructor(optional BodyInit? body = null, optional ResponseInit init = {});

  [NewObject] static Response error();
  [NewObject, ActionJSWorld, ImplementedAs="redirect(_:status:)"] static Response redirect(USVString url, optional unsigned short status = 302);
  [NewObject, Custom] static Response json(any data, optional ResponseInit init = {});

  readonly attribute ResponseType type;

  readonly attribute USVString url;
  readonly attribute boolean redirected;
  readonly attribute unsigned short status;
  readonly attribute boolean ok;
  readonly attribute ByteString statusText;
  readonly attribute Headers headers;

  [NewObject] Response clone();
};
Response includes Body;

[ImplementedAs=ResponseType]
enum ResponseType { "basic", "cors", "default", "error", "opaque", "opaqueredirect" };
