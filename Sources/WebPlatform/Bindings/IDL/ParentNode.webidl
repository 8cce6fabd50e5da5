// The ParentNode mixin, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-parentnode), included by Document, DocumentFragment
// and Element: Scripts/generate-bindings.py copies its members onto each (the model's
// Nodes/ParentNode.swift).

interface mixin ParentNode {
  [SameObject] readonly attribute HTMLCollection children;
  readonly attribute Element? firstElementChild;
  readonly attribute Element? lastElementChild;
  readonly attribute unsigned long childElementCount;

  [CEReactions, Unscopable] undefined prepend((Node or DOMString)... nodes);
  [CEReactions, Unscopable] undefined append((Node or DOMString)... nodes);
  [CEReactions, Unscopable] undefined replaceChildren((Node or DOMString)... nodes);

  [ActionJSSelectorCache] Element? querySelector(DOMString selectors);
  [ActionJSSelectorCache, NewObject] NodeList querySelectorAll(DOMString selectors);
};
