// History on https://example.com/page.html: pushState/replaceState change the URL in place
// and keep a clone of the state; traversals fire popstate.

test("the initial entry", () => {
  assert(history instanceof History);
  assert.equal(window.history, history);
  assert.equal(history.length, 1);
  assert.equal(history.state, null);
  assert.equal(history.scrollRestoration, "auto");
});

test("pushState changes the URL, the length and the state (a structured clone)", () => {
  const state = { page: 2, list: [1, 2], when: new Date(0) };
  history.pushState(state, "", "/page2.html?x=1");
  assert.equal(location.href, "https://example.com/page2.html?x=1");
  assert.equal(document.URL, location.href);
  assert.equal(history.length, 2);
  assert.deepEqual(history.state, state);
  assert(history.state !== state, "a clone");
  assert(history.state.when instanceof Date);
  assert.equal(history.state, history.state);
});

test("replaceState changes the current entry", () => {
  history.replaceState({ replaced: true }, "", "page3.html");
  assert.equal(location.pathname, "/page3.html");
  assert.equal(history.length, 2);
  assert.deepEqual(history.state, { replaced: true });
  history.replaceState(null, "");
  assert.equal(history.state, null);
  assert.equal(location.pathname, "/page3.html");
});

test("pushState errors", () => {
  assert.throws(() => history.pushState({}, "", "https://other.example/"), "SecurityError");
  assert.throws(() => history.pushState(() => 1, ""), "DataCloneError");
  assert.throws(() => history.pushState({ node: document.body }, ""), "DataCloneError");
  assert.throws(() => history.pushState({}), "TypeError");
  assert.equal(history.length, 2);
});

test("scrollRestoration accepts only its values", () => {
  history.scrollRestoration = "manual";
  assert.equal(history.scrollRestoration, "manual");
  history.scrollRestoration = "bogus";
  assert.equal(history.scrollRestoration, "manual");
  history.scrollRestoration = "auto";
});

asyncTest("back() fires popstate with the previous state, then forward()", async () => {
  history.pushState({ n: 1 }, "", "/one");
  history.pushState({ n: 2 }, "", "/two");
  const back = await new Promise((resolve) => {
    window.addEventListener("popstate", resolve, { once: true });
    history.back();
    assert.equal(location.pathname, "/two", "traversal happens in a task");
  });
  assert(back instanceof PopStateEvent);
  assert.deepEqual(back.state, { n: 1 });
  assert.equal(location.pathname, "/one");
  assert.deepEqual(history.state, { n: 1 });
  const forward = await new Promise((resolve) => {
    window.onpopstate = resolve;
    history.forward();
  });
  window.onpopstate = null;
  assert.deepEqual(forward.state, { n: 2 });
  assert.equal(location.pathname, "/two");
});

test("go() past the page's entries is only recorded", () => {
  const before = location.href;
  history.go(-50);
  history.go(0);
  assert.equal(location.href, before);
});
