// CSSStyleDeclaration, as CSSOM declares it
// (https://drafts.csswg.org/cssom/#the-cssstyledeclaration-interface), with cssFloat
// (https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-cssfloat), in the order of the
// prototype's properties. CSSStyleDeclarationBinding (CSS/CSSStyleDeclarationBinding.swift)
// installs the attributes at once and defers the operations, with the ~1,800 attributes of
// the CSS properties (camel-cased, dashed and webkit-prefixed names: a row each, made from
// the property tables), until first asked for. The indexed getter is the hand-written
// definition's legacy platform object (item() is the named getter's regular operation).

[Exposed=Window]
interface CSSStyleDeclaration {
  [CEReactions] attribute [LegacyNullToEmptyString] CSSOMString cssText;
  readonly attribute unsigned long length;
  getter CSSOMString item(unsigned long index);
  CSSOMString getPropertyValue(CSSOMString property);
  CSSOMString getPropertyPriority(CSSOMString property);
  [CEReactions] undefined setProperty(CSSOMString property, [LegacyNullToEmptyString] CSSOMString value, optional [LegacyNullToEmptyString] CSSOMString priority = "");
  [CEReactions] CSSOMString removeProperty(CSSOMString property);
  readonly attribute CSSRule? parentRule;
  [CEReactions] attribute [LegacyNullToEmptyString] CSSOMString cssFloat;
};
