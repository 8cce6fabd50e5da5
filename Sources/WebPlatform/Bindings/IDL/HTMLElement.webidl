// HTMLElement (the model's HTML elements are Elements), as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/dom.html#htmlelement), with `innerText` and
// `outerText` (https://html.spec.whatwg.org/multipage/dom.html#the-innertext-idl-attribute), in
// the order of the prototype's properties: the reflected attributes first (their reflection
// rules are the DOM's ReflectedAttribute table), then the others. Scripts/generate-bindings.py
// documents the extended attributes. `hidden` is reflected as a boolean (the standard's
// `(boolean or unrestricted double or DOMString)?` is not implemented); `autofocus`, `nonce` and
// `tabIndex`, `focus()`, `blur()`, `dataset` are the HTMLOrSVGElement mixin's, declared here or
// hand-written (HTMLElementBinding.swift) like ElementCSSInlineStyle's `style` and the
// GlobalEventHandlers attributes, which follow the generated members with CSSOM View's
// `offset*` (Element+CSSOMView.webidl's partial interface).

[Exposed=Window, ImplementedAs=Element]
interface HTMLElement : Element {
  [CEReactions, Reflect] attribute DOMString title;
  [CEReactions, Reflect] attribute DOMString lang;
  [CEReactions, Reflect] attribute DOMString dir;
  [CEReactions, Reflect] attribute boolean hidden;
  [CEReactions, Reflect] attribute boolean inert;
  [CEReactions, Reflect] attribute DOMString accessKey;
  [CEReactions, Reflect] attribute boolean autofocus;
  [Reflect] attribute DOMString nonce;
  [CEReactions, Reflect] attribute DOMString inputMode;
  [CEReactions, Reflect] attribute DOMString enterKeyHint;
  [CEReactions, Reflect] attribute DOMString? popover;

  [CEReactions] attribute boolean draggable;
  [CEReactions] attribute boolean spellcheck;
  [CEReactions] attribute boolean translate;
  [CEReactions] attribute DOMString autocapitalize;
  [CEReactions, ActionJSSetter=setContentEditable] attribute DOMString contentEditable;
  readonly attribute boolean isContentEditable;
  undefined click();

  [CEReactions, ActionJSSetter=setInnerText] attribute [LegacyNullToEmptyString] DOMString innerText;
  [CEReactions, ActionJSSetter=setOuterText] attribute [LegacyNullToEmptyString] DOMString outerText;
};
