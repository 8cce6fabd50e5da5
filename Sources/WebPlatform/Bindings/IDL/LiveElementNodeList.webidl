// The live element lists and form collections of the HTML standard, the members actionjs
// implements in the order of the prototypes' properties; each hand-written definition
// (HTML/LiveElementNodeListBinding.swift) holds its indexed and named properties.
//
// LiveElementNodeList is actionjs's own hidden interface ([LegacyNoInterfaceObject]; its
// Symbol.toStringTag is NodeList): the model's live list of elements (getElementsByName,
// labels) seen as a NodeList (https://dom.spec.whatwg.org/#interface-nodelist). It, and
// RadioNodeList (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#radionodelist),
// declare their own item and length because NodeList's rows brand-check the model's NodeList
// class, which these lists are not; HTMLFormControlsCollection
// (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmlformcontrolscollection)
// and HTMLOptionsCollection
// (https://html.spec.whatwg.org/multipage/common-dom-interfaces.html#htmloptionscollection)
// redeclare HTMLCollection's for the same reason. HTMLOptionsCollection.add's unions are
// converted to the model's element and HTMLElementOrLong (HTML/HTMLElementOrLong.swift).

[LegacyNoInterfaceObject, Exposed=Window]
interface LiveElementNodeList : NodeList {
  getter Element? item(unsigned long index);
  readonly attribute unsigned long length;
};

[Exposed=Window]
interface RadioNodeList : NodeList {
  getter Element? item(unsigned long index);
  readonly attribute unsigned long length;
  attribute DOMString value;
};

[Exposed=Window]
interface HTMLFormControlsCollection : HTMLCollection {
  readonly attribute unsigned long length;
  getter Element? item(unsigned long index);
  [ImplementedAs=namedItemObject] getter (RadioNodeList or Element)? namedItem(DOMString name);
};

[Exposed=Window]
interface HTMLOptionsCollection : HTMLCollection {
  [CEReactions, ActionJSSetter=setLength] attribute unsigned long length;
  getter Element? item(unsigned long index);
  getter Element? namedItem(DOMString name);
  [CEReactions] undefined add([ActionJSUnion=Element] (HTMLOptionElement or HTMLOptGroupElement) element, [ActionJSUnion=HTMLElementOrLong] optional (HTMLElement or long)? before = null);
  [CEReactions] undefined remove(long index);
  attribute long selectedIndex;
};
