// HTMLLinkElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/semantics.html#htmllinkelement), with the obsolete
// reflected attributes (https://html.spec.whatwg.org/multipage/obsolete.html#HTMLLinkElement-partial),
// in the order of the prototype's properties: the reflected attributes first (their rules are
// the DOM's ReflectedAttribute table, which reflects imageSrcset as a DOMString), then relList
// and sizes, DOMTokenLists of the element's attributes (relList with the `rel` keywords Safari
// supports for relList.supports: linkRelList, HTML/HTMLLinkElementBinding.swift), not
// [SameObject] here (their getters answer the element's one list, but are not remembered on the
// JavaScript side). The LinkStyle mixin's `sheet`
// (CSS/LinkStyleMembers.swift, shared with HTMLStyleElement) follows the generated members.

[Exposed=Window, ImplementedAs=Element]
interface HTMLLinkElement : HTMLElement {
  [CEReactions, Reflect] attribute USVString href;
  [CEReactions, Reflect] attribute DOMString? crossOrigin;
  [CEReactions, Reflect] attribute DOMString rel;
  [CEReactions, Reflect] attribute DOMString as;
  [CEReactions, Reflect] attribute DOMString media;
  [CEReactions, Reflect] attribute DOMString integrity;
  [CEReactions, Reflect] attribute DOMString hreflang;
  [CEReactions, Reflect] attribute DOMString type;
  [CEReactions, Reflect] attribute DOMString imageSrcset;
  [CEReactions, Reflect] attribute DOMString imageSizes;
  [CEReactions, Reflect] attribute DOMString referrerPolicy;
  [CEReactions, Reflect] attribute boolean disabled;
  [CEReactions, Reflect] attribute DOMString fetchPriority;
  [CEReactions, Reflect] attribute DOMString charset;
  [CEReactions, Reflect] attribute DOMString rev;
  [CEReactions, Reflect] attribute DOMString target;

  [PutForwards=value, ImplementedAs=linkRelList] readonly attribute DOMTokenList relList;
  [PutForwards=value, ImplementedAs=sizesTokenList] readonly attribute DOMTokenList sizes;
};
