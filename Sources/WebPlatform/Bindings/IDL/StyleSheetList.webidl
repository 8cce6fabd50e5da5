// StyleSheetList, as CSSOM declares it
// (https://drafts.csswg.org/cssom/#the-stylesheetlist-interface). The indexed properties are
// the hand-written definition's.

[Exposed=Window]
interface StyleSheetList {
  readonly attribute unsigned long length;
  getter CSSStyleSheet? item(unsigned long index);
};
