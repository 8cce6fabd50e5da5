// Child frames seen through window.frames / window[i] / window.length (the iframe element's
// contentDocument/contentWindow come with the HTMLIFrameElement interface).

test("frames are indexed on the window, in tree order", () => {
  const before = window.length;
  const a = document.createElement("iframe");
  const b = document.createElement("iframe");
  b.setAttribute("srcdoc", "<p id=greeting>Hi</p>");
  document.body.append(a, b);
  assert.equal(window.length, before + 2);
  assert.equal(frames.length, before + 2);
  const first = window[before], second = frames[before + 1];
  assert.equal(typeof first, "object");
  assert.same(window[before], first, "identity");
  assert.equal(first.document.URL, "about:blank");
  assert.equal(first.location.href, "about:blank");
  assert.equal(second.document.getElementById("greeting").textContent, "Hi");
  assert.equal(second.location.href, "about:srcdoc");
  assert.same(second.parent, window);
  assert.same(second.top, window);
  assert.same(second.frameElement, b);
  assert.equal(Object.prototype.toString.call(second), "[object Window]");
  assert.equal(window[before + 2], undefined);
  a.remove();
  b.remove();
  assert.equal(window.length, before);
  assert(first.closed, "a removed frame's window is closed");
});

test("a frame's document is a separate document of the same origin", () => {
  const frame = document.createElement("iframe");
  frame.setAttribute("srcdoc", "<title>Inner</title>");
  document.body.append(frame);
  const inner = frames[frames.length - 1];
  assert(inner.document !== document);
  assert.equal(inner.document.title, "Inner");
  assert.equal(inner.origin, window.origin);
  inner.document.body.textContent = "changed";
  assert.equal(inner.document.body.textContent, "changed");
  assert.equal(document.body.textContent.includes("changed"), false);
  frame.remove();
});

test("cross-origin frames throw a SecurityError", () => {
  const frame = document.createElement("iframe");
  frame.setAttribute("src", "https://elsewhere.example/page.html");
  document.body.append(frame);
  const other = frames[frames.length - 1];
  const error = assert.throws(() => other.document, "SecurityError");
  assert(error instanceof DOMException);
  assert(error.message.startsWith("Blocked a frame with origin "), error.message);
  assert(error.message.includes("from accessing a cross-origin frame."), error.message);
  assert.throws(() => other.location.href, "SecurityError");
  assert.throws(() => { other.expando = 1; }, "SecurityError");
  assert.same(other.parent, window);
  assert.same(other.window, other);
  assert.equal(other.closed, false);
  other.postMessage("hello", "*");
  frame.remove();
});

asyncTest("postMessage to a same-origin frame", async () => {
  const frame = document.createElement("iframe");
  document.body.append(frame);
  const inner = frames[frames.length - 1];
  const event = await new Promise((resolve) => {
    inner.addEventListener("message", resolve);
    inner.postMessage({ n: 1 }, "*");
  });
  assert.equal(event.data.n, 1);
  assert.equal(event.origin, window.origin);
  assert.same(event.source, window);
  frame.remove();
});
