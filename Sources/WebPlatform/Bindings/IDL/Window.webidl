// Window, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object), with the
// members other standards add to it, in the order of the global object's properties (the
// members of a [Global] interface are the global object's own): HTML's Window, its simple
// dialogs and print() (https://html.spec.whatwg.org/multipage/timers-and-user-prompts.html#simple-dialogs),
// CSSOM View's extensions (https://drafts.csswg.org/cssom-view/#extensions-to-the-window-interface),
// CSSOM's getComputedStyle (https://drafts.csswg.org/cssom/#extensions-to-the-window-interface),
// the Selection API's getSelection, then the timers and services of WindowOrWorkerGlobalScope
// (https://html.spec.whatwg.org/multipage/webappapis.html#windoworworkerglobalscope),
// AnimationFrameProvider, requestIdleCallback (https://w3c.github.io/requestidlecallback/) and
// Fetch's fetch(), declared here in their places. The rows are called on WindowView
// (Window/WindowView.swift), the world's view of its window ([ActionJSGlobal]: no brand check,
// as for any own property of the global object). The event handler attributes are
// EventHandlerAttributes'; Safari's touch-only `orientation` is WindowBinding.touchMembers.
//
// Deviations, each keeping what actionjs did: opener is read-only (null); open's features
// converts null to "null" (no [LegacyNullToEmptyString]); cancelAnimationFrame takes a long,
// as WebKit declares it; structuredClone's options are left out (nothing is transferred;
// `length` is 1 either way); location, navigator and the other [SameObject] or
// [Replaceable] attributes are plain accessors, as before.
//
// Hand-written ([Custom], Window/WindowBinding.swift): postMessage (its overloads: a target
// origin string or a WindowPostMessageOptions dictionary), moveTo, moveBy, resizeTo and
// resizeBy (which convert no argument: there is no window to move), alert (its overloads: no
// argument is "", undefined is "undefined"), scroll, scrollTo and scrollBy (their overloads: two
// coordinates or ScrollToOptions), setTimeout and setInterval (the TimerHandler union and the
// variadic arguments) and fetch (a promise that also carries its argument errors). atob and
// btoa work on the strings' exact UTF-16 code units ([ActionJSUTF16]).

[Global=Window, Exposed=Window, LegacyUnenumerableNamedProperties, ImplementedAs=Window, ActionJSGlobal=WindowView]
interface Window : EventTarget {
  // the current browsing context
  [LegacyUnforgeable] readonly attribute WindowProxy window;
  [Replaceable, ImplementedAs=window] readonly attribute WindowProxy self;
  [LegacyUnforgeable] readonly attribute Document document;
  [LegacyUnforgeable, ImplementedAs=window] readonly attribute WindowProxy? top;
  [Replaceable, ImplementedAs=window] readonly attribute WindowProxy? parent;
  [Replaceable, ImplementedAs=window] readonly attribute WindowProxy frames;
  attribute DOMString name;
  attribute DOMString status;
  readonly attribute boolean closed;
  [Replaceable] readonly attribute unsigned long length;
  readonly attribute any opener;
  readonly attribute Element? frameElement;
  [Replaceable] readonly attribute USVString origin;
  readonly attribute boolean isSecureContext;
  readonly attribute boolean crossOriginIsolated;
  [PutForwards=href, LegacyUnforgeable] readonly attribute Location location;
  readonly attribute History history;
  readonly attribute Navigator navigator;
  [Replaceable] readonly attribute Performance performance;
  readonly attribute Storage localStorage;
  readonly attribute Storage sessionStorage;

  Selection? getSelection();
  [NewObject] CSSStyleDeclaration getComputedStyle(Element elt, optional CSSOMString? pseudoElt);
  [Custom] undefined postMessage(any message, optional WindowPostMessageOptions options = {}); // and (message, targetOrigin, transfer)
  WindowProxy? open(optional USVString url = "", optional DOMString target = "_blank", optional DOMString features = "");
  undefined close();
  undefined stop();
  undefined focus();
  undefined blur();
  [Custom] undefined moveTo(long x, long y);
  [Custom] undefined moveBy(long x, long y);
  [Custom] undefined resizeTo(long width, long height);
  [Custom] undefined resizeBy(long x, long y);

  // user prompts
  [Custom] undefined alert(optional DOMString message);
  boolean confirm(optional DOMString message = "");
  [ImplementedAs="prompt(_:defaultValue:)"] DOMString? prompt(optional DOMString message = "", optional DOMString default = "");
  undefined print();

  // CSSOM View
  [Replaceable] readonly attribute Screen screen;
  [Replaceable] readonly attribute VisualViewport? visualViewport;
  [Replaceable] readonly attribute long innerWidth;
  [Replaceable] readonly attribute long innerHeight;
  [Replaceable] readonly attribute long outerWidth;
  [Replaceable] readonly attribute long outerHeight;
  [Replaceable] readonly attribute double devicePixelRatio;
  [Replaceable] readonly attribute long screenX;
  [Replaceable] readonly attribute long screenY;
  [Replaceable] readonly attribute long screenLeft;
  [Replaceable] readonly attribute long screenTop;
  [Replaceable] readonly attribute double scrollX;
  [Replaceable] readonly attribute double scrollY;
  [Replaceable, ImplementedAs=scrollX] readonly attribute double pageXOffset;
  [Replaceable, ImplementedAs=scrollY] readonly attribute double pageYOffset;
  [Custom] undefined scroll(optional ScrollToOptions options = {});
  [Custom] undefined scrollTo(optional ScrollToOptions options = {});
  [Custom] undefined scrollBy(optional ScrollToOptions options = {});
  [NewObject] MediaQueryList matchMedia(CSSOMString query);

  // timers (WindowOrWorkerGlobalScope)
  [Custom] long setTimeout(TimerHandler handler, optional long timeout = 0, any... arguments);
  [Custom] long setInterval(TimerHandler handler, optional long timeout = 0, any... arguments);
  undefined clearTimeout(optional long id = 0);
  undefined clearInterval(optional long id = 0);

  // AnimationFrameProvider
  long requestAnimationFrame(FrameRequestCallback callback);
  undefined cancelAnimationFrame(long handle);

  // requestIdleCallback
  unsigned long requestIdleCallback(IdleRequestCallback callback, optional IdleRequestOptions options = {});
  undefined cancelIdleCallback(unsigned long handle);

  // WindowOrWorkerGlobalScope
  undefined reportError(any e);
  [ActionJSUTF16] ByteString atob([ActionJSUTF16] DOMString data);
  DOMString btoa([ActionJSUTF16] DOMString data);
  readonly attribute Crypto crypto;
  any structuredClone(any value);

  // Fetch
  [NewObject, Custom] Promise<Response> fetch(RequestInfo input, optional RequestInit init = {});
};

callback FrameRequestCallback = undefined (DOMHighResTimeStamp time);
callback IdleRequestCallback = undefined (IdleDeadline deadline);

dictionary IdleRequestOptions {
  unsigned long timeout;
};
