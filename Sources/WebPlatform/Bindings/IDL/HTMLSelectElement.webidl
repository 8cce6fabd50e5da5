// HTMLSelectElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/form-elements.html#htmlselectelement), in the order
// of the prototype's properties: the reflected attributes first (their rules are the DOM's
// ReflectedAttribute table), then the others, read through the model's HTMLSelectElement view
// of the element ([ActionJSView]). Hand-written ([Custom], HTML/HTMLSelectElementBinding.swift):
// showPicker (nothing to show). add's unions are converted to the model's element and
// HTMLElementOrLong (HTML/HTMLElementOrLong.swift); remove's overloads are ChildNode's remove()
// (the element's) and remove(long index). The indexed getter and setter are the hand-written definition's legacy platform object (item()
// is the named getter's regular operation). The form control members follow (form, labels,
// the constraint validation API, whose validity is the world's one ValidityState per element,
// [ActionJSWorld]).

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLSelectElement]
interface HTMLSelectElement : HTMLElement {
  [CEReactions, Reflect] attribute DOMString autocomplete;
  [CEReactions, Reflect] attribute boolean disabled;
  [CEReactions, Reflect] attribute boolean multiple;
  [CEReactions, Reflect] attribute DOMString name;
  [CEReactions, Reflect] attribute boolean required;
  [CEReactions, Reflect] attribute unsigned long size;

  readonly attribute DOMString type;

  [SameObject] readonly attribute HTMLOptionsCollection options;
  [CEReactions, ActionJSSetter=setLength] attribute unsigned long length;
  getter HTMLOptionElement? item(unsigned long index);
  HTMLOptionElement? namedItem(DOMString name);
  [CEReactions] undefined add([ActionJSUnion=Element] (HTMLOptionElement or HTMLOptGroupElement) element, [ActionJSUnion=HTMLElementOrLong] optional (HTMLElement or long)? before = null);
  [CEReactions, ImplementedAs="element.remove"] undefined remove(); // ChildNode's
  [CEReactions, ImplementedAs="remove(_:)"] undefined remove(long index);
  [CEReactions] setter undefined (unsigned long index, HTMLOptionElement? option);

  [SameObject] readonly attribute HTMLCollection selectedOptions;
  attribute long selectedIndex;
  attribute DOMString value;

  [Custom] undefined showPicker();

  // the form control members (in the order of the prototype's properties)
  [ImplementedAs="element.form"] readonly attribute HTMLFormElement? form;
  [ImplementedAs="element.labels"] readonly attribute NodeList labels;
  [ImplementedAs="element.willValidate"] readonly attribute boolean willValidate;
  [ImplementedAs="element.validity", ActionJSWorld] readonly attribute ValidityState validity;
  [ImplementedAs="element.validationMessage"] readonly attribute DOMString validationMessage;
  [ImplementedAs="element.checkValidity"] boolean checkValidity();
  [ImplementedAs="element.reportValidity"] boolean reportValidity();
  [ImplementedAs="element.setCustomValidity"] undefined setCustomValidity(DOMString error);
};
