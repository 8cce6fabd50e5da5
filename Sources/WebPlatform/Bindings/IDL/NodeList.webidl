// NodeList, as the DOM standard declares it (https://dom.spec.whatwg.org/#interface-nodelist).
// The indexed properties (a legacy platform object, made a proxy) and the iterable declaration
// are the hand-written definition's (Collections/NodeListBinding.swift).

[Exposed=Window]
interface NodeList {
  getter Node? item(unsigned long index);
  readonly attribute unsigned long length;
  [Custom] iterable<Node>;
};
