// The members Document gets from the DOM standard's ranges, traversal and events sections
// (https://dom.spec.whatwg.org/#interface-document) and from the Selection API
// (https://w3c.github.io/selection-api/#extensions-to-document-interface), declared in their
// places, in the order of the prototype's properties: the rows of DocumentRangesMembers
// (Ranges/Document+RangesMembers.swift), which DocumentBinding puts after Document's own.
// getSelection and createEvent take the world ([ActionJSWorld]: only the world's document has
// a selection; events read the world's clock). createNodeIterator and createTreeWalker take the
// world too, which calls the NodeFilter callback interface (a function or an object with
// acceptNode: Traversal/NodeFilterBinding.swift).

[ActionJSMembers=DocumentRangesMembers]
partial interface Document {
  [NewObject] Range createRange();

  // NodeFilter.SHOW_ALL = 0xFFFFFFFF
  [NewObject, ActionJSWorld] NodeIterator createNodeIterator(Node root, optional unsigned long whatToShow = 0xFFFFFFFF, optional NodeFilter? filter = null);
  [NewObject, ActionJSWorld] TreeWalker createTreeWalker(Node root, optional unsigned long whatToShow = 0xFFFFFFFF, optional NodeFilter? filter = null);

  [ActionJSWorld] Selection? getSelection();

  [NewObject, ActionJSWorld] Event createEvent(DOMString interface);
};

// DOM's (https://dom.spec.whatwg.org/#callbackdef-nodefilter): the global NodeFilter with its
// constants is the hand-written NodeFilterBinding.
[Exposed=Window]
callback interface NodeFilter {
  unsigned short acceptNode(Node node);
};
