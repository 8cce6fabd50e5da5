// HTMLTableElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/tables.html#htmltableelement), with the obsolete
// reflected attributes (https://html.spec.whatwg.org/multipage/obsolete.html#HTMLTableElement-partial:
// their rules are the DOM's ReflectedAttribute table), in the order of the prototype's
// properties: the reflected attributes first. The other members are the model's
// HTMLTableElement view of the element ([ActionJSView]). Hand-written ([Custom]): the caption,
// tHead and tFoot setters (an element of another kind: a TypeError for the caption, the model's
// HierarchyRequestError for the sections, any HTMLElement converting), and tBodies and rows
// (each the same live collection, kept by the world).

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLTableElement]
interface HTMLTableElement : HTMLElement {
  [CEReactions, Reflect] attribute DOMString align;
  [CEReactions, Reflect] attribute DOMString border;
  [CEReactions, Reflect] attribute DOMString frame;
  [CEReactions, Reflect] attribute DOMString rules;
  [CEReactions, Reflect] attribute DOMString summary;
  [CEReactions, Reflect] attribute DOMString width;
  [CEReactions, Reflect] attribute [LegacyNullToEmptyString] DOMString bgColor;
  [CEReactions, Reflect] attribute [LegacyNullToEmptyString] DOMString cellPadding;
  [CEReactions, Reflect] attribute [LegacyNullToEmptyString] DOMString cellSpacing;

  [CEReactions, Custom] attribute HTMLTableCaptionElement? caption;
  HTMLTableCaptionElement createCaption();
  [CEReactions] undefined deleteCaption();

  [CEReactions, Custom] attribute HTMLTableSectionElement? tHead;
  HTMLTableSectionElement createTHead();
  [CEReactions] undefined deleteTHead();

  [CEReactions, Custom] attribute HTMLTableSectionElement? tFoot;
  HTMLTableSectionElement createTFoot();
  [CEReactions] undefined deleteTFoot();

  [Custom, SameObject] readonly attribute HTMLCollection tBodies;
  HTMLTableSectionElement createTBody();

  [Custom, SameObject] readonly attribute HTMLCollection rows;
  HTMLTableRowElement insertRow(optional long index = -1);
  [CEReactions] undefined deleteRow(long index);
};
