// HTMLTextAreaElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/form-elements.html#htmltextareaelement), in the order
// of the prototype's properties: the reflected attributes first (their rules are the DOM's
// ReflectedAttribute table), then the others, read through the model's HTMLTextAreaElement
// view of the element ([ActionJSView]), then the form control members (form, labels, the
// constraint validation API, whose validity is the world's one ValidityState per element,
// [ActionJSWorld]). Hand-written ([Custom], HTML/HTMLTextAreaElementBinding.swift): the text
// selection API's attributes (no selection is modelled: the caret sits at the end of the
// value, and the setters do nothing, converting nothing). setSelectionRange and setRangeText
// (two overloads) convert their arguments, then do nothing (HTML/FormControlMembers.swift).
// Deviation: setRangeText's selectionMode is a DOMString, as WebKit declares it (another
// string than a SelectionMode value is no TypeError).

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLTextAreaElement]
interface HTMLTextAreaElement : HTMLElement {
  [CEReactions, Reflect] attribute DOMString autocomplete;
  [CEReactions, Reflect] attribute unsigned long cols;
  [CEReactions, Reflect] attribute DOMString dirName;
  [CEReactions, Reflect] attribute boolean disabled;
  [CEReactions, Reflect] attribute long maxLength;
  [CEReactions, Reflect] attribute long minLength;
  [CEReactions, Reflect] attribute DOMString name;
  [CEReactions, Reflect] attribute DOMString placeholder;
  [CEReactions, Reflect] attribute boolean readOnly;
  [CEReactions, Reflect] attribute boolean required;
  [CEReactions, Reflect] attribute unsigned long rows;
  [CEReactions, Reflect] attribute DOMString wrap;

  readonly attribute DOMString type;
  attribute [LegacyNullToEmptyString] DOMString value;
  [CEReactions] attribute DOMString defaultValue;
  readonly attribute unsigned long textLength;
  undefined select();

  // the form control members (in the order of the prototype's properties)
  [ImplementedAs="element.form"] readonly attribute HTMLFormElement? form;
  [ImplementedAs="element.labels"] readonly attribute NodeList labels;
  [ImplementedAs="element.willValidate"] readonly attribute boolean willValidate;
  [ImplementedAs="element.validity", ActionJSWorld] readonly attribute ValidityState validity;
  [ImplementedAs="element.validationMessage"] readonly attribute DOMString validationMessage;
  [ImplementedAs="element.checkValidity"] boolean checkValidity();
  [ImplementedAs="element.reportValidity"] boolean reportValidity();
  [ImplementedAs="element.setCustomValidity"] undefined setCustomValidity(DOMString error);

  // the text selection API
  [Custom] attribute unsigned long? selectionStart;
  [Custom] attribute unsigned long? selectionEnd;
  [Custom] attribute DOMString? selectionDirection;
  undefined setSelectionRange(unsigned long start, unsigned long end, optional DOMString direction);
  undefined setRangeText(DOMString replacement);
  [ImplementedAs="setRangeText(_:start:end:selectionMode:)"] undefined setRangeText(DOMString replacement, unsigned long start, unsigned long end, optional DOMString selectionMode = "preserve");
};
