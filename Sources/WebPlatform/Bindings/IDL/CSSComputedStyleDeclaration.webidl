// What getComputedStyle returns, as actionjs shapes it: a read-only CSSStyleDeclaration
// (https://drafts.csswg.org/cssom/#the-cssstyledeclaration-interface) as a separate hidden
// interface ([LegacyNoInterfaceObject]; Object.prototype.toString says
// [object CSSStyleDeclaration]), the members in the order of the prototype's properties. The
// model's class is ComputedStyleDeclaration. removeProperty throws NoModificationAllowedError
// after converting its argument. Hand-written ([Custom],
// Window/CSSComputedStyleDeclarationBinding.swift): cssText and cssFloat (their setters throw
// without converting the value),
// getPropertyPriority ("" without converting its argument) and setProperty (it converts only
// the property name before throwing). The indexed and named properties are the hand-written
// definition's legacy platform object.

[LegacyNoInterfaceObject, Exposed=Window, ImplementedAs=ComputedStyleDeclaration]
interface CSSComputedStyleDeclaration {
  [Custom] attribute CSSOMString cssText;
  readonly attribute unsigned long length;
  getter CSSOMString item(unsigned long index);
  CSSOMString getPropertyValue(CSSOMString property);
  [Custom] CSSOMString getPropertyPriority(CSSOMString property);
  [Custom] undefined setProperty(CSSOMString property, [LegacyNullToEmptyString] CSSOMString value, optional [LegacyNullToEmptyString] CSSOMString priority = "");
  [ImplementedAs=removeReadOnlyProperty] CSSOMString removeProperty(CSSOMString property);
  [Custom] attribute CSSOMString cssFloat;
  [ImplementedAs=noParentRule] readonly attribute CSSRule? parentRule;
};
