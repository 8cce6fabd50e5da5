// CSSRule and the rule interfaces, as CSSOM and the CSS modules declare them
// (https://drafts.csswg.org/cssom/#css-rules and each module's interface), the members actionjs
// has, in the order of the prototype's properties. Hand-written ([Custom], CSS/*Binding.swift):
// CSSRule's cssText (setting it does nothing) and type (the model's kind),
// CSSConditionRule's conditionText (its rules have no common model class). Left without IDL:
// the interfaces with no members of their own (CSSFontFaceRule, CSSPropertyRule,
// CSSCounterStyleRule, CSSSupportsRule, CSSScopeRule). [SameObject] is left out where the
// model may hand out a new object: the rows ask it every time, as before.

[Exposed=Window]
interface CSSRule {
  [Custom] attribute CSSOMString cssText;
  readonly attribute CSSRule? parentRule;
  readonly attribute CSSStyleSheet? parentStyleSheet;
  [Custom] readonly attribute unsigned short type;

  const unsigned short STYLE_RULE = 1;
  const unsigned short CHARSET_RULE = 2;
  const unsigned short IMPORT_RULE = 3;
  const unsigned short MEDIA_RULE = 4;
  const unsigned short FONT_FACE_RULE = 5;
  const unsigned short PAGE_RULE = 6;
  const unsigned short KEYFRAMES_RULE = 7;
  const unsigned short KEYFRAME_RULE = 8;
  const unsigned short MARGIN_RULE = 9;
  const unsigned short NAMESPACE_RULE = 10;
  const unsigned short COUNTER_STYLE_RULE = 11;
  const unsigned short SUPPORTS_RULE = 12;
  const unsigned short FONT_FEATURE_VALUES_RULE = 14;
};

[Exposed=Window]
interface CSSStyleRule : CSSRule {
  attribute CSSOMString selectorText;
  [PutForwards=cssText] readonly attribute CSSStyleDeclaration style;
  readonly attribute CSSRuleList cssRules;
  [ImplementedAs="insertRule(_:at:)"] unsigned long insertRule(CSSOMString rule, optional unsigned long index = 0);
  [ImplementedAs="deleteRule(at:)"] undefined deleteRule(unsigned long index);
};

[Exposed=Window]
interface CSSImportRule : CSSRule {
  readonly attribute USVString href;
  [PutForwards=mediaText] readonly attribute MediaList media;
  readonly attribute CSSStyleSheet? styleSheet;
  readonly attribute CSSOMString? layerName;
  readonly attribute CSSOMString? supportsText;
};

[Exposed=Window]
interface CSSGroupingRule : CSSRule {
  readonly attribute CSSRuleList cssRules;
  [ImplementedAs="insertRule(_:at:)"] unsigned long insertRule(CSSOMString rule, optional unsigned long index = 0);
  [ImplementedAs="deleteRule(at:)"] undefined deleteRule(unsigned long index);
};

[Exposed=Window]
interface CSSMediaRule : CSSConditionRule {
  [PutForwards=mediaText] readonly attribute MediaList media;
};

// A CSSGroupingRule in the standard; WebKit 2.50's CSSPageRule inherits from CSSRule.
[Exposed=Window]
interface CSSPageRule : CSSRule {
  readonly attribute CSSOMString selectorText;  // writable in the standard; read-only here
  [PutForwards=cssText] readonly attribute CSSStyleDeclaration style;
};

[Exposed=Window]
interface CSSNamespaceRule : CSSRule {
  readonly attribute CSSOMString namespaceURI;
  readonly attribute CSSOMString prefix;
};

[Exposed=Window]
interface CSSKeyframeRule : CSSRule {
  attribute CSSOMString keyText;
  [PutForwards=cssText] readonly attribute CSSStyleDeclaration style;
};

[Exposed=Window]
interface CSSLayerBlockRule : CSSGroupingRule {
  readonly attribute CSSOMString name;
};

// FrozenArray<CSSOMString> in the standard: a new array each read here, as before.
[Exposed=Window]
interface CSSLayerStatementRule : CSSRule {
  readonly attribute sequence<CSSOMString> nameList;
};

[Exposed=Window]
interface CSSNestedDeclarations : CSSRule {
  [PutForwards=cssText] readonly attribute CSSStyleDeclaration style;
};
