// HTMLLabelElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/forms.html#htmllabelelement): htmlFor reflects `for`
// (the DOM's ReflectedAttribute table); control and form are read through the model's
// HTMLLabelElement view of the element ([ActionJSView]).

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLLabelElement]
interface HTMLLabelElement : HTMLElement {
  [CEReactions, Reflect=for] attribute DOMString htmlFor;
  readonly attribute HTMLElement? control;
  readonly attribute HTMLFormElement? form;
};
