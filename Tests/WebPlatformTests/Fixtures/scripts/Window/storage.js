// localStorage and sessionStorage for https://example.com.

test("the same Storage object every time", () => {
  assert(localStorage instanceof Storage);
  assert.equal(window.localStorage, localStorage);
  assert.equal(window.sessionStorage, sessionStorage);
  assert(localStorage !== sessionStorage);
});

test("setItem, getItem, key, length, removeItem, clear", () => {
  localStorage.clear();
  localStorage.setItem("a", "1");
  localStorage.setItem("b", "2");
  assert.equal(localStorage.length, 2);
  assert.equal(localStorage.getItem("a"), "1");
  assert.equal(localStorage.getItem("missing"), null);
  assert.equal(localStorage.key(0), "a");
  assert.equal(localStorage.key(1), "b");
  assert.equal(localStorage.key(2), null);
  localStorage.removeItem("a");
  assert.equal(localStorage.length, 1);
  localStorage.clear();
  assert.equal(localStorage.length, 0);
});

test("values become strings", () => {
  localStorage.setItem("n", 5);
  assert.equal(localStorage.getItem("n"), "5");
  localStorage.setItem("o", { a: 1 });
  assert.equal(localStorage.getItem("o"), "[object Object]");
  localStorage.clear();
});

test("named properties read, write and delete items", () => {
  localStorage.foo = "x";
  assert.equal(localStorage.foo, "x");
  assert.equal(localStorage.getItem("foo"), "x");
  assert("foo" in localStorage);
  assert.deepEqual(Object.keys(localStorage), ["foo"]);
  localStorage["with space"] = 3;
  assert.equal(localStorage.getItem("with space"), "3");
  delete localStorage.foo;
  assert.equal(localStorage.getItem("foo"), null);
  assert.equal(localStorage.foo, undefined);
  assert(!("foo" in localStorage));
  localStorage.clear();
});

test("methods are not shadowed by items of the same name", () => {
  localStorage.setItem("getItem", "v");
  assert.equal(typeof localStorage.getItem, "function");
  assert.equal(localStorage.getItem("getItem"), "v");
  localStorage.clear();
});

test("sessionStorage is a separate area", () => {
  sessionStorage.setItem("k", "session");
  assert.equal(localStorage.getItem("k"), null);
  assert.equal(sessionStorage.k, "session");
  sessionStorage.clear();
});

test("the quota is 5 MB", () => {
  assert.throws(() => localStorage.setItem("big", "x".repeat(6 * 1024 * 1024)), "QuotaExceededError");
  assert.equal(localStorage.getItem("big"), null);
});

test("argument checks", () => {
  assert.throws(() => localStorage.setItem("only key"), "TypeError");
  assert.throws(() => localStorage.getItem(), "TypeError");
});
