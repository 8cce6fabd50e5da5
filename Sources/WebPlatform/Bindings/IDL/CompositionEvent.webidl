// CompositionEvent, as the UI Events specification declares it
// (https://w3c.github.io/uievents/#interface-compositionevent), with the legacy
// initCompositionEvent ([Custom]: a Window argument).

[Exposed=Window]
interface CompositionEvent : UIEvent {
  [Custom] constructor(DOMString type, optional CompositionEventInit eventInitDict = {});
  readonly attribute USVString data;
  [Custom] undefined initCompositionEvent(DOMString typeArg, optional boolean bubblesArg = false, optional boolean cancelableArg = false, optional WindowProxy? viewArg = null, optional DOMString dataArg = "");
};
