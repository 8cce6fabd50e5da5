// HTMLOptGroupElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/form-elements.html#htmloptgroupelement): its
// reflected attributes (their rules are the DOM's ReflectedAttribute table). Declared for the
// `(HTMLOptionElement or HTMLOptGroupElement)` unions of HTMLSelectElement.add and
// HTMLOptionsCollection.add, whose generated rows check that the argument is one.

[Exposed=Window, ImplementedAs=Element]
interface HTMLOptGroupElement : HTMLElement {
  [CEReactions, Reflect] attribute boolean disabled;
  [CEReactions, Reflect] attribute DOMString label;
};
