// CSSKeyframesRule, as CSS Animations declares it
// (https://drafts.csswg.org/css-animations/#interface-csskeyframesrule), in the order of the
// prototype's properties; `name` is read-only here. The indexed properties are the
// hand-written definition's (CSS/CSSKeyframesRuleBinding.swift).

[Exposed=Window]
interface CSSKeyframesRule : CSSRule {
  readonly attribute CSSOMString name;
  readonly attribute CSSRuleList cssRules;
  readonly attribute unsigned long length;
  undefined appendRule(CSSOMString rule);
  undefined deleteRule(CSSOMString select);
  CSSKeyframeRule? findRule(CSSOMString select);
};
