// HTMLCollection, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-htmlcollection). The indexed and named properties (a
// legacy platform object, made a proxy) and the iterator are the hand-written definition's
// (Collections/HTMLCollectionBinding.swift).

[Exposed=Window, LegacyUnenumerableNamedProperties]
interface HTMLCollection {
  readonly attribute unsigned long length;
  getter Element? item(unsigned long index);
  getter Element? namedItem(DOMString name);
};
