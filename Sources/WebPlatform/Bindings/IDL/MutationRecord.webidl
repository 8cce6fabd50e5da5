// MutationRecord, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-mutationrecord). addedNodes and removedNodes are the
// record's static NodeLists (the model's addedNodeList and removedNodeList, made once).
// Hand-written ([Custom], MutationObservers/MutationRecordBinding.swift): type (the model's
// MutationRecordType, a Swift enumeration of the standard's strings).

[Exposed=Window]
interface MutationRecord {
  [Custom] readonly attribute DOMString type;
  [SameObject] readonly attribute Node target;
  [SameObject, ImplementedAs=addedNodeList] readonly attribute NodeList addedNodes;
  [SameObject, ImplementedAs=removedNodeList] readonly attribute NodeList removedNodes;
  readonly attribute Node? previousSibling;
  readonly attribute Node? nextSibling;
  readonly attribute DOMString? attributeName;
  readonly attribute DOMString? attributeNamespace;
  readonly attribute DOMString? oldValue;
};
