// StyleSheet, as CSSOM declares it (https://drafts.csswg.org/cssom/#the-stylesheet-interface),
// in the order of the prototype's properties. Its objects are the model's CSSStyleSheets (the
// only kind of sheet there is). Hand-written ([Custom], CSS/StyleSheetBinding.swift): type
// ("text/css") and title (null when empty, and for a constructed sheet). media has no setter:
// the standard's [PutForwards=mediaText] is not implemented.

typedef DOMString CSSOMString;

[Exposed=Window, ImplementedAs=CSSStyleSheet]
interface StyleSheet {
  [Custom] readonly attribute CSSOMString type;
  readonly attribute USVString? href;
  [ImplementedAs=currentOwnerNode] readonly attribute (Element or ProcessingInstruction)? ownerNode;
  readonly attribute CSSStyleSheet? parentStyleSheet;
  [Custom] readonly attribute DOMString? title;
  [SameObject] readonly attribute MediaList media;
  attribute boolean disabled;
};
