// HTMLScriptElement, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/scripting.html#htmlscriptelement), with the obsolete
// reflected attributes (https://html.spec.whatwg.org/multipage/obsolete.html#HTMLScriptElement-partial),
// in the order of the prototype's properties: the reflected attributes first (their rules are
// the DOM's ReflectedAttribute table), then text (the child text content) and async. Scripts
// of the saved page never run, so there is no "non-blocking" flag: async reflects the content
// attribute (what a parser-inserted script reports). Element extensions
// (HTML/HTMLLinkElementBinding.swift) answer text, async and supports.

[Exposed=Window, ImplementedAs=Element]
interface HTMLScriptElement : HTMLElement {
  [ImplementedAs=scriptSupports] static boolean supports(DOMString type);

  [CEReactions, Reflect] attribute USVString src;
  [CEReactions, Reflect] attribute DOMString type;
  [CEReactions, Reflect] attribute boolean noModule;
  [CEReactions, Reflect] attribute boolean defer;
  [CEReactions, Reflect] attribute DOMString? crossOrigin;
  [CEReactions, Reflect] attribute DOMString integrity;
  [CEReactions, Reflect] attribute DOMString referrerPolicy;
  [CEReactions, Reflect] attribute DOMString fetchPriority;
  [CEReactions, Reflect] attribute DOMString charset;
  [CEReactions, Reflect] attribute DOMString event;
  [CEReactions, Reflect=for] attribute DOMString htmlFor;

  [CEReactions, ImplementedAs=childTextContent, ActionJSSetter=stringReplaceAll] attribute DOMString text;
  [CEReactions, ImplementedAs=hasAsyncAttribute, ActionJSSetter=setAsyncAttribute] attribute boolean async;
};

// HTMLTitleElement (https://html.spec.whatwg.org/multipage/semantics.html#htmltitleelement):
// text, the child text content.
[Exposed=Window, ImplementedAs=Element]
interface HTMLTitleElement : HTMLElement {
  [CEReactions, ImplementedAs=childTextContent, ActionJSSetter=stringReplaceAll] attribute DOMString text;
};
