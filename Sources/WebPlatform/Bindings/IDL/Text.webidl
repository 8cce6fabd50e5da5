// Text, as the DOM standard declares it (https://dom.spec.whatwg.org/#interface-text).
// Scripts/generate-bindings.py documents the extended attributes.

[Exposed=Window]
interface Text : CharacterData {
  [Custom] constructor(optional DOMString data = "");

  [NewObject] Text splitText(unsigned long offset);
  readonly attribute DOMString wholeText;
};

Text includes Slottable;
