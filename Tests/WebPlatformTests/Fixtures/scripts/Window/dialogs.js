// Simple dialogs, print, window.open and the browsing-context members (what is recorded is
// checked by Window/WindowRecordsTests.swift).

test("alert returns undefined", () => {
  assert.equal(alert("Hello"), undefined);
  assert.equal(alert(), undefined);
});

test("confirm answers true by default", () => {
  assert.equal(confirm("Sure?"), true);
  assert.equal(confirm(), true);
});

test("prompt answers its default value", () => {
  assert.equal(prompt("Name?", "Ann"), "Ann");
  assert.equal(prompt("Name?"), "");
  assert.equal(prompt(), "");
});

test("print returns undefined", () => {
  assert.equal(print(), undefined);
});

test("window.open returns null; an invalid URL is a SyntaxError", () => {
  assert.equal(window.open("https://example.org/", "_blank", "width=200"), null);
  assert.equal(open(), null);
  assert.throws(() => open("http://[bad"), "SyntaxError");
});

test("close, stop, focus, blur, moveTo, moveBy, resizeTo and resizeBy do nothing", () => {
  for (const name of ["close", "stop", "focus", "blur"]) {
    assert.equal(window[name](), undefined, name);
  }
  moveTo(10, 10);
  moveBy(1, 1);
  resizeTo(100, 100);
  resizeBy(1, 1);
  assert.equal(window.closed, false);
  assert.equal(innerWidth, 393);
});

test("browsing context members", () => {
  assert.equal(window.closed, false);
  assert.equal(window.opener, null);
  assert.equal(window.frameElement, null);
  assert.equal(window.length, 0);
  assert.equal(window.top, window);
  assert.equal(window.parent, window);
  assert.equal(window.frames, window);
  assert.equal(window.self, window);
});

test("window.length counts iframes", () => {
  const frame = document.body.appendChild(document.createElement("iframe"));
  assert.equal(window.length, 1);
  frame.remove();
  assert.equal(window.length, 0);
});

test("window.name and status are strings kept as set", () => {
  assert.equal(window.name, "");
  window.name = 42;
  assert.equal(window.name, "42");
  window.status = "busy";
  assert.equal(window.status, "busy");
});

test("origin and security", () => {
  assert.equal(window.origin, "https://example.com");
  assert.equal(window.isSecureContext, true);
  assert.equal(window.crossOriginIsolated, false);
});
