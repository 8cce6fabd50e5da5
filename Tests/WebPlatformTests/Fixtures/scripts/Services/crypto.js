test("getRandomValues fills integer arrays in place", () => {
  const array = new Uint32Array(4);
  const returned = crypto.getRandomValues(array);
  assert(returned === array);
  assert(array.some((value) => value !== 0));
  const view = new Uint8Array(new ArrayBuffer(16), 4, 8);
  crypto.getRandomValues(view);
  assert(new Uint8Array(view.buffer, 0, 4).every((value) => value === 0));
  crypto.getRandomValues(new BigInt64Array(2));
  crypto.getRandomValues(new Int8Array(0));
});

test("getRandomValues refuses floats, non-views and large arrays", () => {
  assert.throws(() => crypto.getRandomValues(new Float32Array(2)), "TypeMismatchError");
  assert.throws(() => crypto.getRandomValues([1, 2]), "TypeError");
  assert.throws(() => crypto.getRandomValues(new Uint8Array(65537)), "QuotaExceededError");
});

test("randomUUID", () => {
  const uuid = crypto.randomUUID();
  assert(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(uuid), uuid);
  assert(crypto.randomUUID() !== uuid);
});

test("crypto object and subtle", () => {
  assert(crypto instanceof Crypto);
  assert(crypto === window.crypto);
  assert.equal("subtle" in crypto, false);
  assert.throws(() => new Crypto(), "TypeError");
});
