// DocumentType, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-documenttype).

[Exposed=Window]
interface DocumentType : Node {
  readonly attribute DOMString name;
  readonly attribute DOMString publicId;
  readonly attribute DOMString systemId;
};

DocumentType includes ChildNode;
