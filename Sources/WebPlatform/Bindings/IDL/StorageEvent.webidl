// StorageEvent, as the HTML standard declares it
// (https://html.spec.whatwg.org/multipage/webstorage.html#the-storageevent-interface).
// Hand-written ([Custom], Events/StorageEventBinding.swift): storageArea (an instance of the
// Storage interface when one is registered, else null) and initStorageEvent, whose last
// argument is such a Storage.

[Exposed=Window]
interface StorageEvent : Event {
  [Custom] constructor(DOMString type, optional StorageEventInit eventInitDict = {});

  readonly attribute DOMString? key;
  readonly attribute DOMString? oldValue;
  readonly attribute DOMString? newValue;
  readonly attribute USVString url;
  [Custom] readonly attribute Storage? storageArea;

  [Custom] undefined initStorageEvent(DOMString type, optional boolean bubbles = false, optional boolean cancelable = false, optional DOMString? key = null, optional DOMString? oldValue = null, optional DOMString? newValue = null, optional USVString url = "", optional Storage? storageArea = null);
};
