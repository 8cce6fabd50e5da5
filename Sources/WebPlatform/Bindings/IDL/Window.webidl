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
// postMessage's overloads leave out `transfer` (nothing is transferred: the argument is not
// converted, nor WindowPostMessageOptions' member read).
//
// alert's overloads: no argument is "", undefined is "undefined". moveTo, moveBy, resizeTo
// and resizeBy convert their arguments, then do nothing (there is no window to move).
//
// Hand-written ([Custom], Window/WindowBinding.swift): fetch (a promise that also carries its
// argument errors). atob and btoa work on the strings' exact UTF-16 code units ([ActionJSUTF16]).

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
  [ImplementedAs="postMessage(_:targetOrigin:)"] undefined postMessage(any message, USVString targetOrigin);
  [ImplementedAs="postMessage(_:targetOrigin:)"] undefined postMessage(any message, optional WindowPostMessageOptions options = {});
  WindowProxy? open(optional USVString url = "", optional DOMString target = "_blank", optional DOMString features = "");
  undefined close();
  undefined stop();
  undefined focus();
  undefined blur();
  undefined moveTo(long x, long y);
  undefined moveBy(long x, long y);
  undefined resizeTo(long width, long height);
  undefined resizeBy(long x, long y);

  // user prompts
  undefined alert();
  undefined alert(DOMString message);
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
  [ImplementedAs="scroll(behavior:left:top:)"] undefined scroll(optional ScrollToOptions options = {});
  undefined scroll(unrestricted double x, unrestricted double y);
  [ImplementedAs="scrollTo(behavior:left:top:)"] undefined scrollTo(optional ScrollToOptions options = {});
  undefined scrollTo(unrestricted double x, unrestricted double y);
  [ImplementedAs="scrollBy(behavior:left:top:)"] undefined scrollBy(optional ScrollToOptions options = {});
  undefined scrollBy(unrestricted double x, unrestricted double y);
  [NewObject] MediaQueryList matchMedia(CSSOMString query);

  // timers (WindowOrWorkerGlobalScope)
  long setTimeout([ActionJSUnion=TimerHandler] TimerHandler handler, optional long timeout = 0, any... arguments);
  long setInterval([ActionJSUnion=TimerHandler] TimerHandler handler, optional long timeout = 0, any... arguments);
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

// CSSOM View's (https://drafts.csswg.org/cssom-view/#dictdef-scrolloptions), for Window's and
// Element's scroll, scrollTo and scrollBy. The behavior is read and checked, then not used
// (scrolling is instant).
[ImplementedAs=ScrollBehavior]
enum ScrollBehavior { "auto", "instant", "smooth" };

dictionary ScrollOptions {
  ScrollBehavior behavior = "auto";
};

dictionary ScrollToOptions : ScrollOptions {
  unrestricted double left;
  unrestricted double top;
};

// HTML's (https://html.spec.whatwg.org/multipage/nav-history-apis.html#windowpostmessageoptions),
// for the windows' postMessage. Deviation: it does not inherit StructuredSerializeOptions (no
// `transfer`, see above).
dictionary WindowPostMessageOptions {
  USVString targetOrigin = "/";
};

typedef (DOMString or Function) TimerHandler;

dictionary IdleRequestOptions {
  unsigned long timeout;
};
