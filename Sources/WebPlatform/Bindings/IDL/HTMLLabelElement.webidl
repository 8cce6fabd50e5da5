// HTMLLabelElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/forms.html#htmllabelelement): htmlFor reflects `for`
// (the DOM's ReflectedAttribute table); control and form are read through the model's
// HTMLLabelElement view of the element ([Custom]).

[Exposed=Window, ImplementedAs=Element]
interface HTMLLabelElement : HTMLElement {
  [CEReactions, Reflect=for] attribute DOMString htmlFor;
  [Custom] readonly attribute HTMLElement? control;
  [Custom] readonly attribute HTMLFormElement? form;
};
