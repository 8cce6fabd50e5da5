// HTMLButtonElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/form-elements.html#htmlbuttonelement): the reflected
// attributes (their rules are the DOM's ReflectedAttribute table), then the form control
// members (form, labels, the constraint validation API, whose validity is the world's one
// ValidityState per element, [ActionJSWorld]), in the order of the prototype's properties.

[Exposed=Window, ImplementedAs=Element]
interface HTMLButtonElement : HTMLElement {
  [CEReactions, Reflect] attribute boolean disabled;
  [CEReactions, Reflect] attribute USVString formAction;
  [CEReactions, Reflect] attribute DOMString formEnctype;
  [CEReactions, Reflect] attribute DOMString formMethod;
  [CEReactions, Reflect] attribute boolean formNoValidate;
  [CEReactions, Reflect] attribute DOMString formTarget;
  [CEReactions, Reflect] attribute DOMString name;
  [CEReactions, Reflect] attribute DOMString type;
  [CEReactions, Reflect] attribute DOMString value;
  [CEReactions, Reflect] attribute DOMString popoverTargetAction;

  // the form control members (in the order of the prototype's properties)
  readonly attribute HTMLFormElement? form;
  readonly attribute NodeList labels;
  readonly attribute boolean willValidate;
  [ActionJSWorld] readonly attribute ValidityState validity;
  readonly attribute DOMString validationMessage;
  boolean checkValidity();
  boolean reportValidity();
  undefined setCustomValidity(DOMString error);
};
