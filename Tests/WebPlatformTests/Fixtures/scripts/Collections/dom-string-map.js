// page: basic.html
// element.dataset: DOMStringMap over the data-* attributes.

test("reading data attributes", () => {
  const main = document.getElementById("main");
  const dataset = main.dataset;
  assert(dataset instanceof DOMStringMap);
  assert.equal(Object.prototype.toString.call(dataset), "[object DOMStringMap]");
  assert.equal(main.dataset, dataset, "[SameObject]");
  assert.equal(dataset.kind, "article");
  assert.equal(dataset["kind"], "article");
  assert.equal(dataset.missing, undefined);
  assert.equal("kind" in dataset, true);
  assert.equal("missing" in dataset, false);
  assert.equal(Object.prototype.hasOwnProperty.call(dataset, "kind"), true);
});

test("camelCase and kebab-case", () => {
  const div = document.createElement("div");
  div.setAttribute("data-foo-bar", "1");
  div.setAttribute("data-x-1", "2");
  div.setAttribute("data-", "3");
  div.setAttribute("data--lead", "4");
  assert.equal(div.dataset.fooBar, "1");
  assert.equal(div.dataset["foo-bar"], undefined);
  assert.equal(div.dataset["x-1"], "2", "a dash before a digit stays");
  assert.equal(div.dataset[""], "3");
  assert.equal(div.dataset["-lead"], undefined);
  assert.equal(div.dataset.Lead, "4", "--lead: the second dash capitalizes");
  div.dataset.someLongName = "v";
  assert.equal(div.getAttribute("data-some-long-name"), "v");
  div.dataset.x = 42;
  assert.equal(div.getAttribute("data-x"), "42", "values are converted to strings");
  div.dataset.URL = "u";
  assert.equal(div.getAttribute("data--u-r-l"), "u");
});

test("enumeration in attribute order", () => {
  const div = document.createElement("div");
  div.setAttribute("data-b", "1");
  div.setAttribute("title", "t");
  div.setAttribute("data-a-b", "2");
  div.setAttributeNS("urn:x", "x:data-z", "ns");
  assert.deepEqual(Object.keys(div.dataset), ["b", "aB"]);
  const names = [];
  for (const name in div.dataset) names.push(name);
  assert.deepEqual(names, ["b", "aB"]);
  assert.deepEqual(Object.entries(div.dataset), [["b", "1"], ["aB", "2"]]);
  assert.equal(JSON.stringify(Object.assign({}, div.dataset)), '{"b":"1","aB":"2"}');
  assert.deepEqual({ ...div.dataset }, { b: "1", aB: "2" });
  assert.equal(JSON.stringify(div.dataset), '{"b":"1","aB":"2"}');
  const descriptor = Object.getOwnPropertyDescriptor(div.dataset, "aB");
  assert.deepEqual(descriptor, { value: "2", writable: true, enumerable: true, configurable: true });
  assert.equal(Object.getOwnPropertyDescriptor(div.dataset, "zz"), undefined);
});

test("defineProperty goes to the named setter", () => {
  const div = document.createElement("div");
  Object.defineProperty(div.dataset, "viaDefine", { value: "d" });
  assert.equal(div.getAttribute("data-via-define"), "d");
  assert.throws(() => Object.defineProperty(div.dataset, "accessor", { get() { return 1; } }), "TypeError");
  const symbol = Symbol("s");
  div.dataset[symbol] = 1;
  assert.equal(div.dataset[symbol], 1, "symbols are ordinary properties");
  assert.equal(div.attributes.length, 1);
});

test("errors", () => {
  const div = document.createElement("div");
  const error = assert.throws(() => { div.dataset["foo-bar"] = "x"; }, "SyntaxError");
  assert.equal(error.code, 12);
  assert.throws(() => { div.dataset["a b"] = "x"; }, "InvalidCharacterError");
  assert.equal(div.attributes.length, 0);
});

test("delete", () => {
  const div = document.createElement("div");
  div.dataset.one = "1";
  div.dataset.twoWords = "2";
  assert.equal(delete div.dataset.twoWords, true);
  assert.equal(div.hasAttribute("data-two-words"), false);
  assert.equal(delete div.dataset.nothing, true);
  assert.deepEqual(Object.keys(div.dataset), ["one"]);
});

test("[LegacyOverrideBuiltIns]", () => {
  const div = document.createElement("div");
  div.setAttribute("data-to-string", "shadowed");
  assert.equal(div.dataset.toString, "shadowed", "named properties shadow the prototype");
  div.dataset.hasOwnProperty = "h";
  assert.equal(div.getAttribute("data-has-own-property"), "h");
  div.removeAttribute("data-to-string");
  assert.equal(typeof div.dataset.toString, "function");
});

test("brand checks", () => {
  assert.throws(() => new DOMStringMap(), "TypeError");
  const getter = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "dataset").get;
  assert.throws(() => getter.call({}), "TypeError");
  assert.equal(Object.getOwnPropertyDescriptor(HTMLElement.prototype, "dataset").set, undefined);
});
