// HTMLCanvasElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/canvas.html#htmlcanvaselement), in the order of the
// prototype's properties: the reflected attributes first (their rules are the DOM's
// ReflectedAttribute table), then what a canvas with no rendering answers, the model's
// HTMLCanvasElementView of the element ([ActionJSView], HTML/HTMLImageElementBinding.swift):
// getContext returns null (as for an unsupported context type) and toDataURL the empty image
// "data:,". Deviation: toDataURL's arguments are left out (they are not converted; `length` is
// 0 either way). Hand-written ([Custom]): toBlob (its callback is checked without an argument
// count check, and called with null in a microtask).

[Exposed=Window, ImplementedAs=Element, ActionJSView=HTMLCanvasElementView]
interface HTMLCanvasElement : HTMLElement {
  [CEReactions, Reflect] attribute unsigned long width;
  [CEReactions, Reflect] attribute unsigned long height;

  RenderingContext? getContext(DOMString contextId, optional any options = null);

  USVString toDataURL();
  [Custom] undefined toBlob(BlobCallback _callback, optional DOMString type = "image/png", optional any quality);
};

typedef (CanvasRenderingContext2D or ImageBitmapRenderingContext or WebGLRenderingContext or WebGL2RenderingContext or GPUCanvasContext) RenderingContext;

// HTMLTemplateElement (https://html.spec.whatwg.org/multipage/scripting.html#htmltemplateelement):
// the reflected attributes, then content, the template contents (templateContent: null for an
// element that is no template).
[Exposed=Window, ImplementedAs=Element]
interface HTMLTemplateElement : HTMLElement {
  [CEReactions, Reflect] attribute DOMString shadowRootMode;
  [CEReactions, Reflect] attribute boolean shadowRootDelegatesFocus;
  [CEReactions, Reflect] attribute boolean shadowRootClonable;
  [CEReactions, Reflect] attribute boolean shadowRootSerializable;

  [ImplementedAs=templateContent] readonly attribute DocumentFragment content;
};
