// WheelEvent, as the UI Events specification declares it
// (https://w3c.github.io/uievents/#interface-wheelevent).

[Exposed=Window]
interface WheelEvent : MouseEvent {
  [Custom] constructor(DOMString type, optional WheelEventInit eventInitDict = {});

  readonly attribute double deltaX;
  readonly attribute double deltaY;
  readonly attribute double deltaZ;
  readonly attribute unsigned long deltaMode;

  const unsigned long DOM_DELTA_PIXEL = 0x00;
  const unsigned long DOM_DELTA_LINE = 0x01;
  const unsigned long DOM_DELTA_PAGE = 0x02;
};
