// Headers, as the Fetch standard declares it (https://fetch.spec.whatwg.org/#headers-class), in
// the order of the prototype's properties. Hand-written ([Custom], Services/HeadersBinding.swift):
// the constructor (HeadersInit: a Headers object, a sequence of pairs or a record) and the
// iterable declaration (the sorted and combined headers as they are when iteration starts).
// ByteString arguments convert as DOMStrings (no check that each code unit is a byte).

typedef (sequence<sequence<ByteString>> or record<ByteString, ByteString>) HeadersInit;

[Exposed=(Window,Worker)]
interface Headers {
  [Custom] constructor(optional HeadersInit init);

  undefined append(ByteString name, ByteString value);
  undefined delete(ByteString name);
  ByteString? get(ByteString name);
  sequence<ByteString> getSetCookie();
  boolean has(ByteString name);
  undefined set(ByteString name, ByteString value);
  [Custom] iterable<ByteString, ByteString>;
};
