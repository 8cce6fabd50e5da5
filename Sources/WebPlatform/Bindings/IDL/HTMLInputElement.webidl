// HTMLInputElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/input.html#htmlinputelement), with the obsolete align
// and useMap (https://html.spec.whatwg.org/multipage/obsolete.html#HTMLInputElement-partial)
// and PopoverInvokerElement's popoverTargetAction, in the order of the prototype's
// properties: the reflected attributes first (their rules are the DOM's ReflectedAttribute
// table), then the others, read through the model's HTMLInputElement view of the element
// ([ActionJSView]). `value` is an accessor on the prototype, so React's value tracker, which
// shadows it on the instance and calls the prototype's setter, reaches the model.
// Hand-written ([Custom], HTML/HTMLInputElementBinding.swift): valueAsDate (a Date object),
// files (null: no FileList; read-only here, without the standard's setter) and showPicker
// (nothing to show). The form control members (form, labels, the constraint validation API,
// the selection API: HTML/FormControlMembers.swift) follow the generated ones.

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
};
