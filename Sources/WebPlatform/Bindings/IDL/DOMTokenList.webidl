// DOMTokenList, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-domtokenlist). The indexed properties (a legacy
// platform object, made a proxy) and the iterable declaration are the hand-written
// definition's (Collections/DOMTokenListBinding.swift).

[Exposed=Window]
interface DOMTokenList {
  readonly attribute unsigned long length;
  getter DOMString? item(unsigned long index);
  boolean contains(DOMString token);
  [CEReactions] undefined add(DOMString... tokens);
  [CEReactions] undefined remove(DOMString... tokens);
  [CEReactions, ImplementedAs="toggle(_:force:)"] boolean toggle(DOMString token, optional boolean force);
  [CEReactions] boolean replace(DOMString token, DOMString newToken);
  boolean supports(DOMString token);
  [CEReactions] stringifier attribute DOMString value;
  [Custom] iterable<DOMString>;
};
