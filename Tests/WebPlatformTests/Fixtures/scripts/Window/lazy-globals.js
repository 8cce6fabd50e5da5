// The window's members, event handlers, console and constructors are made on first use
// (Bindings/Window/WindowGlobals.swift); each way of reaching one must find it.

test("writing an event handler before reading it reaches its setter", () => {
  let calls = 0;
  window.onhashchange = () => { calls++; };
  window.dispatchEvent(new Event("hashchange"));
  assert.equal(calls, 1);
  assert.equal(typeof window.onhashchange, "function");
  window.onhashchange = null;
  window.dispatchEvent(new Event("hashchange"));
  assert.equal(calls, 1);
});

test("a bare assignment to an operation replaces it", () => {
  window.moveBy = 5;
  assert.equal(window.moveBy, 5);
  const descriptor = Object.getOwnPropertyDescriptor(window, "moveBy");
  assert.equal(descriptor.value, 5);
  assert.equal(descriptor.writable, true);
});

test("in, typeof and reads find members never touched", () => {
  assert("resizeTo" in window);
  assert.equal(typeof resizeBy, "function");
  assert.equal(typeof HTMLTableCaptionElement, "function");
  assert.equal(HTMLTableCaptionElement.name, "HTMLTableCaptionElement");
  assert.equal(Object.getPrototypeOf(HTMLTableCaptionElement.prototype), HTMLElement.prototype);
});

test("once read, a member is an own property with Web IDL attributes", () => {
  const alert = window.alert;
  const descriptor = Object.getOwnPropertyDescriptor(window, "alert");
  assert.equal(descriptor.value, alert);
  assert.equal(descriptor.enumerable, true);
  assert.equal(descriptor.configurable, true);
  assert(window.hasOwnProperty("alert"));
  const onclick = Object.getOwnPropertyDescriptor(window, "onclick") ||
    (window.onclick, Object.getOwnPropertyDescriptor(window, "onclick"));
  assert.equal(typeof onclick.get, "function");
  assert.equal(typeof onclick.set, "function");
  const nodeConstructor = Object.getOwnPropertyDescriptor(window, "Node") ||
    (window.Node, Object.getOwnPropertyDescriptor(window, "Node"));
  assert.equal(nodeConstructor.enumerable, false);
  assert.equal(nodeConstructor.writable, true);
});

test("listing the window's keys lists members never touched", () => {
  const keys = Object.keys(window);
  for (const name of ["prompt", "scrollTo", "onwheel", "getComputedStyle", "setInterval"]) {
    assert(keys.includes(name), name);
  }
  assert(!keys.includes("HTMLElement"), "constructors are not enumerable");
  const names = Object.getOwnPropertyNames(window);
  for (const name of ["HTMLElement", "URLSearchParams", "console", "TextDecoder"]) {
    assert(names.includes(name), name);
  }
});

test("the console is the window's, not the engine's", () => {
  assert.equal(Object.prototype.toString.call(console), "[object console]");
  assert.equal(Object.getPrototypeOf(console), Object.prototype);
});

test("an element named like a member does not shadow it", () => {
  const element = document.body.appendChild(document.createElement("div"));
  element.id = "blur";
  assert.equal(typeof window.blur, "function");
  element.remove();
});

test("a member deleted before its first use stays deleted", () => {
  assert.equal(delete window.stop, true);
  assert.equal(window.stop, undefined);
  assert(!("stop" in window));
});
