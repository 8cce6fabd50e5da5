// DOMParser, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html#domparser).
// Scripts/generate-bindings.py documents the extended attributes. Trusted Types are not
// implemented: the `(TrustedHTML or DOMString)` argument is a DOMString.

[Exposed=Window]
interface DOMParser {
  [Custom] constructor();

  [NewObject] Document parseFromString(DOMString string, DOMParserSupportedType type);
};

[ImplementedAs="DOMParser.SupportedType"]
enum DOMParserSupportedType {
  "text/html",
  "text/xml",
  "application/xml",
  "application/xhtml+xml",
  "image/svg+xml"
};
