// Screen, as CSSOM View declares it (https://drafts.csswg.org/cssom-view/#the-screen-interface),
// with WebKit's availLeft/availTop and the Screen Orientation API's `orientation`, in the order
// of the prototype's properties; and ScreenOrientation
// (https://w3c.github.io/screen-orientation/#screenorientation-interface) without lock/unlock.

[Exposed=Window]
interface Screen {
  readonly attribute long width;
  readonly attribute long height;
  readonly attribute long availWidth;
  readonly attribute long availHeight;
  readonly attribute long availLeft;
  readonly attribute long availTop;
  readonly attribute unsigned long colorDepth;
  readonly attribute unsigned long pixelDepth;
  [SameObject] readonly attribute ScreenOrientation orientation;
};

[Exposed=Window]
interface ScreenOrientation : EventTarget {
  readonly attribute OrientationType type;
  readonly attribute unsigned short angle;
  attribute EventHandler onchange;
};

[ImplementedAs="Viewport.OrientationType"]
enum OrientationType {
  "portrait-primary",
  "portrait-secondary",
  "landscape-primary",
  "landscape-secondary"
};
