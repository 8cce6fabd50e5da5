// URLSearchParams, as the URL standard declares it
// (https://url.spec.whatwg.org/#interface-urlsearchparams), in the order of the prototype's
// properties. Hand-written ([Custom], URL/URLSearchParamsBinding.swift): the constructor (a
// sequence of pairs, a record or a string) and the iterable declaration (entries, keys, values,
// forEach and @@iterator over a snapshot of the list taken when iteration starts).

[Exposed=*]
interface URLSearchParams {
  [Custom] constructor(optional (sequence<sequence<USVString>> or record<USVString, USVString> or USVString) init = "");

  readonly attribute unsigned long size;

  undefined append(USVString name, USVString value);
  undefined delete(USVString name, optional USVString value);
  USVString? get(USVString name);
  sequence<USVString> getAll(USVString name);
  boolean has(USVString name, optional USVString value);
  undefined set(USVString name, USVString value);

  undefined sort();

  [Custom] iterable<USVString, USVString>;
  [ImplementedAs="toString()"] stringifier;
};
