// Event, as the DOM standard declares it (https://dom.spec.whatwg.org/#interface-event), in
// the order of the prototype's properties. Scripts/generate-bindings.py documents the extended
// attributes. The constructor (EventBinding.swift) reads the EventInit dictionary by hand.

[Exposed=*]
interface Event {
  [Custom] constructor(DOMString type, optional EventInit eventInitDict = {});

  readonly attribute DOMString type;
  readonly attribute EventTarget? target;
  readonly attribute EventTarget? srcElement; // legacy
  readonly attribute EventTarget? currentTarget;
  sequence<EventTarget> composedPath();

  readonly attribute unsigned short eventPhase;

  undefined stopPropagation();
  attribute boolean cancelBubble; // legacy alias of .stopPropagation()
  undefined stopImmediatePropagation();

  readonly attribute boolean bubbles;
  readonly attribute boolean cancelable;
  attribute boolean returnValue;  // legacy
  undefined preventDefault();
  readonly attribute boolean defaultPrevented;
  readonly attribute boolean composed;

  [LegacyUnforgeable] readonly attribute boolean isTrusted;
  readonly attribute DOMHighResTimeStamp timeStamp;

  [ImplementedAs="initEvent(_:bubbles:cancelable:)"] undefined initEvent(DOMString type, optional boolean bubbles = false, optional boolean cancelable = false); // legacy

  const unsigned short NONE = 0;
  const unsigned short CAPTURING_PHASE = 1;
  const unsigned short AT_TARGET = 2;
  const unsigned short BUBBLING_PHASE = 3;
};

// https://w3c.github.io/hr-time/#dom-domhighrestimestamp
typedef double DOMHighResTimeStamp;

// The members every event constructor's dictionary inherits; an inheriting dictionary's
// generated constructor reads them with IDLDictionary.eventInit() (EventInitDictionaries.swift).
[ActionJSBaseInit=eventInit]
dictionary EventInit {
  boolean bubbles = false;
  boolean cancelable = false;
  boolean composed = false;
};
