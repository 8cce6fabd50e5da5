function load(url, configure) {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const events = [];
    xhr.onreadystatechange = () => events.push("rs" + xhr.readyState);
    ["loadstart", "progress", "load", "error", "loadend"].forEach((type) =>
      xhr.addEventListener(type, (event) => {
        events.push(type);
        assert(event instanceof ProgressEvent);
      }));
    xhr.open("GET", url);
    if (configure) { configure(xhr); }
    xhr.onloadend = () => resolve({ xhr, events });
    xhr.send();
  });
}

asyncTest("text response on the event loop", async () => {
  const { xhr, events } = await load("data:text/plain;charset=utf-8,hello%20there");
  assert.equal(xhr.readyState, XMLHttpRequest.DONE);
  assert.equal(xhr.status, 200);
  assert.equal(xhr.statusText, "OK");
  assert.equal(xhr.responseText, "hello there");
  assert.equal(xhr.response, "hello there");
  assert.equal(xhr.responseURL, "data:text/plain;charset=utf-8,hello%20there");
  assert.equal(xhr.getResponseHeader("Content-Type"), "text/plain;charset=utf-8");
  assert(xhr.getAllResponseHeaders().includes("content-type: text/plain;charset=utf-8\r\n"));
  assert.equal(events[0], "rs1");
  assert(events.includes("loadstart") && events.includes("load") && events.includes("rs4"));
  assert.equal(events[events.length - 1], "loadend");
});

asyncTest("json, arraybuffer, blob and document response types", async () => {
  const json = await load("data:application/json,%7B%22a%22%3A1%7D", (x) => { x.responseType = "json"; });
  assert.deepEqual(json.xhr.response, { a: 1 });
  assert.throws(() => json.xhr.responseText, "InvalidStateError");
  const buffer = await load("data:,abc", (x) => { x.responseType = "arraybuffer"; });
  assert(buffer.xhr.response instanceof ArrayBuffer);
  assert.equal(buffer.xhr.response.byteLength, 3);
  const blob = await load("data:text/x,abc", (x) => { x.responseType = "blob"; });
  assert(blob.xhr.response instanceof Blob);
  assert.equal(blob.xhr.response.type, "text/x");
  const html = await load("data:text/html,<title>T</title><p id=x>hi</p>", (x) => { x.responseType = "document"; });
  const doc = html.xhr.response;
  assert(doc === html.xhr.responseXML);
  assert.equal(doc.title, "T");
  assert.equal(doc.getElementById("x").textContent, "hi");
  const overridden = await load("data:,<r><c/></r>", (x) => { x.overrideMimeType("application/xml"); });
  assert.equal(overridden.xhr.responseXML.documentElement.nodeName, "r");
});

asyncTest("a network error gives status 0 and an error event", async () => {
  const { xhr, events } = await load("https://example.com/missing");
  assert.equal(xhr.status, 0);
  assert.equal(xhr.readyState, 4);
  assert.equal(xhr.responseText, "");
  assert(events.includes("error"));
  assert(!events.includes("load"));
});

test("synchronous requests are answered at once", () => {
  const xhr = new XMLHttpRequest();
  xhr.open("GET", "data:,sync", false);
  xhr.send();
  assert.equal(xhr.readyState, 4);
  assert.equal(xhr.responseText, "sync");
  const failing = new XMLHttpRequest();
  failing.open("GET", "https://example.com/missing", false);
  assert.throws(() => failing.send(), "NetworkError");
  assert.throws(() => { xhr.open("GET", "data:,x", false); xhr.responseType = "json"; }, "InvalidAccessError");
});

test("state checks, headers, abort, upload", () => {
  const xhr = new XMLHttpRequest();
  assert.equal(xhr.readyState, XMLHttpRequest.UNSENT);
  assert.throws(() => xhr.send(), "InvalidStateError");
  assert.throws(() => xhr.setRequestHeader("a", "b"), "InvalidStateError");
  xhr.open("POST", "data:,x");
  xhr.setRequestHeader("X-Test", "1");
  xhr.timeout = 1000;
  assert.equal(xhr.timeout, 1000);
  xhr.withCredentials = true;
  assert.equal(xhr.withCredentials, true);
  assert(xhr.upload instanceof XMLHttpRequestUpload);
  assert(xhr.upload instanceof XMLHttpRequestEventTarget);
  assert(xhr.upload === xhr.upload);
  const events = [];
  xhr.onabort = () => events.push("abort");
  xhr.send("body");
  xhr.abort();
  assert(events.includes("abort"));
  assert.equal(xhr.readyState, XMLHttpRequest.UNSENT);
  assert.throws(() => xhr.open("GET", "http://[bad"), "SyntaxError");
});
