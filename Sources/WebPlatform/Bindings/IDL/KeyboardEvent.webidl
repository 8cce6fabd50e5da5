// KeyboardEvent, as the UI Events specification declares it
// (https://w3c.github.io/uievents/#interface-keyboardevent), with the legacy charCode, keyCode
// and initKeyboardEvent (https://w3c.github.io/uievents/#legacy-interface-KeyboardEvent), in
// the order of the prototype's properties. Scripts/generate-bindings.py documents the extended
// attributes. initKeyboardEvent takes a Window ([Custom], like the constructor's
// KeyboardEventInit).

[Exposed=Window]
interface KeyboardEvent : UIEvent {
  [Custom] constructor(DOMString type, optional KeyboardEventInit eventInitDict = {});

  readonly attribute DOMString key;
  readonly attribute DOMString code;
  readonly attribute unsigned long location;

  readonly attribute boolean ctrlKey;
  readonly attribute boolean shiftKey;
  readonly attribute boolean altKey;
  readonly attribute boolean metaKey;

  readonly attribute boolean repeat;
  readonly attribute boolean isComposing;

  readonly attribute unsigned long charCode;
  readonly attribute unsigned long keyCode;

  boolean getModifierState(DOMString keyArg);

  [Custom] undefined initKeyboardEvent(DOMString typeArg, optional boolean bubblesArg = false, optional boolean cancelableArg = false, optional Window? viewArg = null, optional DOMString keyArg = "", optional unsigned long locationArg = 0, optional boolean ctrlKey = false, optional boolean altKey = false, optional boolean shiftKey = false, optional boolean metaKey = false);

  const unsigned long DOM_KEY_LOCATION_STANDARD = 0x00;
  const unsigned long DOM_KEY_LOCATION_LEFT = 0x01;
  const unsigned long DOM_KEY_LOCATION_RIGHT = 0x02;
  const unsigned long DOM_KEY_LOCATION_NUMPAD = 0x03;
};
