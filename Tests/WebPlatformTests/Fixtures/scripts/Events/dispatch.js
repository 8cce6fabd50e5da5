// page: basic.html
// Dispatch from script: capture and bubble order, stopPropagation, stopImmediatePropagation,
// once, passive, signal, handleEvent objects, listener exceptions, the window in the path.

function path() {
  return {
    main: document.getElementById("main"),
    p: document.getElementById("p1"),
    a: document.getElementById("link1"),
  };
}

test("capture then target then bubble", () => {
  const { main, p, a } = path();
  const log = [];
  // Through EventTarget.prototype, so the window needs only to be an EventTarget.
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  const add = (node, name, capture) => {
    const listener = (event) => {
      log.push(name + ":" + event.eventPhase);
      assert.equal(event.target, a, "the target seen by " + name);
      assert.equal(event.currentTarget, node);
    };
    addEventListener.call(node, "go", listener, capture);
    return () => removeEventListener.call(node, "go", listener, capture);
  };
  const removers = [
    add(window, "window-capture", true), add(main, "main-capture", true),
    add(a, "a-capture", true), add(a, "a-bubble", false), add(p, "p-bubble", false),
    add(document, "document-bubble", false), add(window, "window-bubble", false),
  ];
  const event = new Event("go", { bubbles: true });
  assert.equal(a.dispatchEvent(event), true);
  removers.forEach((remove) => remove());
  assert.deepEqual(log, [
    "window-capture:1", "main-capture:1", "a-capture:2", "a-bubble:2", "p-bubble:3",
    "document-bubble:3", "window-bubble:3",
  ]);
  assert.equal(event.eventPhase, Event.NONE, "phase reset after dispatch");
  assert.equal(event.currentTarget, null);
  assert.equal(event.target, a);
});

test("non-bubbling events stop at the target", () => {
  const { p, a } = path();
  const log = [];
  const listener = () => log.push("p");
  p.addEventListener("quiet", listener);
  a.dispatchEvent(new Event("quiet"));
  p.removeEventListener("quiet", listener);
  assert.deepEqual(log, []);
});

test("stopPropagation and stopImmediatePropagation", () => {
  const { p, a } = path();
  const log = [];
  const first = (event) => { log.push("first"); event.stopImmediatePropagation(); };
  const second = () => log.push("second");
  const parent = () => log.push("parent");
  a.addEventListener("stop", first);
  a.addEventListener("stop", second);
  p.addEventListener("stop", parent);
  a.dispatchEvent(new Event("stop", { bubbles: true }));
  assert.deepEqual(log, ["first"]);
  a.removeEventListener("stop", first);
  log.length = 0;
  const stopper = (event) => { log.push("stopper"); event.stopPropagation(); };
  a.addEventListener("stop", stopper);
  a.dispatchEvent(new Event("stop", { bubbles: true }));
  assert.deepEqual(log, ["second", "stopper"], "same-target listeners still run");
  a.removeEventListener("stop", second);
  a.removeEventListener("stop", stopper);
  p.removeEventListener("stop", parent);
});

test("once, passive and signal", () => {
  const { main } = path();
  let count = 0;
  main.addEventListener("tick", () => count++, { once: true });
  main.dispatchEvent(new Event("tick"));
  main.dispatchEvent(new Event("tick"));
  assert.equal(count, 1, "once");

  const passive = (event) => event.preventDefault();
  main.addEventListener("cancel-me", passive, { passive: true });
  const event = new Event("cancel-me", { cancelable: true });
  assert.equal(main.dispatchEvent(event), true, "passive listeners cannot cancel");
  assert.equal(event.defaultPrevented, false);
  main.removeEventListener("cancel-me", passive);
  const active = (e) => e.preventDefault();
  main.addEventListener("cancel-me", active);
  assert.equal(main.dispatchEvent(new Event("cancel-me", { cancelable: true })), false);
  main.removeEventListener("cancel-me", active);

  const controller = new AbortController();
  let signalled = 0;
  main.addEventListener("sig", () => signalled++, { signal: controller.signal });
  main.dispatchEvent(new Event("sig"));
  controller.abort();
  main.dispatchEvent(new Event("sig"));
  assert.equal(signalled, 1, "aborting the signal removes the listener");
  let never = 0;
  main.addEventListener("sig", () => never++, { signal: AbortSignal.abort() });
  main.dispatchEvent(new Event("sig"));
  assert.equal(never, 0, "an aborted signal adds nothing");
  assert.throws(() => main.addEventListener("sig", () => {}, { signal: {} }), "TypeError");
});

test("handleEvent objects and duplicate listeners", () => {
  const { main } = path();
  const handler = { calls: 0, handleEvent(event) { this.calls++; assert.equal(this, handler); } };
  main.addEventListener("h", handler);
  main.addEventListener("h", handler);
  main.dispatchEvent(new Event("h"));
  main.removeEventListener("h", handler);
  main.dispatchEvent(new Event("h"));
  assert.equal(handler.calls, 1);
});

test("this is the current target and the event wrapper is stable", () => {
  const { main, a } = path();
  let self = null;
  let wrapper = null;
  const listener = function (event) { self = this; wrapper = event; };
  main.addEventListener("who", listener);
  const event = new MouseEvent("who", { bubbles: true });
  a.dispatchEvent(event);
  main.removeEventListener("who", listener);
  assert.equal(self, main);
  assert.equal(wrapper, event);
  assert(wrapper instanceof MouseEvent);
  assert.deepEqual(event.composedPath(), [], "empty after dispatch");
});

test("composedPath during dispatch", () => {
  const { main, a } = path();
  let seen = [];
  const listener = (event) => { seen = event.composedPath(); };
  main.addEventListener("trace", listener);
  a.dispatchEvent(new Event("trace", { bubbles: true }));
  main.removeEventListener("trace", listener);
  assert.equal(seen[0], a);
  assert.equal(seen[seen.length - 2], document);
  assert.equal(seen[seen.length - 1], window);
});

test("EventTarget constructor and re-dispatch", () => {
  const target = new EventTarget();
  let got = null;
  target.addEventListener("x", (event) => { got = event.target; });
  const event = new Event("x");
  target.dispatchEvent(event);
  assert.equal(got, target);
  assert.throws(() => target.dispatchEvent({}), "TypeError");
  assert.throws(() => target.dispatchEvent(), "TypeError");
});

test("the window is an EventTarget with listeners", () => {
  assert(window instanceof EventTarget, "instanceof EventTarget");
  assert.equal(typeof window.addEventListener, "function");
  let seen = null;
  const listener = (event) => { seen = event.eventPhase; };
  window.addEventListener("at-window", listener);
  window.dispatchEvent(new Event("at-window"));
  window.removeEventListener("at-window", listener);
  assert.equal(seen, Event.AT_TARGET);
});
