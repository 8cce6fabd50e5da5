test("constructor, base and components", () => {
  const url = new URL("../b/c?x=1#frag", "https://user:pw@example.com:8080/a/d");
  assert.equal(url.href, "https://user:pw@example.com:8080/b/c?x=1#frag");
  assert.equal(url.protocol, "https:");
  assert.equal(url.username, "user");
  assert.equal(url.password, "pw");
  assert.equal(url.host, "example.com:8080");
  assert.equal(url.hostname, "example.com");
  assert.equal(url.port, "8080");
  assert.equal(url.pathname, "/b/c");
  assert.equal(url.search, "?x=1");
  assert.equal(url.hash, "#frag");
  assert.equal(url.origin, "https://example.com:8080");
  assert.equal(String(url), url.href);
  assert.equal(JSON.stringify({ u: new URL("https://a.test/") }), '{"u":"https://a.test/"}');
  assert(url instanceof URL);
  assert.equal(Object.prototype.toString.call(url), "[object URL]");
});

test("invalid URLs throw a TypeError with WebKit's message", () => {
  const error = assert.throws(() => new URL("nope"), "TypeError");
  assert.equal(error.message, '"nope" cannot be parsed as a URL.');
  assert.throws(() => new URL("/x", "also-bad"), "TypeError");
  assert.throws(() => new URL(), "TypeError");
  const url = new URL("https://a.test/");
  assert.throws(() => { url.href = "bad"; }, "TypeError");
  assert.equal(url.href, "https://a.test/");
});

test("setters", () => {
  const url = new URL("http://example.com/path");
  url.protocol = "https";
  url.username = "me";
  url.password = "secret";
  url.hostname = "example.org";
  url.port = "444";
  url.pathname = "/other path";
  url.search = "q=a b";
  url.hash = "top";
  assert.equal(url.href, "https://me:secret@example.org:444/other%20path?q=a%20b#top");
  url.host = "h.test:81";
  assert.equal(url.host, "h.test:81");
  url.port = "443";
  assert.equal(url.port, "");
  url.href = "http://x.test/y";
  assert.equal(url.pathname, "/y");
});

test("searchParams is one live object, both ways", () => {
  const url = new URL("https://a.test/?a=1&b=2");
  const params = url.searchParams;
  assert(params === url.searchParams);
  params.append("c", "3 4");
  assert.equal(url.search, "?a=1&b=2&c=3+4");
  url.search = "?z=9";
  assert.equal(params.get("z"), "9");
  assert.equal(params.get("a"), null);
  params.delete("z");
  assert.equal(url.href, "https://a.test/");
});

test("canParse and parse", () => {
  assert.equal(URL.canParse("https://a.test"), true);
  assert.equal(URL.canParse("nope"), false);
  assert.equal(URL.canParse("/x", "https://a.test"), true);
  assert.equal(URL.parse("nope"), null);
  assert.equal(URL.parse("x", "https://a.test/dir/").href, "https://a.test/dir/x");
});

test("createObjectURL and revokeObjectURL", () => {
  const blob = new Blob(["hi"], { type: "text/plain" });
  const url = URL.createObjectURL(blob);
  assert(url.startsWith("blob:https://example.com/"), url);
  assert.equal(url.length, "blob:https://example.com/".length + 36);
  assert(URL.createObjectURL(blob) !== url);
  URL.revokeObjectURL(url);
  URL.revokeObjectURL("not a url");
  assert.throws(() => URL.createObjectURL({}), "TypeError");
});

asyncTest("blob URLs are fetchable until revoked", async () => {
  const url = URL.createObjectURL(new Blob(["payload"], { type: "text/plain" }));
  const response = await fetch(url);
  assert.equal(await response.text(), "payload");
  assert.equal(response.headers.get("content-type"), "text/plain");
  URL.revokeObjectURL(url);
  let failed = null;
  try { await fetch(url); } catch (error) { failed = error; }
  assert(failed instanceof TypeError);
  assert.equal(failed.message, "Load failed");
});
