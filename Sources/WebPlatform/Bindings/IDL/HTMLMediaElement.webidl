// HTMLMediaElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/media.html#htmlmediaelement), the members actionjs
// implements in the order of the prototype's properties: the reflected attributes first
// (their rules are the DOM's ReflectedAttribute table), then the constants, then the state of
// a media element that never loads, the model's HTMLMediaElementView of the element
// (HTML/HTMLMediaElementView.swift, [ActionJSView]), which keeps what scripts set in the world
// ([ActionJSWorld]). MediaError is not implemented: error is always null. fastSeek seeks
// nothing (after converting its argument). Deviation: its time is an unrestricted double, as
// WebKit declares it (NaN is no TypeError).

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLMediaElementView, ActionJSWorld]
interface HTMLMediaElement : HTMLElement {
  [CEReactions, Reflect] attribute USVString src;
  [CEReactions, Reflect] attribute DOMString? crossOrigin;
  [CEReactions, Reflect] attribute DOMString preload;
  [CEReactions, Reflect] attribute boolean autoplay;
  [CEReactions, Reflect] attribute boolean loop;
  [CEReactions, Reflect] attribute boolean controls;
  [CEReactions, Reflect=muted] attribute boolean defaultMuted;

  // network state
  const unsigned short NETWORK_EMPTY = 0;
  const unsigned short NETWORK_IDLE = 1;
  const unsigned short NETWORK_LOADING = 2;
  const unsigned short NETWORK_NO_SOURCE = 3;

  // ready state
  const unsigned short HAVE_NOTHING = 0;
  const unsigned short HAVE_METADATA = 1;
  const unsigned short HAVE_CURRENT_DATA = 2;
  const unsigned short HAVE_FUTURE_DATA = 3;
  const unsigned short HAVE_ENOUGH_DATA = 4;

  readonly attribute USVString currentSrc;
  readonly attribute unsigned short networkState;
  readonly attribute unsigned short readyState;
  readonly attribute boolean paused;
  readonly attribute boolean ended;
  readonly attribute boolean seeking;
  readonly attribute unrestricted double duration;
  readonly attribute MediaError? error;

  attribute double currentTime;
  attribute double defaultPlaybackRate;
  attribute double playbackRate;
  [ActionJSSetter=setVolume] attribute double volume;
  attribute boolean muted;

  Promise<undefined> play();
  undefined pause();
  undefined load();
  undefined fastSeek(unrestricted double time);
  CanPlayTypeResult canPlayType(DOMString type);
};

[ImplementedAs=CanPlayTypeResult]
enum CanPlayTypeResult { "" /* empty string */, "maybe", "probably" };

// HTMLVideoElement (https://html.spec.whatwg.org/multipage/media.html#htmlvideoelement): the
// reflected attributes, then the decoded size (none is decoded: the model's
// HTMLVideoElementView answers 0).
[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLVideoElementView]
interface HTMLVideoElement : HTMLMediaElement {
  [CEReactions, Reflect] attribute unsigned long width;
  [CEReactions, Reflect] attribute unsigned long height;
  [CEReactions, Reflect] attribute USVString poster;
  [CEReactions, Reflect] attribute boolean playsInline;
  readonly attribute unsigned long videoWidth;
  readonly attribute unsigned long videoHeight;
};
