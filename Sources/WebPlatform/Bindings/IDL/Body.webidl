// The Body mixin, as the Fetch standard declares it (https://fetch.spec.whatwg.org/#body-mixin),
// the members actionjs implements in the order of the prototype's properties. Request and
// Response include it; their model classes conform to FetchBody
// (Services/FetchBodyMembers.swift), whose reads make each promise in the world
// ([ActionJSWorld]), settled at once with the whole body. There are no streams: body is null
// (ReadableStream is not implemented). formData() is not implemented.

interface mixin Body {
  [ImplementedAs=bodyStream] readonly attribute ReadableStream? body;
  readonly attribute boolean bodyUsed;
  [NewObject, ActionJSWorld, ImplementedAs=readText] Promise<USVString> text();
  [NewObject, ActionJSWorld, ImplementedAs=readJSON] Promise<any> json();
  [NewObject, ActionJSWorld, ImplementedAs=readArrayBuffer] Promise<ArrayBuffer> arrayBuffer();
  [NewObject, ActionJSWorld, ImplementedAs=readBytes] Promise<Uint8Array> bytes();
  [NewObject, ActionJSWorld, ImplementedAs=readBlob] Promise<Blob> blob();
};
