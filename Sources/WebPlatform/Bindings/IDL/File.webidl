// File, as the File API declares it (https://w3c.github.io/FileAPI/#file-section), with
// webkitRelativePath, which File and Directory Entries adds in a partial interface
// (https://wicg.github.io/entries-api/#file-interface), declared here (the generator reads no
// partial interfaces). The constructor is hand-written ([Custom],
// Services/BlobBinding.swift).

[Exposed=(Window,Worker), Serializable]
interface File : Blob {
  [Custom] constructor(sequence<BlobPart> fileBits, USVString fileName, optional FilePropertyBag options = {});

  readonly attribute DOMString name;
  readonly attribute long long lastModified;
  readonly attribute USVString webkitRelativePath;
};
