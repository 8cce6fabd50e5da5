// NodeIterator, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-nodeiterator). Scripts/generate-bindings.py documents
// the extended attributes. `filter` gives back the script's callback ([Custom]).

[Exposed=Window]
interface NodeIterator {
  [SameObject] readonly attribute Node root;
  readonly attribute Node referenceNode;
  readonly attribute boolean pointerBeforeReferenceNode;
  readonly attribute unsigned long whatToShow;
  [Custom] readonly attribute NodeFilter? filter;

  Node? nextNode();
  Node? previousNode();

  undefined detach();
};
