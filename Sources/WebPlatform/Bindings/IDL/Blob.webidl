// Blob, as the File API declares it (https://w3c.github.io/FileAPI/#blob-section), with the
// members actionjs implements (no stream()). The reads make their promises, settled at once, in
// the world ([ActionJSWorld]). Deviation: slice's bounds are plain long longs, without [Clamp],
// as WebKit converts them (the WebKit oracle: slice(1.5) starts at 1, slice(NaN, Infinity) is
// empty). Hand-written ([Custom], Services/BlobBinding.swift): the constructor.

[Exposed=(Window,Worker), Serializable]
interface Blob {
  [Custom] constructor(optional sequence<BlobPart> blobParts, optional BlobPropertyBag options = {});

  readonly attribute unsigned long long size;
  readonly attribute DOMString type;

  // slice Blob into byte-ranged chunks
  [ImplementedAs="slice(_:_:contentType:)"] Blob slice(optional long long start, optional long long end, optional DOMString contentType);

  // read from the Blob.
  [NewObject, ActionJSWorld, ImplementedAs=readText] Promise<USVString> text();
  [NewObject, ActionJSWorld, ImplementedAs=readArrayBuffer] Promise<ArrayBuffer> arrayBuffer();
  [NewObject, ActionJSWorld, ImplementedAs=readBytes] Promise<Uint8Array> bytes();
};
