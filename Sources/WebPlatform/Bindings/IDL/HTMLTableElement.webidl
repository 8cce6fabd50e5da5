// HTMLTableElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/tables.html#htmltableelement), with the obsolete
// reflected attributes (https://html.spec.whatwg.org/multipage/obsolete.html#HTMLTableElement-partial:
// their rules are the DOM's ReflectedAttribute table), in the order of the prototype's
// properties: the reflected attributes first. The other members are the model's
// HTMLTableElement view of the element ([ActionJSView]). Hand-written ([Custom]): the caption,
// tHead and tFoot setters (an element of another kind: a TypeError for the caption, the model's
// HierarchyRequestError for the sections, any HTMLElement converting). tBodies and rows are
// each the same live collection, kept by the world ([ActionJSWorld]; not [SameObject] here:
// their getters are not remembered on the JavaScript side).

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

  [ActionJSWorld] readonly attribute HTMLCollection tBodies;
  HTMLTableSectionElement createTBody();

  [ActionJSWorld] readonly attribute HTMLCollection rows;
  HTMLTableRowElement insertRow(optional long index = -1);
  [CEReactions] undefined deleteRow(long index);
};

// HTMLTableSectionElement (https://html.spec.whatwg.org/multipage/tables.html#htmltablesectionelement)
// and HTMLTableRowElement (https://html.spec.whatwg.org/multipage/tables.html#htmltablerowelement),
// with their obsolete reflected attributes
// (https://html.spec.whatwg.org/multipage/obsolete.html#HTMLTableSectionElement-partial), in the
// order of the prototypes' properties: the reflected attributes first, then the rows of a
// section or the cells of a row, through the model's HTMLTableRowsView of the element
// ([ActionJSView]); rows and cells are each the same live collection, kept by the world
// ([ActionJSWorld]; not [SameObject] here: their getters are not remembered on the JavaScript
// side).
[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLTableRowsView]
interface HTMLTableSectionElement : HTMLElement {
  [CEReactions, Reflect] attribute DOMString align;
  [CEReactions, Reflect=char] attribute DOMString ch;
  [CEReactions, Reflect=charoff] attribute DOMString chOff;
  [CEReactions, Reflect] attribute DOMString vAlign;

  [ActionJSWorld] readonly attribute HTMLCollection rows;
  [ImplementedAs="insert(at:)"] HTMLTableRowElement insertRow(optional long index = -1);
  [CEReactions, ImplementedAs="delete(at:)"] undefined deleteRow(long index);
};

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLTableRowsView]
interface HTMLTableRowElement : HTMLElement {
  [CEReactions, Reflect] attribute [LegacyNullToEmptyString] DOMString bgColor;
  [CEReactions, Reflect] attribute DOMString align;
  [CEReactions, Reflect=char] attribute DOMString ch;
  [CEReactions, Reflect=charoff] attribute DOMString chOff;
  [CEReactions, Reflect] attribute DOMString vAlign;

  [ActionJSWorld] readonly attribute HTMLCollection cells;
  [ImplementedAs="insert(at:)"] HTMLTableCellElement insertCell(optional long index = -1);
  [CEReactions, ImplementedAs="delete(at:)"] undefined deleteCell(long index);
  readonly attribute long rowIndex;
  readonly attribute long sectionRowIndex;
};

// HTMLTableCellElement (https://html.spec.whatwg.org/multipage/tables.html#htmltablecellelement),
// with its obsolete reflected attributes
// (https://html.spec.whatwg.org/multipage/obsolete.html#HTMLTableCellElement-partial): the
// reflected attributes first, then cellIndex.
[Exposed=Window, ImplementedAs=Element]
interface HTMLTableCellElement : HTMLElement {
  [CEReactions, Reflect] attribute unsigned long colSpan;
  [CEReactions, Reflect] attribute unsigned long rowSpan;
  [CEReactions, Reflect] attribute DOMString headers;
  [CEReactions, Reflect] attribute DOMString scope;
  [CEReactions, Reflect] attribute DOMString abbr;
  [CEReactions, Reflect] attribute DOMString axis;
  [CEReactions, Reflect] attribute DOMString height;
  [CEReactions, Reflect] attribute DOMString width;
  [CEReactions, Reflect] attribute boolean noWrap;
  [CEReactions, Reflect] attribute [LegacyNullToEmptyString] DOMString bgColor;
  [CEReactions, Reflect] attribute DOMString align;
  [CEReactions, Reflect=char] attribute DOMString ch;
  [CEReactions, Reflect=charoff] attribute DOMString chOff;
  [CEReactions, Reflect] attribute DOMString vAlign;

  readonly attribute long cellIndex;
};
