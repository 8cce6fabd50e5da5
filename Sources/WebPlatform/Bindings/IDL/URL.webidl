// URL, as the URL standard declares it (https://url.spec.whatwg.org/#url-class), with the File
// API's createObjectURL and revokeObjectURL (https://w3c.github.io/FileAPI/#creating-revoking),
// in the order of the prototype's properties. Scripts/generate-bindings.py documents the
// extended attributes. The model's class is DOMURL. The object URL statics use the runtime's
// BlobURLStore and the world's origin ([ActionJSWorld]). Hand-written ([Custom]): the
// constructor and href (its setter: a string that does not parse throws WebKit's TypeError).

[Exposed=*, LegacyWindowAlias=webkitURL, ImplementedAs=DOMURL]
interface URL {
  [Custom] constructor(USVString url, optional USVString base);

  [ImplementedAs="canParse(_:base:)"] static boolean canParse(USVString url, optional USVString base);
  [ImplementedAs="parse(_:base:)"] static URL? parse(USVString url, optional USVString base);

  [Custom] stringifier attribute USVString href;
  USVString toJSON();
  readonly attribute USVString origin;
           attribute USVString protocol;
           attribute USVString username;
           attribute USVString password;
           attribute USVString host;
           attribute USVString hostname;
           attribute USVString port;
           attribute USVString pathname;
           attribute USVString search;
  [SameObject] readonly attribute URLSearchParams searchParams;
           attribute USVString hash;

  [ActionJSWorld] static DOMString createObjectURL(Blob obj);
  [ActionJSWorld] static undefined revokeObjectURL(DOMString url);
};
