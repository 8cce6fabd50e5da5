// FocusEvent, as the UI Events specification declares it
// (https://w3c.github.io/uievents/#interface-focusevent).

[Exposed=Window]
interface FocusEvent : UIEvent {
  [Custom] constructor(DOMString type, optional FocusEventInit eventInitDict = {});
  readonly attribute EventTarget? relatedTarget;
};
