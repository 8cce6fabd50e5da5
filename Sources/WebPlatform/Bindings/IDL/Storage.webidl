// Storage, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/webstorage.html#the-storage-interface). The named
// properties (a legacy platform object) are the hand-written definition's
// (Window/StorageBinding.swift).

[Exposed=Window]
interface Storage {
  readonly attribute unsigned long length;
  DOMString? key(unsigned long index);
  getter DOMString? getItem(DOMString key);
  setter undefined setItem(DOMString key, DOMString value);
  deleter undefined removeItem(DOMString key);
  undefined clear();
};
