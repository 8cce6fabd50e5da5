// Range, as the DOM standard declares it (https://dom.spec.whatwg.org/#interface-range), with
// createContextualFragment (https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html)
// and CSSOM View's getClientRects and getBoundingClientRect (zero rectangles: there is no
// layout), in the order of the prototype's properties. Scripts/generate-bindings.py documents
// the extended attributes. The model's class is DOM.Range (Swift has a Range of its own).

[Exposed=Window, ImplementedAs="DOM.Range"]
interface Range : AbstractRange {
  [Custom] constructor();

  readonly attribute Node commonAncestorContainer;

  undefined setStart(Node node, unsigned long offset);
  undefined setEnd(Node node, unsigned long offset);
  undefined setStartBefore(Node node);
  undefined setStartAfter(Node node);
  undefined setEndBefore(Node node);
  undefined setEndAfter(Node node);
  [ImplementedAs="collapse(toStart:)"] undefined collapse(optional boolean toStart = false);
  undefined selectNode(Node node);
  undefined selectNodeContents(Node node);

  const unsigned short START_TO_START = 0;
  const unsigned short START_TO_END = 1;
  const unsigned short END_TO_END = 2;
  const unsigned short END_TO_START = 3;
  [ImplementedAs="compareBoundaryPoints(rawHow:_:)"] short compareBoundaryPoints(unsigned short how, Range sourceRange);

  [CEReactions] undefined deleteContents();
  [CEReactions, NewObject] DocumentFragment extractContents();
  [CEReactions, NewObject] DocumentFragment cloneContents();
  [CEReactions] undefined insertNode(Node node);
  [CEReactions] undefined surroundContents(Node newParent);

  [NewObject] Range cloneRange();
  undefined detach();

  boolean isPointInRange(Node node, unsigned long offset);
  short comparePoint(Node node, unsigned long offset);

  boolean intersectsNode(Node node);

  [ImplementedAs=stringValue] stringifier;

  [CEReactions, NewObject] DocumentFragment createContextualFragment(DOMString string);

  DOMRectList getClientRects();
  [NewObject] DOMRect getBoundingClientRect();
};
