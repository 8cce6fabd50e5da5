test("Headers", () => {
  const headers = new Headers({ "X-B": "2", "x-a": "1" });
  headers.append("X-A", "3");
  assert.equal(headers.get("x-a"), "1, 3");
  assert(headers.has("X-B"));
  headers.set("x-b", "9");
  headers.delete("x-c");
  assert.deepEqual([...headers], [["x-a", "1, 3"], ["x-b", "9"]]);
  assert.deepEqual([...headers.keys()], ["x-a", "x-b"]);
  headers.append("x-0", "z");
  assert.deepEqual([...headers.keys()], ["x-0", "x-a", "x-b"]);
  assert.equal(new Headers([["a", "b"]]).get("a"), "b");
  assert.equal(new Headers(headers).get("x-b"), "9");
  assert.throws(() => headers.append("bad name", "v"), "TypeError");
  assert.throws(() => new Headers([["a"]]), "TypeError");
  assert.equal(headers.get("nothing"), null);
});

asyncTest("Response constructor and body", async () => {
  const response = new Response("hello", { status: 201, statusText: "Made", headers: { "X-Y": "z" } });
  assert.equal(response.status, 201);
  assert.equal(response.ok, true);
  assert.equal(response.statusText, "Made");
  assert.equal(response.headers.get("content-type"), "text/plain;charset=UTF-8");
  assert(response.headers === response.headers);
  assert.equal(response.bodyUsed, false);
  const clone = response.clone();
  assert.equal(await response.text(), "hello");
  assert.equal(response.bodyUsed, true);
  let second = null;
  try { await response.text(); } catch (error) { second = error; }
  assert(second instanceof TypeError);
  const buffer = await clone.arrayBuffer();
  assert(buffer instanceof ArrayBuffer);
  assert.equal(buffer.byteLength, 5);
  assert.throws(() => new Response("", { status: 700 }), "RangeError");
  assert.equal(Response.error().type, "error");
  assert.equal(Response.error().status, 0);
  const json = Response.json({ a: 1 });
  assert.deepEqual(await json.json(), { a: 1 });
  const blob = await new Response(new Blob(["b"], { type: "text/x" })).blob();
  assert.equal(blob.type, "text/x");
  assert.equal(await blob.text(), "b");
  assert.equal(Response.redirect("https://a.test/", 301).headers.get("location"), "https://a.test/");
});

asyncTest("Request constructor and body", async () => {
  const request = new Request("data.json?x=1", { method: "post", body: "a=1", headers: { "X-T": "1" } });
  assert.equal(request.url, "https://example.com/data.json?x=1");
  assert.equal(request.method, "POST");
  assert.equal(request.mode, "cors");
  assert.equal(request.headers.get("x-t"), "1");
  assert(request.signal instanceof AbortSignal);
  const clone = request.clone();
  assert.equal(await request.text(), "a=1");
  assert.equal(request.bodyUsed, true);
  assert.equal(await clone.text(), "a=1");
  assert.throws(() => new Request("x", { method: "GET", body: "b" }), "TypeError");
  assert.throws(() => new Request("x", { mode: "bogus" }), "TypeError");
  assert.throws(() => new Request("https://u:p@a.test/"), "TypeError");
  const copy = new Request(new Request("https://a.test/", { method: "PUT" }));
  assert.equal(copy.method, "PUT");
});

asyncTest("fetch of data: URLs", async () => {
  const response = await fetch("data:text/plain;base64,aGk=");
  assert.equal(response.status, 200);
  assert.equal(response.ok, true);
  assert.equal(response.headers.get("content-type"), "text/plain");
  assert.equal(await response.text(), "hi");
  const json = await (await fetch("data:application/json,%7B%22a%22%3A%5B1%5D%7D")).json();
  assert.deepEqual(json, { a: [1] });
});

asyncTest("fetch of a missing resource rejects with Load failed", async () => {
  let failure = null;
  try { await fetch("https://example.com/missing.json"); } catch (error) { failure = error; }
  assert(failure instanceof TypeError);
  assert.equal(failure.message, "Load failed");
  let invalid = null;
  try { await fetch("http://[bad"); } catch (error) { invalid = error; }
  assert(invalid instanceof TypeError);
});

asyncTest("fetch with an AbortSignal", async () => {
  const controller = new AbortController();
  const pending = fetch("data:,x", { signal: controller.signal });
  controller.abort();
  let failure = null;
  try { await pending; } catch (error) { failure = error; }
  assert.equal(failure && failure.name, "AbortError");
  let already = null;
  try { await fetch("data:,x", { signal: AbortSignal.abort("why") }); } catch (error) { already = error; }
  assert.equal(already, "why");
});
