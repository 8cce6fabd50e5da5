// DocumentFragment, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-documentfragment). Scripts/generate-bindings.py
// documents the extended attributes. getElementById is the NonElementParentNode mixin's
// (https://dom.spec.whatwg.org/#interface-nonelementparentnode), declared here: Document has it
// among its own members, before ParentNode's, in the order of the prototype's properties.

[Exposed=Window]
interface DocumentFragment : Node {
  [Custom] constructor();

  Element? getElementById(DOMString elementId);
};

DocumentFragment includes ParentNode;
