// UIEvent, as the UI Events specification declares it
// (https://w3c.github.io/uievents/#interface-uievent), with the legacy `which` and
// `initUIEvent` (https://w3c.github.io/uievents/#legacy-interface-UIEvent), in the order of the
// prototype's properties. Scripts/generate-bindings.py documents the extended attributes.
// initUIEvent takes a Window, converted by hand ([Custom]), like the constructor's
// UIEventInit.

[Exposed=Window]
interface UIEvent : Event {
  [Custom] constructor(DOMString type, optional UIEventInit eventInitDict = {});
  readonly attribute Window? view;
  readonly attribute long detail;
  readonly attribute unsigned long which;
  [Custom] undefined initUIEvent(DOMString typeArg, optional boolean bubblesArg = false, optional boolean cancelableArg = false, optional Window? viewArg = null, optional long detailArg = 0);
};
