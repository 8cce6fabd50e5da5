// MediaQueryList, as CSSOM View declares it
// (https://drafts.csswg.org/cssom-view/#the-mediaquerylist-interface). The legacy
// addListener/removeListener (callback arguments: `change` event listeners) are hand-written.

[Exposed=Window]
interface MediaQueryList : EventTarget {
  readonly attribute CSSOMString media;
  readonly attribute boolean matches;
  [Custom] undefined addListener(EventListener? callback);
  [Custom] undefined removeListener(EventListener? callback);
  attribute EventHandler onchange;
};
