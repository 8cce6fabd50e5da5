// Selection, as the Selection API declares it (https://w3c.github.io/selection-api/#selection-interface),
// in the order of the prototype's properties. Scripts/generate-bindings.py documents the
// extended attributes. `direction` (the model's enumeration) and getComposedRanges (a
// dictionary of shadow roots) are hand-written ([Custom]).

[Exposed=Window]
interface Selection {
  readonly attribute Node? anchorNode;
  readonly attribute unsigned long anchorOffset;
  readonly attribute Node? focusNode;
  readonly attribute unsigned long focusOffset;
  readonly attribute boolean isCollapsed;
  readonly attribute unsigned long rangeCount;
  readonly attribute DOMString type;
  [Custom] readonly attribute DOMString direction;
  Range getRangeAt(unsigned long index);
  undefined addRange(Range range);
  undefined removeRange(Range range);
  undefined removeAllRanges();
  undefined empty();
  [Custom] sequence<StaticRange> getComposedRanges(optional GetComposedRangesOptions options = {});
  undefined collapse(Node? node, optional unsigned long offset = 0);
  undefined setPosition(Node? node, optional unsigned long offset = 0);
  undefined collapseToStart();
  undefined collapseToEnd();
  undefined extend(Node node, optional unsigned long offset = 0);
  undefined setBaseAndExtent(Node anchorNode, unsigned long anchorOffset, Node focusNode, unsigned long focusOffset);
  undefined selectAllChildren(Node node);
  undefined modify(optional DOMString alter, optional DOMString direction, optional DOMString granularity);
  [CEReactions] undefined deleteFromDocument();
  [ImplementedAs="containsNode(_:allowPartialContainment:)"] boolean containsNode(Node node, optional boolean allowPartialContainment = false);
  [ImplementedAs="toString()"] stringifier;
};
