// TreeWalker, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-treewalker). Scripts/generate-bindings.py documents
// the extended attributes. `filter` gives back the script's callback ([Custom]).

[Exposed=Window]
interface TreeWalker {
  [SameObject] readonly attribute Node root;
  readonly attribute unsigned long whatToShow;
  [Custom] readonly attribute NodeFilter? filter;
           attribute Node currentNode;

  Node? parentNode();
  Node? firstChild();
  Node? lastChild();
  Node? previousSibling();
  Node? nextSibling();
  Node? previousNode();
  Node? nextNode();
};
