// HTMLIFrameElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/iframe-embed-object.html#htmliframeelement), with the
// obsolete reflected attributes
// (https://html.spec.whatwg.org/multipage/obsolete.html#HTMLIFrameElement-partial), in the order
// of the prototype's properties: the reflected attributes first (their rules are the DOM's
// ReflectedAttribute table), then sandbox (the DOMTokenList of its attribute: sandboxTokenList;
// not [SameObject] here, its getter is not remembered on the JavaScript side), then the nested
// browsing context's contentDocument and contentWindow, from the world's frames
// ([ActionJSWorld], Frames/HTMLIFrameElementFrameMembers.swift): same-origin frames get a
// document, cross-origin ones null and a window that throws SecurityError.

[Exposed=Window, ImplementedAs=Element]
interface HTMLIFrameElement : HTMLElement {
  [CEReactions, Reflect] attribute USVString src;
  [CEReactions, Reflect] attribute DOMString srcdoc;
  [CEReactions, Reflect] attribute DOMString name;
  [CEReactions, Reflect] attribute DOMString allow;
  [CEReactions, Reflect] attribute boolean allowFullscreen;
  [CEReactions, Reflect] attribute DOMString width;
  [CEReactions, Reflect] attribute DOMString height;
  [CEReactions, Reflect] attribute DOMString referrerPolicy;
  [CEReactions, Reflect] attribute DOMString loading;
  [CEReactions, Reflect] attribute DOMString align;
  [CEReactions, Reflect] attribute DOMString scrolling;
  [CEReactions, Reflect] attribute DOMString frameBorder;
  [CEReactions, Reflect] attribute USVString longDesc;
  [CEReactions, Reflect] attribute [LegacyNullToEmptyString] DOMString marginHeight;
  [CEReactions, Reflect] attribute [LegacyNullToEmptyString] DOMString marginWidth;

  [PutForwards=value, ImplementedAs=sandboxTokenList] readonly attribute DOMTokenList sandbox;
  [ActionJSWorld, ImplementedAs=frameContentDocument] readonly attribute Document? contentDocument;
  [ActionJSWorld, ImplementedAs=frameContentWindow] readonly attribute WindowProxy? contentWindow;
};
