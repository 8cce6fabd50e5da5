// The window and location objects of a child frame, as a script of the main window reaches
// them through frame.contentWindow: actionjs's own hidden interfaces ([LegacyNoInterfaceObject]:
// no global constructor; Object.prototype.toString says [object Window] and [object Location]),
// the members of HTML's Window (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-window-object)
// and Location (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface)
// a main-window script uses, in the order of the prototypes' properties. A same-origin frame's
// window is a FrameWindow and its location a FrameLocation; a cross-origin frame's are the
// CrossOriginFrameWindow and CrossOriginFrameLocation, with the members the standard's
// CrossOriginProperties allow (anything else throws the cross-origin SecurityError: the
// hand-written definitions' legacy platform object). parent and top are the main window
// ([ActionJSWorld]: the world's global object). Deviation: name is read-only here. The rows
// call FrameWindow and FrameLocation extensions (Frames/FrameWindowBinding.swift,
// Frames/FrameLocationBinding.swift). postMessage's overloads are Window's (a target origin
// string or a WindowPostMessageOptions dictionary, Window.webidl; `transfer` left out).
// Hand-written ([Custom]): opener (null, with no brand check) and CrossOriginFrameLocation's href (its getter throws the SecurityError for any
// `this`; its setter records the navigation).

[LegacyNoInterfaceObject, Exposed=Window]
interface FrameWindow : EventTarget {
  [ImplementedAs=windowProxy] readonly attribute WindowProxy window;
  [ImplementedAs=windowProxy] readonly attribute WindowProxy self;
  [ImplementedAs=windowProxy] readonly attribute WindowProxy frames;
  [ActionJSWorld, ImplementedAs=mainWindow] readonly attribute WindowProxy? parent;
  [ActionJSWorld, ImplementedAs=mainWindow] readonly attribute WindowProxy? top;
  [Custom] readonly attribute any opener;
  [ImplementedAs=frameCount] readonly attribute unsigned long length;
  readonly attribute boolean closed;
  readonly attribute Document? document;
  [PutForwards=href] readonly attribute FrameLocation location;
  readonly attribute Element? frameElement;
  [ImplementedAs=frameName] readonly attribute DOMString name;
  readonly attribute USVString origin;
  [ActionJSWorld, ImplementedAs="postMessage(_:targetOrigin:)"] undefined postMessage(any message, USVString targetOrigin);
  [ActionJSWorld, ImplementedAs="postMessage(_:targetOrigin:)"] undefined postMessage(any message, optional WindowPostMessageOptions options = {});
  undefined close();
  undefined focus();
  undefined blur();
};

[LegacyNoInterfaceObject, Exposed=Window]
interface CrossOriginFrameWindow {
  [ImplementedAs=windowProxy] readonly attribute WindowProxy window;
  [ImplementedAs=windowProxy] readonly attribute WindowProxy self;
  [ImplementedAs=windowProxy] readonly attribute WindowProxy frames;
  [ActionJSWorld, ImplementedAs=mainWindow] readonly attribute WindowProxy? parent;
  [ActionJSWorld, ImplementedAs=mainWindow] readonly attribute WindowProxy? top;
  [Custom] readonly attribute any opener;
  [ImplementedAs=frameCount] readonly attribute unsigned long length;
  readonly attribute boolean closed;
  [PutForwards=href] readonly attribute FrameLocation location;
  [ActionJSWorld, ImplementedAs="postMessage(_:targetOrigin:)"] undefined postMessage(any message, USVString targetOrigin);
  [ActionJSWorld, ImplementedAs="postMessage(_:targetOrigin:)"] undefined postMessage(any message, optional WindowPostMessageOptions options = {});
  undefined close();
  undefined focus();
  undefined blur();
};

[LegacyNoInterfaceObject, Exposed=Window]
interface FrameLocation {
  [ActionJSSetter=setHref] attribute USVString href;
  readonly attribute USVString origin;
  [ImplementedAs=urlProtocol] readonly attribute USVString protocol;
  readonly attribute USVString host;
  readonly attribute USVString hostname;
  readonly attribute USVString port;
  readonly attribute USVString pathname;
  readonly attribute USVString search;
  readonly attribute USVString hash;
  [ImplementedAs=href] stringifier;
  undefined assign(USVString url);
  undefined replace(USVString url);
  undefined reload();
};

[LegacyNoInterfaceObject, Exposed=Window]
interface CrossOriginFrameLocation {
  [Custom] attribute USVString href;
  undefined replace(USVString url);
};
