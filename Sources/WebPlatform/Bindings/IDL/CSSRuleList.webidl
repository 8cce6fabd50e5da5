// CSSRuleList, as CSSOM declares it (https://drafts.csswg.org/cssom/#the-cssrulelist-interface),
// in the order of the prototype's properties. The indexed properties are the hand-written
// definition's.

[Exposed=Window]
interface CSSRuleList {
  getter CSSRule? item(unsigned long index);
  readonly attribute unsigned long length;
};
