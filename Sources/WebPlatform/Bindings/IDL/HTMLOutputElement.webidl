// HTMLOutputElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/form-elements.html#htmloutputelement), in the order of
// the prototype's properties: the reflected attribute first (its rule is the DOM's
// ReflectedAttribute table), then the others, read through the model's HTMLOutputElement view
// of the element ([ActionJSView]), then the form control members (form, labels, the constraint
// validation API, whose validity is the world's one ValidityState per element,
// [ActionJSWorld]). htmlFor is not [SameObject] here (its getter answers the element's one
// DOMTokenList, but is not remembered on the JavaScript side).

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLOutputElement]
interface HTMLOutputElement : HTMLElement {
  [CEReactions, Reflect] attribute DOMString name;

  readonly attribute DOMString type;
  [CEReactions] attribute DOMString value;
  [CEReactions] attribute DOMString defaultValue;
  [PutForwards=value, ImplementedAs=htmlForTokens] readonly attribute DOMTokenList htmlFor;

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
