// Blob, as the File API declares it (https://w3c.github.io/FileAPI/#blob-section), with the
// members actionjs implements (no stream()). Hand-written ([Custom],
// Services/BlobBinding.swift): the constructor, slice (its optional [Clamp] long longs, which
// the generator does not convert) and the promise-returning reads.

[Exposed=(Window,Worker), Serializable]
interface Blob {
  [Custom] constructor(optional sequence<BlobPart> blobParts, optional BlobPropertyBag options = {});

  readonly attribute unsigned long long size;
  readonly attribute DOMString type;

  // slice Blob into byte-ranged chunks
  [Custom] Blob slice(optional [Clamp] long long start, optional [Clamp] long long end, optional DOMString contentType);

  // read from the Blob.
  [Custom, NewObject] Promise<USVString> text();
  [Custom, NewObject] Promise<ArrayBuffer> arrayBuffer();
  [Custom, NewObject] Promise<Uint8Array> bytes();
};
