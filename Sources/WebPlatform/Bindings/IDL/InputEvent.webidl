// InputEvent, as the UI Events and Input Events specifications declare it
// (https://w3c.github.io/uievents/#interface-inputevent,
// https://w3c.github.io/input-events/#interface-InputEvent), in the order of the prototype's
// properties. There is no DataTransfer: dataTransfer is always null ([Custom]).

[Exposed=Window]
interface InputEvent : UIEvent {
  [Custom] constructor(DOMString type, optional InputEventInit eventInitDict = {});
  readonly attribute DOMString? data;
  readonly attribute boolean isComposing;
  readonly attribute DOMString inputType;
  [Custom] readonly attribute DataTransfer? dataTransfer;
  sequence<StaticRange> getTargetRanges();
};
