// Document, as the DOM standard declares it (https://dom.spec.whatwg.org/#interface-document),
// with `title`, `head`, `body` and `defaultView` from HTML's partial interface
// (https://html.spec.whatwg.org/multipage/dom.html#the-document-object), in the order of the
// prototype's properties. Scripts/generate-bindings.py documents the extended attributes.
// getElementById is the NonElementParentNode mixin's
// (https://dom.spec.whatwg.org/#interface-nonelementparentnode), declared here in its place.
// createElement's options are not implemented (the argument is left out; `length` is 1 either
// way); `body` has no setter. The static parseHTMLUnsafe and the members of the other
// standards follow the generated members (DocumentBinding.swift): the partial interfaces of
// Document+Ranges.webidl, Document+HTML.webidl and Document+Window.webidl, then CSSOM's.

[Exposed=Window]
interface Document : Node {
  [Custom] constructor();

  [SameObject] readonly attribute DOMImplementation implementation;
  [ImplementedAs=url] readonly attribute USVString URL;
  readonly attribute USVString documentURI;
  readonly attribute DOMString compatMode;
  readonly attribute DOMString characterSet;
  readonly attribute DOMString charset; // legacy alias of .characterSet
  readonly attribute DOMString inputEncoding; // legacy alias of .characterSet
  readonly attribute DOMString contentType;

  readonly attribute DocumentType? doctype;
  readonly attribute Element? documentElement;
  Element? getElementById(DOMString elementId);

  [CEReactions, NewObject] Element createElement(DOMString localName);
  [CEReactions, NewObject] Element createElementNS(DOMString? namespace, DOMString qualifiedName);
  [NewObject] DocumentFragment createDocumentFragment();
  [NewObject, ImplementedAs="createTextNode(utf16:)"] Text createTextNode([ActionJSUTF16] DOMString data);
  [NewObject] CDATASection createCDATASection(DOMString data);
  [NewObject] Comment createComment(DOMString data);
  [NewObject] ProcessingInstruction createProcessingInstruction(DOMString target, DOMString data);

  [CEReactions, NewObject, ImplementedAs="importNode(_:deep:)"] Node importNode(Node node, optional boolean subtree = false);
  [CEReactions] Node adoptNode(Node node);

  [NewObject] Attr createAttribute(DOMString localName);
  [NewObject] Attr createAttributeNS(DOMString? namespace, DOMString qualifiedName);

  [CEReactions] attribute DOMString title;
  readonly attribute HTMLHeadElement? head;
  readonly attribute HTMLElement? body;
  [Custom] readonly attribute WindowProxy? defaultView;

  HTMLCollection getElementsByTagName(DOMString qualifiedName);
  HTMLCollection getElementsByTagNameNS(DOMString? namespace, DOMString localName);
  HTMLCollection getElementsByClassName(DOMString classNames);
};

Document includes ParentNode;
