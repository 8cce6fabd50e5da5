// Named access on the window: <div id="main"> is window.main, unless something else is.

test("window.main is the element with id main", () => {
  const main = document.getElementById("main");
  assert.equal(window.main, main);
  assert.equal(globalThis.main, main);
  assert.equal(main, document.getElementById("main"), "a bare identifier too");
  assert.equal(window.title, document.getElementById("title"));
  assert("main" in window);
});

test("named access does not shadow window members or globals", () => {
  for (const id of ["document", "location", "navigator", "addEventListener", "toString"]) {
    const element = document.body.appendChild(document.createElement("div"));
    element.id = id;
  }
  assert.equal(window.document.nodeType, 9);
  assert(window.location instanceof Location);
  assert(window.navigator instanceof Navigator);
  assert.equal(typeof window.addEventListener, "function");
  assert.equal(typeof window.toString, "function");
  globalThis.p1 = 5;
  assert.equal(window.p1, 5);
  delete globalThis.p1;
  assert.equal(window.p1, document.getElementById("p1"));
});

test("name attributes count for img, form, embed and object only", () => {
  const image = document.body.appendChild(document.createElement("img"));
  image.setAttribute("name", "picture");
  const form = document.body.appendChild(document.createElement("form"));
  form.setAttribute("name", "signup");
  assert.equal(window.picture, image);
  assert.equal(window.signup, form);
  assert.equal(window.second, undefined, "an <a name> is not exposed");
});

test("several elements give a collection", () => {
  for (let i = 0; i < 2; i++) {
    document.body.appendChild(document.createElement("span")).id = "twice";
  }
  const found = window.twice;
  assert(found instanceof HTMLCollection);
  assert.equal(found.length, 2);
});

test("the names follow the document", () => {
  assert.equal(window.later, undefined);
  assert(!("later" in window));
  const element = document.body.appendChild(document.createElement("div"));
  element.id = "later";
  assert.equal(window.later, element);
  element.remove();
  assert.equal(window.later, undefined);
});

test("the names are not enumerable own properties", () => {
  assert(!Object.keys(window).includes("main"));
  assert.equal(Object.getOwnPropertyDescriptor(window, "main"), undefined);
});

test("the named properties object sits between Window.prototype and EventTarget.prototype", () => {
  const named = Object.getPrototypeOf(Window.prototype);
  assert.equal(Object.prototype.toString.call(named), "[object WindowProperties]");
  assert.equal(Object.getPrototypeOf(named), EventTarget.prototype);
  assert(window instanceof Window);
  assert(window instanceof EventTarget);
});
