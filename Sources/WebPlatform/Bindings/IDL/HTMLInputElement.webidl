// HTMLInputElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/input.html#htmlinputelement), with the obsolete align
// and useMap (https://html.spec.whatwg.org/multipage/obsolete.html#HTMLInputElement-partial)
// and PopoverInvokerElement's popoverTargetAction, in the order of the prototype's
// properties: the reflected attributes first (their rules are the DOM's ReflectedAttribute
// table), then the others, read through the model's HTMLInputElement view of the element
// ([ActionJSView]). `value` is an accessor on the prototype, so React's value tracker, which
// shadows it on the instance and calls the prototype's setter, reaches the model.
// Hand-written ([Custom], HTML/HTMLInputElementBinding.swift): valueAsDate (a Date object),
// files (null: no FileList; read-only here, without the standard's setter), showPicker
// (nothing to show) and the text selection API's attributes (no selection is modelled: the
// caret sits at the end of the value, and the setters do nothing, converting nothing).
// setSelectionRange and setRangeText (two overloads) convert their arguments, then do nothing
// (HTML/FormControlMembers.swift). Deviation: setRangeText's selectionMode is a DOMString, as
// WebKit declares it (another string than a SelectionMode value is no TypeError). The form
// control members follow (form, labels, the constraint validation API, whose validity is the
// world's one ValidityState per element, [ActionJSWorld]).

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLInputElement]
interface HTMLInputElement : HTMLElement {
  [CEReactions, Reflect] attribute DOMString accept;
  [CEReactions, Reflect] attribute DOMString alt;
  [CEReactions, Reflect] attribute DOMString autocomplete;
  [CEReactions, Reflect=checked] attribute boolean defaultChecked;
  [CEReactions, Reflect] attribute DOMString dirName;
  [CEReactions, Reflect] attribute boolean disabled;
  [CEReactions, Reflect] attribute USVString formAction;
  [CEReactions, Reflect] attribute DOMString formEnctype;
  [CEReactions, Reflect] attribute DOMString formMethod;
  [CEReactions, Reflect] attribute boolean formNoValidate;
  [CEReactions, Reflect] attribute DOMString formTarget;
  [CEReactions, Reflect] attribute unsigned long height;
  [CEReactions, Reflect] attribute DOMString max;
  [CEReactions, Reflect] attribute long maxLength;
  [CEReactions, Reflect] attribute DOMString min;
  [CEReactions, Reflect] attribute long minLength;
  [CEReactions, Reflect] attribute boolean multiple;
  [CEReactions, Reflect] attribute DOMString name;
  [CEReactions, Reflect] attribute DOMString pattern;
  [CEReactions, Reflect] attribute DOMString placeholder;
  [CEReactions, Reflect] attribute boolean readOnly;
  [CEReactions, Reflect] attribute boolean required;
  [CEReactions, Reflect] attribute unsigned long size;
  [CEReactions, Reflect] attribute USVString src;
  [CEReactions, Reflect] attribute DOMString step;
  [CEReactions, Reflect] attribute DOMString type;
  [CEReactions, Reflect=value] attribute DOMString defaultValue;
  [CEReactions, Reflect] attribute unsigned long width;
  [CEReactions, Reflect] attribute DOMString align;
  [CEReactions, Reflect] attribute DOMString useMap;
  [CEReactions, Reflect] attribute DOMString popoverTargetAction;

  [CEReactions, ActionJSSetter=setValue] attribute [LegacyNullToEmptyString] DOMString value;
  attribute boolean checked;
  attribute boolean indeterminate;
  [ActionJSSetter=setValueAsNumber] attribute unrestricted double valueAsNumber;
  [Custom] attribute object? valueAsDate;
  readonly attribute HTMLDataListElement? list;
  [Custom] readonly attribute FileList? files;

  undefined stepUp(optional long n = 1);
  undefined stepDown(optional long n = 1);

  undefined select();

  [Custom] undefined showPicker();

  // the form control members (in the order of the prototype's properties)
  [ImplementedAs="element.form"] readonly attribute HTMLFormElement? form;
  [ImplementedAs="element.labels"] readonly attribute NodeList labels;
  [ImplementedAs="element.willValidate"] readonly attribute boolean willValidate;
  [ImplementedAs="element.validity", ActionJSWorld] readonly attribute ValidityState validity;
  [ImplementedAs="element.validationMessage"] readonly attribute DOMString validationMessage;
  [ImplementedAs="element.checkValidity"] boolean checkValidity();
  [ImplementedAs="element.reportValidity"] boolean reportValidity();
  [ImplementedAs="element.setCustomValidity"] undefined setCustomValidity(DOMString error);

  // the text selection API (no selection is modelled: HTML/FormControlMembers.swift)
  [Custom] attribute unsigned long? selectionStart;
  [Custom] attribute unsigned long? selectionEnd;
  [Custom] attribute DOMString? selectionDirection;
  undefined setSelectionRange(unsigned long start, unsigned long end, optional DOMString direction);
  undefined setRangeText(DOMString replacement);
  [ImplementedAs="setRangeText(_:start:end:selectionMode:)"] undefined setRangeText(DOMString replacement, unsigned long start, unsigned long end, optional DOMString selectionMode = "preserve");
};
