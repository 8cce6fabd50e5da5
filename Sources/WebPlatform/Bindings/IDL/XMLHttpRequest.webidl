// XMLHttpRequest, as the XMLHttpRequest standard declares it
// (https://xhr.spec.whatwg.org/#interface-xmlhttprequest), in the order of the prototype's
// properties (the constants last). The model's class is XMLHttpRequestTarget
// (Services/XMLHttpRequestBinding.swift), the event target over the request's
// XMLHttpRequestModel; the members that fire events or queue tasks take the world
// ([ActionJSWorld]). open has its two overloads (a third argument, undefined too, is
// `async`, converted to a boolean). Deviation: upload is not
// [SameObject] here (its getter answers the same wrapper every time, but is not remembered on
// the JavaScript side). Hand-written ([Custom]): the constructor, send (its body union, and
// the timeout timer it starts) and response (a value of the response type's kind: a parsed
// JSON value, a new ArrayBuffer, the Blob or the parsed document).

[Exposed=(Window,DedicatedWorker,SharedWorker), ImplementedAs=XMLHttpRequestTarget]
interface XMLHttpRequest : XMLHttpRequestEventTarget {
  [Custom] constructor();

  // event handler
  attribute EventHandler onreadystatechange;

  // states
  [ImplementedAs="model.readyState"] readonly attribute unsigned short readyState;

  // request
  [ActionJSWorld, ImplementedAs="open(method:url:)"] undefined open(ByteString method, USVString url);
  [ActionJSWorld, ImplementedAs="open(method:url:async:username:password:)"] undefined open(ByteString method, USVString url, boolean async, optional USVString? username = null, optional USVString? password = null);
  [ImplementedAs="model.setRequestHeader"] undefined setRequestHeader(ByteString name, ByteString value);
  [ImplementedAs="model.timeout", ActionJSSetter="model.setTimeout"] attribute unsigned long timeout;
  [ImplementedAs="model.withCredentials", ActionJSSetter="model.setWithCredentials"] attribute boolean withCredentials;
  readonly attribute XMLHttpRequestUpload upload;
  [Custom] undefined send(optional (Document or XMLHttpRequestBodyInit)? body = null);
  [ActionJSWorld] undefined abort();

  // response
  [ImplementedAs="model.responseURL"] readonly attribute USVString responseURL;
  [ImplementedAs="model.status"] readonly attribute unsigned short status;
  [ImplementedAs="model.statusText"] readonly attribute ByteString statusText;
  [ImplementedAs="model.getResponseHeader"] ByteString? getResponseHeader(ByteString name);
  [ImplementedAs="model.getAllResponseHeaders"] ByteString getAllResponseHeaders();
  [ImplementedAs="model.overrideMimeType"] undefined overrideMimeType(DOMString mime);
  [ImplementedAs="model.responseType", ActionJSSetter="model.setResponseType"] attribute XMLHttpRequestResponseType responseType;
  [Custom] readonly attribute any response;
  [ImplementedAs="model.responseText()"] readonly attribute USVString responseText;
  [Exposed=Window] readonly attribute Document? responseXML;

  const unsigned short UNSENT = 0;
  const unsigned short OPENED = 1;
  const unsigned short HEADERS_RECEIVED = 2;
  const unsigned short LOADING = 3;
  const unsigned short DONE = 4;
};

[ImplementedAs="XMLHttpRequestModel.ResponseType"]
enum XMLHttpRequestResponseType {
  "",
  "arraybuffer",
  "blob",
  "document",
  "json",
  "text"
};
