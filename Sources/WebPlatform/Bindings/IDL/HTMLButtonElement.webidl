// HTMLButtonElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/form-elements.html#htmlbuttonelement): the reflected
// attributes (their rules are the DOM's ReflectedAttribute table), in the order of the
// prototype's properties. The form control members (form, labels, the constraint validation
// API: HTML/FormControlMembers.swift) follow the generated ones.

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
};
