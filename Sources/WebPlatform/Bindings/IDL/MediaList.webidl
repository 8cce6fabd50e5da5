// MediaList, as CSSOM declares it (https://drafts.csswg.org/cssom/#the-medialist-interface),
// in the order of the prototype's properties (WebKit puts toString last, so the stringifier
// is declared there). The indexed properties are the hand-written definition's.

[Exposed=Window]
interface MediaList {
  attribute [LegacyNullToEmptyString] CSSOMString mediaText;
  readonly attribute unsigned long length;
  getter CSSOMString? item(unsigned long index);
  undefined deleteMedium(CSSOMString medium);
  undefined appendMedium(CSSOMString medium);
  [ImplementedAs=mediaText] stringifier;
};
