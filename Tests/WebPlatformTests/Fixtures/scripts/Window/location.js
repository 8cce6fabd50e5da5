// Location on https://example.com/page.html: components, identity, navigations (recorded, not
// followed: see Window/WindowRecordsTests.swift) and fragment navigations (applied).

test("components of the page URL", () => {
  assert.equal(location.href, "https://example.com/page.html");
  assert.equal(location.origin, "https://example.com");
  assert.equal(location.protocol, "https:");
  assert.equal(location.host, "example.com");
  assert.equal(location.hostname, "example.com");
  assert.equal(location.port, "");
  assert.equal(location.pathname, "/page.html");
  assert.equal(location.search, "");
  assert.equal(location.hash, "");
  assert.equal(location.toString(), location.href);
  assert.equal(String(location), location.href);
  assert.equal(`${location}`, location.href);
});

test("window.location and document.location are the same Location", () => {
  assert(location instanceof Location);
  assert.equal(window.location, location);
  assert.equal(document.location, location);
  assert.equal(Object.prototype.toString.call(location), "[object Location]");
  assert.equal(new Document().location, null);
});

test("navigating to another document is recorded and the page stays", () => {
  location.href = "/elsewhere";
  location.assign("https://other.example/a");
  location.replace("https://other.example/b");
  location.reload();
  location.search = "?q=1";
  location.pathname = "/other";
  window.location = "/put-forwards";
  document.location = "/document-put-forwards";
  assert.equal(location.href, "https://example.com/page.html");
  assert.equal(document.URL, "https://example.com/page.html");
});

test("invalid URLs throw", () => {
  assert.throws(() => { location.href = "http://[::1"; }, "TypeError");
  assert.throws(() => location.assign("http://[::1"), "SyntaxError");
  assert.throws(() => location.replace("http://[::1"), "SyntaxError");
  assert.throws(() => { location.protocol = "1nvalid"; }, "SyntaxError");
  assert.throws(() => location.assign(), "TypeError");
});

test("setting the hash is a fragment navigation: the URL changes in place", () => {
  location.hash = "top";
  assert.equal(location.hash, "#top");
  assert.equal(location.href, "https://example.com/page.html#top");
  assert.equal(document.URL, "https://example.com/page.html#top");
  location.href = "#middle";
  assert.equal(location.hash, "#middle");
  assert.equal(history.length, 3);
});

asyncTest("a fragment navigation fires hashchange (a HashChangeEvent) later", async () => {
  const events = [];
  const listener = (event) => events.push(event);
  window.addEventListener("hashchange", listener);
  const before = location.href;
  location.hash = "#section";
  assert.equal(events.length, 0, "queued, not fired synchronously");
  await new Promise((resolve) => setTimeout(resolve, 10));
  window.removeEventListener("hashchange", listener);
  const event = events.find((e) => e.newURL.endsWith("#section"));
  assert(event instanceof HashChangeEvent);
  assert.equal(event.oldURL, before);
  assert.equal(event.newURL, "https://example.com/page.html#section");
  assert.equal(event.target, window);
  assert.equal(event.bubbles, false);
});

asyncTest("window.onhashchange receives hashchange", async () => {
  const event = await new Promise((resolve) => {
    window.onhashchange = resolve;
    location.hash = "#handler";
  });
  window.onhashchange = null;
  assert.equal(event.type, "hashchange");
});
