// matchMedia and MediaQueryList on the default iPhone profile (viewport changes are driven
// from Swift: Window/WindowRuntimeTests.swift).

test("matchMedia evaluates against the device", () => {
  const list = matchMedia("(max-width: 600px)");
  assert(list instanceof MediaQueryList);
  assert(list instanceof EventTarget);
  assert.equal(list.matches, true);
  assert.equal(list.media, "(max-width: 600px)");
  assert.equal(matchMedia("(min-width: 1024px)").matches, false);
  assert.equal(matchMedia("(pointer: coarse)").matches, true);
  assert.equal(matchMedia("(hover: hover)").matches, false);
  assert.equal(matchMedia("(prefers-color-scheme: dark)").matches, false);
  assert.equal(matchMedia("(orientation: portrait)").matches, true);
  assert.equal(matchMedia("screen").matches, true);
  assert.equal(matchMedia("print").matches, false);
  assert.equal(matchMedia("(-webkit-min-device-pixel-ratio: 2)").matches, true);
});

test("matchMedia needs a query; each call makes a new list", () => {
  assert.throws(() => matchMedia(), "TypeError");
  assert(matchMedia("screen") !== matchMedia("screen"));
});

test("an unparseable query never matches and serializes as not all", () => {
  const list = matchMedia("screen and");
  assert.equal(list.matches, false);
  assert.equal(list.media, "not all");
});

test("an unknown feature is kept as written and never matches, even negated (WebKit)", () => {
  const list = matchMedia("(unknown)");
  assert.equal(list.matches, false);
  assert.equal(list.media, "(unknown)");
  assert.equal(matchMedia("not (unknown)").matches, false);
  assert.equal(matchMedia("(unknown) or (min-width: 1px)").matches, true);
});

test("listeners: addListener, removeListener, onchange", () => {
  const list = matchMedia("(max-width: 600px)");
  const listener = () => {};
  list.addListener(listener);
  list.addListener(null);
  list.removeListener(listener);
  assert.equal(list.onchange, null);
  list.onchange = listener;
  assert.equal(list.onchange, listener);
  let heard = 0;
  list.addListener(() => heard++);
  list.dispatchEvent(new Event("change"));
  assert.equal(heard, 1);
});

test("MediaQueryListEvent", () => {
  const event = new MediaQueryListEvent("change", { media: "(x)", matches: true });
  assert(event instanceof Event);
  assert.equal(event.media, "(x)");
  assert.equal(event.matches, true);
  assert.equal(new MediaQueryListEvent("change").media, "");
});
