// TextEvent, as UI Events declares it (https://w3c.github.io/uievents/#textevent), legacy.

[Exposed=Window]
interface TextEvent : UIEvent {
  readonly attribute DOMString data;
  [ImplementedAs="initTextEvent(_:bubbles:cancelable:view:data:)"]
  undefined initTextEvent(DOMString type, optional boolean bubbles = false,
      optional boolean cancelable = false, optional Window? view = null,
      optional DOMString data = "undefined");
};
