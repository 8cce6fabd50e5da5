// The NonDocumentTypeChildNode mixin, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-nondocumenttypechildnode), included by CharacterData
// and Element: Scripts/generate-bindings.py copies its members onto each.

interface mixin NonDocumentTypeChildNode {
  readonly attribute Element? previousElementSibling;
  readonly attribute Element? nextElementSibling;
};
