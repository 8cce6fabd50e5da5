asyncTest("Blob", async () => {
  const blob = new Blob(["ab", new Uint8Array([99]), new Blob(["d"])], { type: "Text/Plain" });
  assert.equal(blob.size, 4);
  assert.equal(blob.type, "text/plain");
  assert.equal(await blob.text(), "abcd");
  const buffer = await blob.arrayBuffer();
  assert.deepEqual(Array.from(new Uint8Array(buffer)), [97, 98, 99, 100]);
  const slice = blob.slice(1, -1, "x/y");
  assert.equal(slice.type, "x/y");
  assert.equal(await slice.text(), "bc");
  assert.equal(new Blob().size, 0);
  assert.equal(await new Blob(["a\r\nb"], { endings: "native" }).text(), "a\nb");
  assert.throws(() => new Blob("not a sequence"), "TypeError");
  assert(blob instanceof Blob);
});

test("File", () => {
  const file = new File(["x"], "name.txt", { type: "text/plain", lastModified: 42 });
  assert(file instanceof File);
  assert(file instanceof Blob);
  assert.equal(file.name, "name.txt");
  assert.equal(file.lastModified, 42);
  assert.equal(file.size, 1);
  assert.equal(file.webkitRelativePath, "");
  assert.equal(new File([], "a").lastModified, Date.now());
  assert.throws(() => new File(["x"]), "TypeError");
});

function read(method, blob, ...rest) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    const events = [];
    ["loadstart", "progress", "load", "loadend"].forEach((type) =>
      reader.addEventListener(type, () => events.push(type)));
    reader.onload = () => events.push("onload");
    reader.onerror = () => reject(reader.error);
    reader.onloadend = () => resolve({ result: reader.result, events, state: reader.readyState });
    reader[method](blob, ...rest);
    assert.equal(reader.readyState, FileReader.LOADING);
    assert.equal(reader.result, null);
  });
}

asyncTest("FileReader reads on the event loop", async () => {
  const blob = new Blob(["héllo"], { type: "text/plain" });
  const text = await read("readAsText", blob);
  assert.equal(text.result, "héllo");
  assert.equal(text.state, FileReader.DONE);
  assert.deepEqual(text.events, ["loadstart", "progress", "load", "onload", "loadend"]);
  assert.equal((await read("readAsDataURL", blob)).result, "data:text/plain;base64,aMOpbGxv");
  const buffer = (await read("readAsArrayBuffer", blob)).result;
  assert(buffer instanceof ArrayBuffer);
  assert.equal(buffer.byteLength, 6);
  assert.equal((await read("readAsBinaryString", blob)).result, "h\u00c3\u00a9llo");
  assert.equal((await read("readAsText", new Blob([new Uint8Array([0xe9])]), "latin1")).result, "é");
});

test("FileReader refuses a second read while loading", () => {
  const reader = new FileReader();
  reader.readAsText(new Blob(["a"]));
  assert.throws(() => reader.readAsText(new Blob(["b"])), "InvalidStateError");
  reader.abort();
  assert.equal(reader.readyState, FileReader.DONE);
  assert.throws(() => reader.readAsText("x"), "TypeError");
});
