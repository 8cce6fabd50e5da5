// HTMLLegendElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/form-elements.html#htmllegendelement), with the
// obsolete `align` (https://html.spec.whatwg.org/multipage/obsolete.html#HTMLLegendElement-partial,
// reflected: the DOM's ReflectedAttribute table); form is read through the model's
// HTMLLegendElement view of the element ([Custom]).

[Exposed=Window, ImplementedAs=Element]
interface HTMLLegendElement : HTMLElement {
  [CEReactions, Reflect] attribute DOMString align;
  [Custom] readonly attribute HTMLFormElement? form;
};
