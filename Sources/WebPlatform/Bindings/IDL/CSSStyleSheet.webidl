// CSSStyleSheet, as CSSOM declares it
// (https://drafts.csswg.org/cssom/#the-cssstylesheet-interface), with the legacy members of its
// partial interface (https://drafts.csswg.org/cssom/#legacy-css-style-sheet-members) declared
// here in the order of the prototype's properties. addRule answers -1 (its index,
// without a default, is nil when undefined). Hand-written ([Custom],
// CSS/CSSStyleSheetBinding.swift): the constructor and replace (a promise).

[Exposed=Window]
interface CSSStyleSheet : StyleSheet {
  [Custom] constructor(optional CSSStyleSheetInit options = {});

  readonly attribute CSSRule? ownerRule;
  [SameObject] readonly attribute CSSRuleList cssRules;
  [SameObject, ImplementedAs=cssRules] readonly attribute CSSRuleList rules;
  [ImplementedAs="insertRule(_:at:)"] unsigned long insertRule(CSSOMString rule, optional unsigned long index = 0);
  [ImplementedAs="deleteRule(at:)"] undefined deleteRule(unsigned long index);
  long addRule(optional DOMString selector = "undefined", optional DOMString style = "undefined", optional unsigned long index);
  [ImplementedAs="deleteRule(at:)"] undefined removeRule(optional unsigned long index = 0);
  [Custom] Promise<CSSStyleSheet> replace(USVString text);
  undefined replaceSync(USVString text);
};

// Read by the hand-written constructor.
dictionary CSSStyleSheetInit {
  DOMString? baseURL = null;
  (MediaList or DOMString) media = "";
  boolean disabled = false;
};
