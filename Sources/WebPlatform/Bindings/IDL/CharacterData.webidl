// CharacterData, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-characterdata). Scripts/generate-bindings.py
// documents the extended attributes. The data crosses as exact UTF-16 (lone surrogates
// survive), which the generator has no conversion for: those rows are hand-written
// (CharacterDataBinding.customX).

[Exposed=Window]
interface CharacterData : Node {
  [Custom] attribute [LegacyNullToEmptyString] DOMString data;
  readonly attribute unsigned long length;
  [Custom] DOMString substringData(unsigned long offset, unsigned long count);
  [Custom] undefined appendData(DOMString data);
  [Custom] undefined insertData(unsigned long offset, DOMString data);
  [Custom] undefined deleteData(unsigned long offset, unsigned long count);
  [Custom] undefined replaceData(unsigned long offset, unsigned long count, DOMString data);
};

CharacterData includes ChildNode;
CharacterData includes NonDocumentTypeChildNode;
