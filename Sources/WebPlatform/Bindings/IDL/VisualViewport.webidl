// VisualViewport, as CSSOM View declares it
// (https://drafts.csswg.org/cssom-view/#the-visualviewport-interface), the members actionjs
// has, in the order of the prototype's properties.

[Exposed=Window]
interface VisualViewport : EventTarget {
  readonly attribute double offsetLeft;
  readonly attribute double offsetTop;

  readonly attribute double pageLeft;
  readonly attribute double pageTop;

  readonly attribute double width;
  readonly attribute double height;

  readonly attribute double scale;

  attribute EventHandler onresize;
  attribute EventHandler onscroll;
};
