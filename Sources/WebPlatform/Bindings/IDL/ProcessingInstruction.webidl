// ProcessingInstruction, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-processinginstruction).

[Exposed=Window]
interface ProcessingInstruction : CharacterData {
  readonly attribute DOMString target;
};
