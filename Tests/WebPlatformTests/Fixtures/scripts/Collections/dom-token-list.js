// page: basic.html
// Element.classList: a live DOMTokenList over the class attribute.

test("classList reads the class attribute", () => {
  const body = document.body;
  const list = body.classList;
  assert(list instanceof DOMTokenList);
  assert.equal(Object.prototype.toString.call(list), "[object DOMTokenList]");
  assert.equal(body.classList, list, "[SameObject]");
  assert.equal(list.length, 2);
  assert.equal(list[0], "page");
  assert.equal(list.item(1), "home");
  assert.equal(list.item(2), null);
  assert.equal(list[2], undefined);
  assert.equal(list.value, "page home");
  assert.equal(String(list), "page home", "stringifier");
  assert.equal(list.toString(), "page home");
  assert.equal(list.contains("home"), true);
  assert.equal(list.contains("Home"), false, "case-sensitive");
});

test("duplicates and white space", () => {
  const div = document.createElement("div");
  div.className = "  a\tb \n a  c ";
  assert.equal(div.classList.length, 3);
  assert.deepEqual([...div.classList], ["a", "b", "c"]);
  div.classList.add("d");
  assert.equal(div.className, "a b c d", "update serializes the set");
});

test("add, remove, toggle, replace", () => {
  const div = document.createElement("div");
  const list = div.classList;
  list.remove("x");
  assert.equal(div.hasAttribute("class"), false, "no attribute made for an empty set");
  list.add("a", "b", "a");
  assert.equal(div.getAttribute("class"), "a b");
  list.add();
  assert.equal(div.getAttribute("class"), "a b");
  list.remove("a", "zz");
  assert.equal(div.className, "b");
  assert.equal(list.toggle("c"), true);
  assert.equal(list.toggle("c"), false);
  assert.equal(list.toggle("c", false), false);
  assert.equal(list.contains("c"), false);
  assert.equal(list.toggle("c", true), true);
  assert.equal(list.toggle("c", true), true);
  assert.equal(div.className, "b c");
  assert.equal(list.replace("b", "d"), true);
  assert.equal(div.className, "d c");
  assert.equal(list.replace("missing", "e"), false);
  assert.equal(div.className, "d c");
  assert.equal(list.replace("d", "c"), true, "replacing with an existing token merges");
  assert.equal(div.className, "c");
  list.remove("c");
  assert.equal(div.getAttribute("class"), "", "the attribute stays, empty");
});

test("token validation errors", () => {
  const list = document.createElement("div").classList;
  let error = assert.throws(() => list.add(""), "SyntaxError");
  assert.equal(error.code, 12);
  error = assert.throws(() => list.add("a b"), "InvalidCharacterError");
  assert.equal(error.code, 5);
  assert.throws(() => list.remove("\t"), "InvalidCharacterError");
  assert.throws(() => list.toggle(""), "SyntaxError");
  assert.throws(() => list.replace("", "a"), "SyntaxError");
  assert.throws(() => list.replace("a", "b c"), "InvalidCharacterError");
  assert.throws(() => list.add("ok", ""), "SyntaxError");
  assert.equal(list.length, 0, "validation happens before any change");
  assert.throws(() => list.supports("a"), "TypeError");
  assert.throws(() => list.toggle(), "TypeError");
});

test("liveness and value", () => {
  const div = document.createElement("div");
  const list = div.classList;
  div.setAttribute("class", "x y");
  assert.equal(list.length, 2);
  list.value = "p q r";
  assert.equal(div.getAttribute("class"), "p q r");
  div.classList = "only";
  assert.equal(div.className, "only", "[PutForwards=value]");
  assert.equal(div.classList, list);
  div.removeAttribute("class");
  assert.equal(list.length, 0);
  assert.equal(list.value, "");
});

test("iteration", () => {
  const div = document.createElement("div");
  div.className = "a b c";
  const list = div.classList;
  assert.deepEqual(Object.keys(list), ["0", "1", "2"]);
  assert.deepEqual([...list.keys()], [0, 1, 2]);
  assert.deepEqual([...list.values()], ["a", "b", "c"]);
  assert.deepEqual([...list.entries()], [[0, "a"], [1, "b"], [2, "c"]]);
  const seen = [];
  list.forEach((token, index, object) => seen.push(token + index + (object === list)));
  assert.deepEqual(seen, ["a0true", "b1true", "c2true"]);
  let joined = "";
  for (const token of list) joined += token;
  assert.equal(joined, "abc");
  assert.equal(DOMTokenList.prototype[Symbol.iterator], Array.prototype.values);
});

test("brand checks and members", () => {
  assert.throws(() => DOMTokenList.prototype.add.call(document.body, "a"), "TypeError");
  const getter = Object.getOwnPropertyDescriptor(DOMTokenList.prototype, "length").get;
  assert.throws(() => getter.call({}), "TypeError");
  assert.throws(() => new DOMTokenList(), "TypeError");
  assert.equal(DOMTokenList.prototype.add.length, 0, "variadic");
  assert.equal(DOMTokenList.prototype.toggle.length, 1);
  assert.equal(DOMTokenList.prototype.replace.length, 2);
  const classList = Object.getOwnPropertyDescriptor(Element.prototype, "classList");
  assert.equal(typeof classList.set, "function", "PutForwards gives a setter");
});
