// PointerEvent, as the Pointer Events specification declares it
// (https://w3c.github.io/pointerevents/#pointerevent-interface), in the order of the
// prototype's properties (the model keeps the members as given: its pointer init dictionary,
// which the accessors in Events/PointerEventBinding.swift read). getCoalescedEvents is
// declared without the standard's [SecureContext]: actionjs exposes it in every context.

[Exposed=Window]
interface PointerEvent : MouseEvent {
  [Custom] constructor(DOMString type, optional PointerEventInit eventInitDict = {});

  readonly attribute long pointerId;
  readonly attribute double width;
  readonly attribute double height;
  readonly attribute float pressure;
  readonly attribute float tangentialPressure;
  readonly attribute long tiltX;
  readonly attribute long tiltY;
  readonly attribute long twist;
  readonly attribute double altitudeAngle;
  readonly attribute double azimuthAngle;
  readonly attribute DOMString pointerType;
  readonly attribute boolean isPrimary;
  [SecureContext] sequence<PointerEvent> getCoalescedEvents();
  sequence<PointerEvent> getPredictedEvents();
};
