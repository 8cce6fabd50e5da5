// The ChildNode mixin, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-childnode), included by CharacterData, DocumentType
// and Element: Scripts/generate-bindings.py copies its members onto each (the model's
// Nodes/ParentNode.swift).

interface mixin ChildNode {
  [CEReactions, Unscopable] undefined before((Node or DOMString)... nodes);
  [CEReactions, Unscopable] undefined after((Node or DOMString)... nodes);
  [CEReactions, Unscopable] undefined replaceWith((Node or DOMString)... nodes);
  [CEReactions, Unscopable] undefined remove();
};
