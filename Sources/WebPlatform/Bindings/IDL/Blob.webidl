// Blob, as the File API declares it (https://w3c.github.io/FileAPI/#blob-section), with the
// members actionjs implements (no stream()). The reads make their promises, settled at once, in
// the world ([ActionJSWorld]). Hand-written ([Custom], Services/BlobBinding.swift): the
// constructor and slice (its optional [Clamp] long longs, which the generator does not convert).

[Exposed=(Window,Worker), Serializable]
interface Blob {
  [Custom] constructor(optional sequence<BlobPart> blobParts, optional BlobPropertyBag options = {});

  readonly attribute unsigned long long size;
  readonly attribute DOMString type;

  // slice Blob into byte-ranged chunks
  [Custom] Blob slice(optional [Clamp] long long start, optional [Clamp] long long end, optional DOMString contentType);

  // read from the Blob.
  [NewObject, ActionJSWorld, ImplementedAs=readText] Promise<USVString> text();
  [NewObject, ActionJSWorld, ImplementedAs=readArrayBuffer] Promise<ArrayBuffer> arrayBuffer();
  [NewObject, ActionJSWorld, ImplementedAs=readBytes] Promise<Uint8Array> bytes();
};
