// CharacterData, as the DOM standard declares it
// (https://dom.spec.whatwg.org/#interface-characterdata). Scripts/generate-bindings.py
// documents the extended attributes. The data crosses as exact UTF-16 (lone surrogates
// survive: [ActionJSUTF16]), through the model's code-unit methods
// (Nodes/CharacterDataBinding.swift). Hand-written ([Custom]): data, whose getter answers a
// Swift string unless the data has lone surrogates, and whose setter converts null to "" and
// keeps the code units only when the string needs them.

[Exposed=Window]
interface CharacterData : Node {
  [Custom] attribute [LegacyNullToEmptyString] DOMString data;
  readonly attribute unsigned long length;
  [ActionJSUTF16, ImplementedAs="substringDataUTF16(offset:count:)"] DOMString substringData(unsigned long offset, unsigned long count);
  [ImplementedAs="appendData(utf16:)"] undefined appendData([ActionJSUTF16] DOMString data);
  [ImplementedAs="insertData(offset:utf16:)"] undefined insertData(unsigned long offset, [ActionJSUTF16] DOMString data);
  [ImplementedAs="deleteData(utf16Offset:count:)"] undefined deleteData(unsigned long offset, unsigned long count);
  [ImplementedAs="replaceData(offset:count:utf16:)"] undefined replaceData(unsigned long offset, unsigned long count, [ActionJSUTF16] DOMString data);
};

CharacterData includes ChildNode;
CharacterData includes NonDocumentTypeChildNode;
