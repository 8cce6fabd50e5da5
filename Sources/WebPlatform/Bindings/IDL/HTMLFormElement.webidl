// HTMLFormElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/forms.html#htmlformelement), in the order of the
// prototype's properties: the reflected attributes first (their rules, the enumerated
// autocomplete, enctype, encoding and method and the URL action included, are the DOM's
// ReflectedAttribute table), then elements and length, then relList. The other members are
// the model's HTMLFormElement view of the element ([ActionJSView]). Hand-written ([Custom],
// HTML/HTMLFormElementBinding.swift): relList (a DOMTokenList of the `rel` attribute, without
// the standard's [PutForwards=value]: no setter, as before). The unnamed indexed and named
// getters declare no rows: they are the hand-written definition's legacy platform object.

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLFormElement,
 LegacyOverrideBuiltIns, LegacyUnenumerableNamedProperties]
interface HTMLFormElement : HTMLElement {
  [CEReactions, Reflect=accept-charset] attribute DOMString acceptCharset;
  [CEReactions, Reflect] attribute USVString action;
  [CEReactions, Reflect] attribute DOMString autocomplete;
  [CEReactions, Reflect] attribute DOMString enctype;
  [CEReactions, Reflect=enctype] attribute DOMString encoding;
  [CEReactions, Reflect] attribute DOMString method;
  [CEReactions, Reflect] attribute DOMString name;
  [CEReactions, Reflect] attribute boolean noValidate;
  [CEReactions, Reflect] attribute DOMString target;
  [CEReactions, Reflect] attribute DOMString rel;

  [SameObject] readonly attribute HTMLFormControlsCollection elements;
  readonly attribute unsigned long length;
  getter Element (unsigned long index);
  getter (RadioNodeList or Element) (DOMString name);
  [Custom, SameObject] readonly attribute DOMTokenList relList;

  undefined submit();
  undefined requestSubmit(optional HTMLElement? submitter = null);
  [CEReactions] undefined reset();
  boolean checkValidity();
  boolean reportValidity();
};
