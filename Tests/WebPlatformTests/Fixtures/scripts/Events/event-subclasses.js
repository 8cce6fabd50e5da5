// page: basic.html
// Event subclasses: constructors, init dictionaries, legacy init methods, createEvent,
// prototype chains, brand checks and toString tags.

test("CustomEvent keeps detail as is", () => {
  const detail = { answer: 42 };
  const event = new CustomEvent("ping", { bubbles: true, detail });
  assert(event instanceof CustomEvent && event instanceof Event);
  assert.equal(event.detail, detail, "the same object");
  assert.equal(event.bubbles, true);
  assert.equal(event.type, "ping");
  assert.equal(new CustomEvent("x").detail, null, "default detail is null");
  assert.equal(new CustomEvent("x", { detail: undefined }).detail, null);
  assert.equal(new CustomEvent("x", { detail: 0 }).detail, 0);
  assert.equal(Object.prototype.toString.call(event), "[object CustomEvent]");
  assert.equal(Object.getPrototypeOf(CustomEvent.prototype), Event.prototype);
  assert.equal(CustomEvent.length, 1);
  assert.throws(() => new CustomEvent(), "TypeError");
  assert.throws(() => CustomEvent("x"), "TypeError");
  assert.throws(() => new CustomEvent("x", 5), "TypeError");
});

test("initCustomEvent", () => {
  const event = document.createEvent("CustomEvent");
  assert(event instanceof CustomEvent);
  assert.equal(event.type, "");
  const payload = [1, 2];
  event.initCustomEvent("hello", true, true, payload);
  assert.equal(event.type, "hello");
  assert.equal(event.bubbles, true);
  assert.equal(event.cancelable, true);
  assert.equal(event.detail, payload);
  let seen = null;
  document.body.addEventListener("hello", (e) => { seen = e.detail; }, { once: true });
  document.getElementById("main").dispatchEvent(event);
  assert.equal(seen, payload, "bubbled to body with the detail");
});

test("UIEvent view, detail and which", () => {
  const event = new UIEvent("x", { view: window, detail: 3 });
  assert.equal(event.view, window);
  assert.equal(event.detail, 3);
  assert.equal(event.which, 0);
  assert.equal(new UIEvent("x").view, null);
  assert.throws(() => new UIEvent("x", { view: document }), "TypeError");
  assert.throws(() => new UIEvent("x", { view: {} }), "TypeError");
  const legacy = document.createEvent("UIEvents");
  legacy.initUIEvent("y", true, false, window, 7);
  assert.equal(legacy.view, window);
  assert.equal(legacy.detail, 7);
  assert.equal(legacy.bubbles, true);
  assert.equal(Object.getPrototypeOf(UIEvent.prototype), Event.prototype);
});

test("MouseEvent coordinates, buttons and modifiers", () => {
  const target = document.getElementById("p1");
  const event = new MouseEvent("click", {
    bubbles: true, cancelable: true, screenX: 10, screenY: 20, clientX: 3.5, clientY: 4,
    ctrlKey: true, metaKey: true, button: 2, buttons: 3, relatedTarget: target,
    modifierCapsLock: true, detail: 1,
  });
  assert(event instanceof MouseEvent && event instanceof UIEvent && event instanceof Event);
  assert.deepEqual(
    [event.screenX, event.screenY, event.clientX, event.clientY],
    [10, 20, 3.5, 4]);
  assert.deepEqual([event.pageX, event.pageY, event.x, event.y], [3.5, 4, 3.5, 4]);
  assert.deepEqual([event.offsetX, event.offsetY], [3.5, 4]);
  assert.deepEqual([event.ctrlKey, event.shiftKey, event.altKey, event.metaKey],
    [true, false, false, true]);
  assert.equal(event.button, 2);
  assert.equal(event.buttons, 3);
  assert.equal(event.which, 3, "button + 1");
  assert.equal(event.relatedTarget, target);
  assert.equal(event.getModifierState("Control"), true);
  assert.equal(event.getModifierState("Shift"), false);
  assert.equal(event.getModifierState("CapsLock"), true);
  assert.equal(event.getModifierState("NumLock"), false);
  assert.throws(() => event.getModifierState(), "TypeError");
  assert.throws(() => new MouseEvent("x", { clientX: NaN }), "TypeError");
  assert.throws(() => new MouseEvent("x", { relatedTarget: 1 }), "TypeError");
  assert.equal(new MouseEvent("x", { button: 65537 }).button, 1, "short wraps");
  assert.equal(Object.prototype.toString.call(event), "[object MouseEvent]");
});

test("initMouseEvent", () => {
  const event = document.createEvent("MouseEvents");
  assert(event instanceof MouseEvent);
  event.initMouseEvent("click", true, true, window, 2, 1, 2, 3, 4, false, true, true, false, 1,
    document.body);
  assert.equal(event.type, "click");
  assert.equal(event.view, window);
  assert.equal(event.detail, 2);
  assert.deepEqual([event.screenX, event.screenY, event.clientX, event.clientY], [1, 2, 3, 4]);
  assert.deepEqual([event.ctrlKey, event.altKey, event.shiftKey, event.metaKey],
    [false, true, true, false]);
  assert.equal(event.button, 1);
  assert.equal(event.relatedTarget, document.body);
});

test("KeyboardEvent", () => {
  const event = new KeyboardEvent("keydown", {
    key: "a", code: "KeyA", location: KeyboardEvent.DOM_KEY_LOCATION_LEFT, repeat: true,
    isComposing: true, shiftKey: true, keyCode: 65, charCode: 97,
  });
  assert.equal(event.key, "a");
  assert.equal(event.code, "KeyA");
  assert.equal(event.location, 1);
  assert.equal(event.repeat, true);
  assert.equal(event.isComposing, true);
  assert.equal(event.shiftKey, true);
  assert.equal(event.getModifierState("Shift"), true);
  assert.equal(event.keyCode, 65);
  assert.equal(event.charCode, 97);
  assert.equal(event.which, 65);
  assert.equal(KeyboardEvent.DOM_KEY_LOCATION_STANDARD, 0);
  assert.equal(KeyboardEvent.DOM_KEY_LOCATION_RIGHT, 2);
  assert.equal(event.DOM_KEY_LOCATION_NUMPAD, 3);
  const legacy = document.createEvent("KeyboardEvent");
  legacy.initKeyboardEvent("keyup", true, false, window, "Enter", 0, true);
  assert.equal(legacy.key, "Enter");
  assert.equal(legacy.ctrlKey, true);
  assert.equal(legacy.type, "keyup");
  assert.equal(new KeyboardEvent("x").key, "");
  assert.equal(Object.getPrototypeOf(KeyboardEvent.prototype), UIEvent.prototype);
});

test("InputEvent, FocusEvent, CompositionEvent, WheelEvent, PointerEvent", () => {
  const input = new InputEvent("beforeinput", { data: "x", inputType: "insertText", isComposing: true });
  assert.equal(input.data, "x");
  assert.equal(input.inputType, "insertText");
  assert.equal(input.isComposing, true);
  assert.equal(input.dataTransfer, null);
  assert.deepEqual(input.getTargetRanges(), []);
  assert.equal(new InputEvent("input").data, null);
  const related = document.getElementById("link1");
  const focus = new FocusEvent("focusin", { relatedTarget: related, bubbles: true });
  assert.equal(focus.relatedTarget, related);
  assert(focus instanceof UIEvent);
  const composition = new CompositionEvent("compositionend", { data: "日本" });
  assert.equal(composition.data, "日本");
  const wheel = new WheelEvent("wheel", { deltaY: 120, deltaMode: WheelEvent.DOM_DELTA_LINE });
  assert.equal(wheel.deltaY, 120);
  assert.equal(wheel.deltaMode, 1);
  assert(wheel instanceof MouseEvent);
  const pointer = new PointerEvent("pointerdown", { pointerId: 7, pointerType: "pen", pressure: 0.5, isPrimary: true, clientX: 9 });
  assert.equal(pointer.pointerId, 7);
  assert.equal(pointer.pointerType, "pen");
  assert.equal(pointer.pressure, 0.5);
  assert.equal(pointer.width, 1);
  assert.equal(pointer.isPrimary, true);
  assert.equal(pointer.clientX, 9);
  assert(pointer instanceof MouseEvent);
  const drag = new DragEvent("dragstart", { clientY: 2 });
  assert.equal(drag.dataTransfer, null);
  assert.equal(drag.clientY, 2);
});

test("HTML events", () => {
  const button = document.createElement("button");
  assert.equal(new SubmitEvent("submit", { submitter: button }).submitter, button);
  assert.equal(new SubmitEvent("submit").submitter, null);
  assert.throws(() => new SubmitEvent("submit", { submitter: document }), "TypeError");

  const thrown = new Error("boom");
  const error = new ErrorEvent("error", { message: "m", filename: "f.js", lineno: 3, colno: 4, error: thrown });
  assert.deepEqual([error.message, error.filename, error.lineno, error.colno], ["m", "f.js", 3, 4]);
  assert.equal(error.error, thrown);
  assert.equal(new ErrorEvent("error").error, null);

  const promise = Promise.resolve(1);
  const rejection = new PromiseRejectionEvent("unhandledrejection", { promise, reason: "why" });
  assert.equal(rejection.promise, promise);
  assert.equal(rejection.reason, "why");
  assert.equal(new PromiseRejectionEvent("x", { promise }).reason, undefined);
  assert.throws(() => new PromiseRejectionEvent("x", {}), "TypeError");
  assert.throws(() => new PromiseRejectionEvent("x"), "TypeError");

  const data = { n: 1 };
  const message = new MessageEvent("message", { data, origin: "https://a.example", lastEventId: "7", source: window });
  assert.equal(message.data, data);
  assert.equal(message.origin, "https://a.example");
  assert.equal(message.lastEventId, "7");
  assert.equal(message.source, window);
  assert(Array.isArray(message.ports) && message.ports.length === 0);
  assert(Object.isFrozen(message.ports));
  assert.equal(message.ports, message.ports, "the same frozen array");
  assert.equal(new MessageEvent("message").data, null);
  assert.throws(() => new MessageEvent("message", { source: {} }), "TypeError");
  const legacyMessage = document.createEvent("MessageEvent");
  legacyMessage.initMessageEvent("message", false, false, "payload", "o", "id", null, []);
  assert.equal(legacyMessage.data, "payload");
  assert.equal(legacyMessage.origin, "o");

  const progress = new ProgressEvent("progress", { lengthComputable: true, loaded: 10.7, total: 20 });
  assert.deepEqual([progress.lengthComputable, progress.loaded, progress.total], [true, 10, 20]);

  const hash = new HashChangeEvent("hashchange", { oldURL: "a#1", newURL: "a#2" });
  assert.deepEqual([hash.oldURL, hash.newURL], ["a#1", "a#2"]);
  const state = { page: 2 };
  assert.equal(new PopStateEvent("popstate", { state }).state, state);
  assert.equal(new PopStateEvent("popstate").state, null);
  assert.equal(new PageTransitionEvent("pageshow", { persisted: true }).persisted, true);
  // The generated constructors read the dictionary as Web IDL does: the inherited EventInit
  // members first, then the event's own, each group sorted by name; the type is required.
  const read = [];
  const logged = () =>
    new Proxy({}, { get: (target, key) => { read.push(String(key)); return undefined; } });
  new HashChangeEvent("hashchange", logged());
  assert.equal(read.join(), "bubbles,cancelable,composed,newURL,oldURL");
  read.length = 0;
  new ProgressEvent("progress", logged());
  assert.equal(read.join(), "bubbles,cancelable,composed,lengthComputable,loaded,total");
  read.length = 0;
  new MediaQueryListEvent("change", logged());
  assert.equal(read.join(), "bubbles,cancelable,composed,matches,media");
  assert.throws(() => new PopStateEvent(), "TypeError");
  assert.equal(PopStateEvent.length, 1);
  const media = new MediaQueryListEvent("change", { media: "(min-width: 1px)", matches: true,
    bubbles: true });
  assert.deepEqual([media.media, media.matches, media.bubbles], ["(min-width: 1px)", true, true]);

  const storage = new StorageEvent("storage", { key: "k", newValue: "v", url: "https://x/" });
  assert.deepEqual([storage.key, storage.oldValue, storage.newValue, storage.url, storage.storageArea],
    ["k", null, "v", "https://x/", null]);
  const legacyStorage = document.createEvent("StorageEvent");
  legacyStorage.initStorageEvent("storage", false, false, "a", "b", "c", "u", null);
  assert.deepEqual([legacyStorage.key, legacyStorage.oldValue, legacyStorage.newValue], ["a", "b", "c"]);
});

test("createEvent aliases", () => {
  const table = {
    Event: Event, events: Event, HTMLEvents: Event, SVGEvents: Event, customevent: CustomEvent,
    MouseEvent: MouseEvent, MOUSEEVENTS: MouseEvent, UIEvent: UIEvent, UIEvents: UIEvent,
    KeyboardEvent: KeyboardEvent, FocusEvent: FocusEvent, MessageEvent: MessageEvent,
    HashChangeEvent: HashChangeEvent, StorageEvent: StorageEvent, TextEvent: TextEvent,
    CompositionEvent: CompositionEvent, DragEvent: DragEvent, BeforeUnloadEvent: BeforeUnloadEvent,
  };
  for (const name of Object.keys(table)) {
    const event = document.createEvent(name);
    assert(event instanceof table[name], name);
    assert.equal(Object.getPrototypeOf(event), table[name].prototype, name + " prototype");
    assert.equal(event.type, "", name + " type");
    assert.equal(event.isTrusted, false);
  }
  for (const name of ["TouchEvent", "DeviceMotionEvent", "KeyEvents", "PopStateEvent", "", "nope"]) {
    assert.throws(() => document.createEvent(name), "NotSupportedError", name);
  }
  assert.throws(() => document.createEvent(), "TypeError");
});

test("uninitialized events cannot be dispatched", () => {
  const event = document.createEvent("Event");
  const error = assert.throws(() => document.body.dispatchEvent(event), "InvalidStateError");
  assert.equal(error.code, 11);
  event.initEvent("go", true, true);
  assert.equal(document.body.dispatchEvent(event), true);
  const text = document.createEvent("TextEvent");
  text.initTextEvent("textInput", true, true, window, "typed");
  assert.equal(text.data, "typed");
  const unload = document.createEvent("BeforeUnloadEvent");
  assert.equal(unload.returnValue, "", "the string returnValue shadows Event's");
  unload.returnValue = "Leave?";
  assert.equal(unload.returnValue, "Leave?");
});

test("brand checks and no constructors for legacy-only interfaces", () => {
  const getter = Object.getOwnPropertyDescriptor(MouseEvent.prototype, "clientX").get;
  assert.throws(() => getter.call(new Event("x")), "TypeError");
  assert.throws(() => getter.call(new KeyboardEvent("x")), "TypeError");
  assert.equal(getter.call(new PointerEvent("x", { clientX: 5 })), 5, "subclass instance passes");
  assert.throws(() => CustomEvent.prototype.initCustomEvent.call(new Event("x"), "y"), "TypeError");
  assert.throws(() => new TextEvent("x"), "TypeError");
  assert.throws(() => new BeforeUnloadEvent("x"), "TypeError");
  assert.equal(typeof TouchEvent, "undefined");
});

test("the wrapper of a dispatched event keeps its subclass and identity", () => {
  const main = document.getElementById("main");
  const seen = [];
  const listener = (event) => seen.push(event);
  main.addEventListener("custom", listener);
  const event = new CustomEvent("custom", { detail: 1 });
  main.dispatchEvent(event);
  main.removeEventListener("custom", listener);
  assert.equal(seen.length, 1);
  assert.equal(seen[0], event, "the same wrapper inside the listener");
  assert(seen[0] instanceof CustomEvent);
});
