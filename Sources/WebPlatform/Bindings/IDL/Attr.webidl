// Attr, as the DOM standard declares it (https://dom.spec.whatwg.org/#interface-attr).
// Scripts/generate-bindings.py documents the extended attributes.

[Exposed=Window]
interface Attr : Node {
  [ActionJSRemembered] readonly attribute DOMString? namespaceURI;
  [ActionJSRemembered] readonly attribute DOMString? prefix;
  [ActionJSRemembered] readonly attribute DOMString localName;
  readonly attribute DOMString name;
  [CEReactions] attribute DOMString value;

  readonly attribute Element? ownerElement;

  readonly attribute boolean specified; // useless; always returns true
};
