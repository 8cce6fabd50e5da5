// MutationObserver, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-mutationobserver), in the order of the prototype's
// properties. MutationObserverInit is read by BindingCall.mutationObserverInit
// (MutationObservers/MutationObserverBinding.swift), which applies the standard's checks.
// Hand-written ([Custom]): the constructor (the callback is called through the world).

[Exposed=Window]
interface MutationObserver {
  [Custom] constructor(MutationCallback callback);

  undefined observe(Node target, optional MutationObserverInit options = {});
  undefined disconnect();
  sequence<MutationRecord> takeRecords();
};

callback MutationCallback = undefined (sequence<MutationRecord> mutations, MutationObserver observer);

[ImplementedAs=mutationObserverInit]
dictionary MutationObserverInit {
  boolean childList = false;
  boolean attributes;
  boolean characterData;
  boolean subtree = false;
  boolean attributeOldValue;
  boolean characterDataOldValue;
  sequence<DOMString> attributeFilter;
};
