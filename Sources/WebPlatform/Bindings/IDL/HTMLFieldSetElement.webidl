// HTMLFieldSetElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/form-elements.html#htmlfieldsetelement), in the order
// of the prototype's properties: the reflected attributes (their rules are the DOM's
// ReflectedAttribute table), then `type` and `elements`, read through the model's
// HTMLFieldSetElement view of the element ([ActionJSView]), then `form` and the constraint
// validation API (whose validity is the world's one ValidityState per element,
// [ActionJSWorld]). `elements` is not [SameObject] here (its getter answers the same
// collection, but is not remembered on the JavaScript side).

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLFieldSetElement]
interface HTMLFieldSetElement : HTMLElement {
  [CEReactions, Reflect] attribute boolean disabled;
  [CEReactions, Reflect] attribute DOMString name;

  readonly attribute DOMString type;

  readonly attribute HTMLCollection elements;

  // the form control members (in the order of the prototype's properties)
  [ImplementedAs="element.form"] readonly attribute HTMLFormElement? form;
  [ImplementedAs="element.willValidate"] readonly attribute boolean willValidate;
  [ImplementedAs="element.validity", ActionJSWorld] readonly attribute ValidityState validity;
  [ImplementedAs="element.validationMessage"] readonly attribute DOMString validationMessage;
  [ImplementedAs="element.checkValidity"] boolean checkValidity();
  [ImplementedAs="element.reportValidity"] boolean reportValidity();
  [ImplementedAs="element.setCustomValidity"] undefined setCustomValidity(DOMString error);
};
