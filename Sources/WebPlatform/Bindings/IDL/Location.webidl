// Location, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/nav-history-apis.html#the-location-interface), in the
// order of the prototype's properties, with the setters that navigate ([ActionJSSetter]: the
// model's set… methods, which throw). The standard's `stringifier attribute USVString href` is
// written as the attribute and a `stringifier;` last, which says the same (toString is href)
// and keeps the prototype's toString after reload, where a stringifier attribute would put it
// after href. [LegacyUnforgeable] is
// not implemented (the members are on the prototype). ancestorOrigins is not implemented.

[Exposed=Window]
interface Location {
  [LegacyUnforgeable, ActionJSSetter=setHref] attribute USVString href;
  [LegacyUnforgeable] readonly attribute USVString origin;
  [LegacyUnforgeable, ActionJSSetter=setProtocol] attribute USVString protocol;
  [LegacyUnforgeable, ActionJSSetter=setHost] attribute USVString host;
  [LegacyUnforgeable, ActionJSSetter=setHostname] attribute USVString hostname;
  [LegacyUnforgeable, ActionJSSetter=setPort] attribute USVString port;
  [LegacyUnforgeable, ActionJSSetter=setPathname] attribute USVString pathname;
  [LegacyUnforgeable, ActionJSSetter=setSearch] attribute USVString search;
  [LegacyUnforgeable, ActionJSSetter=setHash] attribute USVString hash;

  [LegacyUnforgeable] undefined assign(USVString url);
  [LegacyUnforgeable] undefined replace(USVString url);
  [LegacyUnforgeable] undefined reload();

  [LegacyUnforgeable, ImplementedAs="toString()"] stringifier;
};
