// HTMLImageElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/embedded-content.html#htmlimageelement), with the
// obsolete reflected attributes
// (https://html.spec.whatwg.org/multipage/obsolete.html#HTMLImageElement-partial) and CSSOM
// View's x and y (https://drafts.csswg.org/cssom-view/#extensions-to-the-htmlimageelement-interface),
// in the order of the prototype's properties: the reflected attributes first (their rules are
// the DOM's ReflectedAttribute table, which reflects srcset as a DOMString). The other members
// are the state of the image request, never made offline: the model's HTMLImageElementView of
// the element (HTML/HTMLImageElementView.swift, [ActionJSView]; decode's promise is made in the
// world, [ActionJSWorld]). The Image() factory is ImageFactoryBinding.

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLImageElementView, LegacyFactoryFunction=Image(optional unsigned long width, optional unsigned long height)]
interface HTMLImageElement : HTMLElement {
  [CEReactions, Reflect] attribute DOMString alt;
  [CEReactions, Reflect] attribute USVString src;
  [CEReactions, Reflect] attribute DOMString srcset;
  [CEReactions, Reflect] attribute DOMString sizes;
  [CEReactions, Reflect] attribute DOMString? crossOrigin;
  [CEReactions, Reflect] attribute DOMString useMap;
  [CEReactions, Reflect] attribute boolean isMap;
  [CEReactions, Reflect] attribute unsigned long width;
  [CEReactions, Reflect] attribute unsigned long height;
  [CEReactions, Reflect] attribute DOMString referrerPolicy;
  [CEReactions, Reflect] attribute DOMString decoding;
  [CEReactions, Reflect] attribute DOMString loading;
  [CEReactions, Reflect] attribute DOMString fetchPriority;
  [CEReactions, Reflect] attribute DOMString name;
  [CEReactions, Reflect] attribute USVString lowsrc;
  [CEReactions, Reflect] attribute DOMString align;
  [CEReactions, Reflect] attribute unsigned long hspace;
  [CEReactions, Reflect] attribute unsigned long vspace;
  [CEReactions, Reflect] attribute USVString longDesc;
  [CEReactions, Reflect] attribute [LegacyNullToEmptyString] DOMString border;

  readonly attribute unsigned long naturalWidth;
  readonly attribute unsigned long naturalHeight;
  readonly attribute boolean complete;
  readonly attribute USVString currentSrc;
  readonly attribute long x;
  readonly attribute long y;

  [ActionJSWorld] Promise<undefined> decode();
};
