// The members Document gets from the DOM standard's ranges, traversal and events sections
// (https://dom.spec.whatwg.org/#interface-document) and from the Selection API
// (https://w3c.github.io/selection-api/#extensions-to-document-interface), declared in their
// places, in the order of the prototype's properties: the rows of DocumentRangesMembers
// (Ranges/Document+RangesMembers.swift), which DocumentBinding puts after Document's own.
// getSelection and createEvent take the world ([ActionJSWorld]: only the world's document has
// a selection; events read the world's clock). Hand-written ([Custom]): createNodeIterator and
// createTreeWalker (whatToShow's default is every node, and the NodeFilter callback interface
// is a function or an object with acceptNode).

[ActionJSMembers=DocumentRangesMembers]
partial interface Document {
  [NewObject] Range createRange();

  // NodeFilter.SHOW_ALL = 0xFFFFFFFF
  [NewObject, Custom] NodeIterator createNodeIterator(Node root, optional unsigned long whatToShow = 0xFFFFFFFF, optional NodeFilter? filter = null);
  [NewObject, Custom] TreeWalker createTreeWalker(Node root, optional unsigned long whatToShow = 0xFFFFFFFF, optional NodeFilter? filter = null);

  [ActionJSWorld] Selection? getSelection();

  [NewObject, ActionJSWorld] Event createEvent(DOMString interface);
};
