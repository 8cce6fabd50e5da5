// HTMLFieldSetElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/form-elements.html#htmlfieldsetelement), in the order
// of the prototype's properties: the reflected attributes (their rules are the DOM's
// ReflectedAttribute table), then `type` and `elements`, read through the model's
// HTMLFieldSetElement view of the element ([Custom]); `form` and the constraint validation API
// (HTML/FormControlMembers.swift) follow the generated members.

[Exposed=Window, ImplementedAs=Element]
interface HTMLFieldSetElement : HTMLElement {
  [CEReactions, Reflect] attribute boolean disabled;
  [CEReactions, Reflect] attribute DOMString name;

  [Custom] readonly attribute DOMString type;

  [Custom, SameObject] readonly attribute HTMLCollection elements;
};
