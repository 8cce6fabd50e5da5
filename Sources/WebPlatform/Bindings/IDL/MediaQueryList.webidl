// MediaQueryList, as CSSOM View declares it
// (https://drafts.csswg.org/cssom-view/#the-mediaquerylist-interface). The legacy
// addListener/removeListener add and remove `change` event listeners of the world
// ([ActionJSWorld]: its listener for the callback, Window/MediaQueryListBinding.swift).

[Exposed=Window]
interface MediaQueryList : EventTarget {
  readonly attribute CSSOMString media;
  readonly attribute boolean matches;
  [ActionJSWorld] undefined addListener(EventListener? callback);
  [ActionJSWorld] undefined removeListener(EventListener? callback);
  attribute EventHandler onchange;
};

// DOM's (https://dom.spec.whatwg.org/#callbackdef-eventlistener): EventTarget's own
// addEventListener and removeEventListener are hand-written (Events/EventTargetBinding.swift).
[Exposed=*]
callback interface EventListener {
  undefined handleEvent(Event event);
};
