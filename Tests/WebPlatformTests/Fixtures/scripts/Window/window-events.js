// Events at the window: listeners, event handler attributes, postMessage, reported errors.

test("window is an EventTarget; listeners get this = window", () => {
  let seen;
  window.addEventListener("custom", function (event) {
    seen = [this, event.target, event.currentTarget, event.eventPhase];
  });
  assert.equal(window.dispatchEvent(new Event("custom")), true);
  assert.deepEqual(seen.map((value) => value === window), [true, true, true, false]);
  assert.equal(seen[3], Event.AT_TARGET);
});

test("bubbling events reach the window last", () => {
  let path;
  addEventListener("bubbly", (event) => { path = event.composedPath(); }, { once: true });
  document.body.dispatchEvent(new Event("bubbly", { bubbles: true }));
  assert.equal(path[path.length - 1], window);
  assert.equal(path[path.length - 2], document);
});

test("window.addEventListener('load', …) hears load events", () => {
  let loads = 0;
  window.addEventListener("load", () => loads++);
  window.dispatchEvent(new Event("load"));
  assert.equal(loads, 1);
});

test("onload stores a handler that runs for load events", () => {
  let count = 0;
  const handler = () => { count++; };
  assert.equal(window.onload, null);
  window.onload = handler;
  assert.equal(window.onload, handler);
  assert.equal(onload, handler);
  dispatchEvent(new Event("load"));
  assert.equal(count, 1);
  window.onload = null;
  dispatchEvent(new Event("load"));
  assert.equal(count, 1);
  assert.equal(window.onload, null);
});

test("non-object values set the handler to null", () => {
  window.onresize = () => {};
  window.onresize = 5;
  assert.equal(window.onresize, null);
  window.onresize = "code";
  assert.equal(window.onresize, null);
});

test("a handler returning false cancels the event", () => {
  window.onclick = () => false;
  const event = new Event("click", { cancelable: true });
  assert.equal(dispatchEvent(event), false);
  assert(event.defaultPrevented);
  window.onclick = () => true;
  const other = new Event("click", { cancelable: true });
  assert.equal(dispatchEvent(other), true);
  window.onclick = null;
});

test("a handler keeps its place among listeners when replaced", () => {
  const order = [];
  window.onfocus = () => order.push("wrong");
  window.onfocus = null;
  window.onblur = () => order.push("handler 1");
  addEventListener("blur", () => order.push("listener"));
  window.onblur = () => order.push("handler 2");
  dispatchEvent(new Event("blur"));
  assert.deepEqual(order, ["handler 2", "listener"]);
  window.onblur = null;
});

test("the window has the usual event handler attributes", () => {
  const names = [
    "onload", "onerror", "onmessage", "onhashchange", "onpopstate", "onresize", "onscroll",
    "onbeforeunload", "onunload", "onfocus", "onblur", "onpageshow", "onpagehide",
    "onstorage", "onclick", "onkeydown", "oninput", "onunhandledrejection",
  ];
  for (const name of names) {
    assert(name in window, name);
    assert.equal(window[name], null, name);
  }
});

asyncTest("postMessage dispatches a MessageEvent later, with a clone of the data", async () => {
  const data = { list: [1, 2], nested: { ok: true } };
  let sync = true;
  const event = await new Promise((resolve) => {
    addEventListener("message", (e) => resolve([e, sync]), { once: true });
    postMessage(data, "*");
    sync = false;
  });
  assert.equal(event[1], false, "asynchronous");
  const message = event[0];
  assert(message instanceof MessageEvent);
  assert.deepEqual(message.data, data);
  assert(message.data !== data);
  assert.equal(message.origin, "https://example.com");
  assert.equal(message.source, window);
  assert.equal(message.isTrusted, true);
});

asyncTest("onmessage hears messages to this origin; others are dropped", async () => {
  const received = [];
  window.onmessage = (event) => {
    if (typeof event.data === "string") { received.push(event.data); }
  };
  postMessage("to another origin", "https://other.example");
  postMessage("to this origin", "https://example.com/any/path");
  postMessage("to self", "/");
  postMessage("with options", { targetOrigin: "*" });
  await new Promise((resolve) => setTimeout(resolve, 5));
  window.onmessage = null;
  assert.deepEqual(received, ["to this origin", "to self", "with options"]);
});

test("postMessage errors", () => {
  assert.throws(() => postMessage(() => 1, "*"), "DataCloneError");
  assert.throws(() => postMessage("x", "not a url"), "SyntaxError");
  assert.throws(() => postMessage(), "TypeError");
});

asyncTest("reportError and exceptions in microtasks go to the error event", async () => {
  const errors = [];
  const listener = (event) => {
    errors.push([event instanceof ErrorEvent, event.message, event.error && event.error.message]);
    event.preventDefault();
  };
  window.addEventListener("error", listener);
  reportError(new TypeError("reported"));
  queueMicrotask(() => { throw new Error("from a microtask"); });
  await new Promise((resolve) => setTimeout(resolve, 1));
  window.removeEventListener("error", listener);
  assert.deepEqual(errors, [
    [true, "TypeError: reported", "reported"],
    [true, "Error: from a microtask", "from a microtask"],
  ]);
});

test("the window's own members", () => {
  assert.equal(window.window, window);
  assert.equal(self, window);
  assert.equal(window.document, document);
  assert.equal(getSelection(), document.getSelection());
  assert.equal(window.getSelection(), window.getSelection());
});
