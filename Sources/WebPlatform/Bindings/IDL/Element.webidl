// Element, as the DOM standard declares it (https://dom.spec.whatwg.org/#interface-element),
// with the members HTML adds to it (getHTML, setHTMLUnsafe, innerHTML, outerHTML,
// insertAdjacentHTML: https://html.spec.whatwg.org/multipage/dynamic-markup-insertion.html)
// declared here in the order of the prototype's properties. Scripts/generate-bindings.py
// documents the extended attributes. Trusted Types are not implemented: the
// `(TrustedHTML or DOMString)` arguments are DOMStrings. CSSOM View's members
// (Element+CSSOMView.webidl's partial interface) follow the generated ones.

[Exposed=Window]
interface Element : Node {
  [ActionJSRemembered] readonly attribute DOMString? namespaceURI;
  [ActionJSRemembered] readonly attribute DOMString? prefix;
  [ActionJSRemembered] readonly attribute DOMString localName;
  [ActionJSRemembered=WhileDocumentsAreOneKind] readonly attribute DOMString tagName;

  [CEReactions] attribute DOMString id;
  [CEReactions] attribute DOMString className;
  [SameObject, PutForwards=value] readonly attribute DOMTokenList classList;
  [CEReactions, Unscopable] attribute DOMString slot;

  boolean hasAttributes();
  [SameObject] readonly attribute NamedNodeMap attributes;
  sequence<DOMString> getAttributeNames();
  DOMString? getAttribute(DOMString qualifiedName);
  DOMString? getAttributeNS(DOMString? namespace, DOMString localName);
  [CEReactions] undefined setAttribute(DOMString qualifiedName, DOMString value);
  [CEReactions] undefined setAttributeNS(DOMString? namespace, DOMString qualifiedName, DOMString value);
  [CEReactions] undefined removeAttribute(DOMString qualifiedName);
  [CEReactions] undefined removeAttributeNS(DOMString? namespace, DOMString localName);
  [CEReactions, ImplementedAs="toggleAttribute(_:force:)"] boolean toggleAttribute(DOMString qualifiedName, optional boolean force);
  boolean hasAttribute(DOMString qualifiedName);
  boolean hasAttributeNS(DOMString? namespace, DOMString localName);

  Attr? getAttributeNode(DOMString qualifiedName);
  Attr? getAttributeNodeNS(DOMString? namespace, DOMString localName);
  [CEReactions] Attr? setAttributeNode(Attr attr);
  [CEReactions] Attr? setAttributeNodeNS(Attr attr);
  [CEReactions] Attr removeAttributeNode(Attr attr);

  ShadowRoot attachShadow(ShadowRootInit init);
  DOMString getHTML(optional GetHTMLOptions options = {});
  [CEReactions] undefined setHTMLUnsafe(DOMString html);
  readonly attribute ShadowRoot? shadowRoot;

  [ActionJSSelectorCache] boolean matches(DOMString selectors);
  [ActionJSSelectorCache, ImplementedAs=matches] boolean webkitMatchesSelector(DOMString selectors); // legacy alias of .matches
  [ActionJSSelectorCache] Element? closest(DOMString selectors);

  [CEReactions, ActionJSSetter=setInnerHTML] attribute [LegacyNullToEmptyString] DOMString innerHTML;
  [CEReactions, ActionJSSetter=setOuterHTML] attribute [LegacyNullToEmptyString] DOMString outerHTML;
  [CEReactions] undefined insertAdjacentHTML([ActionJSParsed="Element.AdjacentPosition"] DOMString position, DOMString string);
  [CEReactions] Element? insertAdjacentElement([ActionJSParsed="Element.AdjacentPosition"] DOMString where, Element element); // legacy
  undefined insertAdjacentText([ActionJSParsed="Element.AdjacentPosition"] DOMString where, DOMString data); // legacy

  HTMLCollection getElementsByTagName(DOMString qualifiedName);
  HTMLCollection getElementsByTagNameNS(DOMString? namespace, DOMString localName);
  HTMLCollection getElementsByClassName(DOMString classNames);
};

Element includes ParentNode;
Element includes ChildNode;
Element includes NonDocumentTypeChildNode;
Element includes Slottable;

// Converted by BindingCall.shadowRootInit (Nodes/ShadowRootBinding.swift).
[ImplementedAs=shadowRootInit]
dictionary ShadowRootInit {
  required ShadowRootMode mode;
  boolean delegatesFocus = false;
  SlotAssignmentMode slotAssignment = "named";
  boolean clonable = false;
  boolean serializable = false;
};

// Converted by BindingCall.getHTMLOptions (Nodes/ShadowRootBinding.swift).
[ImplementedAs=getHTMLOptions]
dictionary GetHTMLOptions {
  boolean serializableShadowRoots = false;
  sequence<ShadowRoot> shadowRoots = [];
};
