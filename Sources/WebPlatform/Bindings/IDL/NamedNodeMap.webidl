// NamedNodeMap, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-namednodemap). The indexed and named properties (a
// legacy platform object, made a proxy) and the iterator are the hand-written definition's
// (Attributes/NamedNodeMapBinding.swift).

[Exposed=Window, LegacyUnenumerableNamedProperties]
interface NamedNodeMap {
  readonly attribute unsigned long length;
  getter Attr? item(unsigned long index);
  getter Attr? getNamedItem(DOMString qualifiedName);
  Attr? getNamedItemNS(DOMString? namespace, DOMString localName);
  [CEReactions] Attr? setNamedItem(Attr attr);
  [CEReactions] Attr? setNamedItemNS(Attr attr);
  [CEReactions] Attr removeNamedItem(DOMString qualifiedName);
  [CEReactions] Attr removeNamedItemNS(DOMString? namespace, DOMString localName);
};
