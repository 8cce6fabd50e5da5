// FileReader, as the File API declares it (https://w3c.github.io/FileAPI/#APIASynch), in the
// order of the prototype's properties (the constants after error). The model's class is
// FileReaderTarget (Services/FileReaderBinding.swift), the event target over the reader's
// FileReaderModel. The reads and abort queue the reader's steps on the window's event loop and
// fire its events ([ActionJSWorld]); error is a new DOMException object on each get
// (errorObject). Hand-written ([Custom]): the constructor and result (a string, or a new
// ArrayBuffer on each get).

[Exposed=(Window,Worker), ImplementedAs=FileReaderTarget]
interface FileReader : EventTarget {
  [Custom] constructor();

  // async read methods
  [ActionJSWorld] undefined readAsArrayBuffer(Blob blob);
  [ActionJSWorld] undefined readAsBinaryString(Blob blob);
  [ActionJSWorld] undefined readAsText(Blob blob, optional DOMString encoding);
  [ActionJSWorld] undefined readAsDataURL(Blob blob);

  [ActionJSWorld] undefined abort();

  readonly attribute unsigned short readyState;

  // File or Blob data
  [Custom] readonly attribute (DOMString or ArrayBuffer)? result;

  [ImplementedAs=errorObject] readonly attribute DOMException? error;

  // states
  const unsigned short EMPTY = 0;
  const unsigned short LOADING = 1;
  const unsigned short DONE = 2;

  // event handler content attributes
  attribute EventHandler onloadstart;
  attribute EventHandler onprogress;
  attribute EventHandler onload;
  attribute EventHandler onabort;
  attribute EventHandler onerror;
  attribute EventHandler onloadend;
};
