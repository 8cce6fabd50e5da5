// HTMLOptionElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/form-elements.html#htmloptionelement), in the order of
// the prototype's properties: the reflected attributes first (their rules are the DOM's
// ReflectedAttribute table), then the others, read through the model's HTMLOptionElement view
// of the element ([ActionJSView]). The Option() factory is OptionFactoryBinding.

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLOptionElement,
 LegacyFactoryFunction=Option(optional DOMString text = "", optional DOMString value, optional boolean defaultSelected = false, optional boolean selected = false)]
interface HTMLOptionElement : HTMLElement {
  [CEReactions, Reflect] attribute boolean disabled;
  [CEReactions, Reflect=selected] attribute boolean defaultSelected;
  attribute boolean selected;
  [CEReactions] attribute DOMString text;
  [CEReactions] attribute DOMString value;
  [CEReactions] attribute DOMString label;
  readonly attribute long index;
  readonly attribute HTMLFormElement? form;
};
