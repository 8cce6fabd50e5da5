test("atob and btoa", () => {
  assert.equal(btoa("hello"), "aGVsbG8=");
  assert.equal(atob("aGVsbG8="), "hello");
  assert.equal(atob(" aGVs bG8 "), "hello");
  assert.equal(btoa("\u00ff\u0000"), "/wA=");
  assert.equal(atob("/wA=").charCodeAt(0), 255);
  assert.throws(() => btoa("€"), "InvalidCharacterError");
  assert.throws(() => atob("a"), "InvalidCharacterError");
  assert.throws(() => atob(), "TypeError");
});

test("TextEncoder", () => {
  const encoder = new TextEncoder();
  assert.equal(encoder.encoding, "utf-8");
  const bytes = encoder.encode("é€");
  assert(bytes instanceof Uint8Array);
  assert.deepEqual(Array.from(bytes), [0xc3, 0xa9, 0xe2, 0x82, 0xac]);
  assert.equal(encoder.encode().length, 0);
  assert.deepEqual(Array.from(encoder.encode("\ud800")), [0xef, 0xbf, 0xbd]);
});

test("TextEncoder.encodeInto writes in place", () => {
  const buffer = new Uint8Array(8);
  const view = new Uint8Array(buffer.buffer, 2, 4);
  const result = new TextEncoder().encodeInto("aé€", view);
  assert.equal(result.read, 2);
  assert.equal(result.written, 3);
  assert.deepEqual(Array.from(buffer), [0, 0, 0x61, 0xc3, 0xa9, 0, 0, 0]);
  assert.throws(() => new TextEncoder().encodeInto("a", new Uint16Array(2)), "TypeError");
});

test("TextDecoder options and inputs", () => {
  const decoder = new TextDecoder();
  assert.equal(decoder.encoding, "utf-8");
  assert.equal(decoder.fatal, false);
  assert.equal(decoder.ignoreBOM, false);
  const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0xc3, 0xa9]);
  assert.equal(decoder.decode(bytes), "hé");
  assert.equal(decoder.decode(bytes.buffer), "hé");
  assert.equal(decoder.decode(new DataView(bytes.buffer, 3)), "hé");
  assert.equal(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes), "\ufeffhé");
  assert.equal(decoder.decode(), "");
  assert.equal(new TextDecoder("latin1").encoding, "windows-1252");
  assert.equal(new TextDecoder("utf-16le").decode(new Uint8Array([0x41, 0])), "A");
  assert.throws(() => new TextDecoder("no-such-encoding"), "RangeError");
  assert.equal(new TextDecoder().decode(new Uint8Array([0xff])), "\ufffd");
  assert.throws(() => new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array([0xff])), "TypeError");
  assert.throws(() => decoder.decode("text"), "TypeError");
});

test("TextDecoder stream option", () => {
  const decoder = new TextDecoder();
  const euro = [0xe2, 0x82, 0xac];
  assert.equal(decoder.decode(new Uint8Array(euro.slice(0, 2)), { stream: true }), "");
  assert.equal(decoder.decode(new Uint8Array(euro.slice(2)), { stream: true }), "€");
  assert.equal(decoder.decode(new Uint8Array([0xe2])), "\ufffd");
});
