// MouseEvent, as the UI Events specification declares it
// (https://w3c.github.io/uievents/#interface-mouseevent), with CSSOM View's coordinates
// (https://drafts.csswg.org/cssom-view/#extensions-to-the-mouseevent-interface: doubles, which
// redefine screenX…clientY; all clientX without layout) and the legacy initMouseEvent, in the
// order of the prototype's properties. Scripts/generate-bindings.py documents the extended
// attributes. initMouseEvent takes a Window and converts its longs to the model's doubles by
// hand ([Custom]).

[Exposed=Window]
interface MouseEvent : UIEvent {
  [Custom] constructor(DOMString type, optional MouseEventInit eventInitDict = {});
  readonly attribute double screenX;
  readonly attribute double screenY;
  readonly attribute double clientX;
  readonly attribute double clientY;
  readonly attribute double pageX;
  readonly attribute double pageY;
  readonly attribute double offsetX;
  readonly attribute double offsetY;
  readonly attribute double x;
  readonly attribute double y;
  readonly attribute double movementX;
  readonly attribute double movementY;

  readonly attribute boolean ctrlKey;
  readonly attribute boolean shiftKey;
  readonly attribute boolean altKey;
  readonly attribute boolean metaKey;

  readonly attribute short button;
  readonly attribute unsigned short buttons;

  readonly attribute EventTarget? relatedTarget;

  boolean getModifierState(DOMString keyArg);

  [Custom] undefined initMouseEvent(DOMString typeArg, optional boolean bubblesArg = false, optional boolean cancelableArg = false, optional Window? viewArg = null, optional long detailArg = 0, optional long screenXArg = 0, optional long screenYArg = 0, optional long clientXArg = 0, optional long clientYArg = 0, optional boolean ctrlKeyArg = false, optional boolean altKeyArg = false, optional boolean shiftKeyArg = false, optional boolean metaKeyArg = false, optional short buttonArg = 0, optional EventTarget? relatedTargetArg = null);
};
