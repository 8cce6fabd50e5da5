test("primitives and wrappers", () => {
  assert.equal(structuredClone(1), 1);
  assert.equal(structuredClone("s"), "s");
  assert.equal(structuredClone(null), null);
  assert.equal(structuredClone(undefined), undefined);
  assert.equal(structuredClone(10n), 10n);
  assert.equal(structuredClone(new Number(3)).valueOf(), 3);
});

test("objects, arrays and cycles", () => {
  const input = { a: [1, { b: 2 }], d: new Date(5), r: /x+/gi };
  input.self = input;
  input.a.push(input.a);
  const clone = structuredClone(input);
  assert(clone !== input);
  assert(clone.self === clone);
  assert(clone.a[2] === clone.a);
  assert.equal(clone.a[1].b, 2);
  assert(clone.d instanceof Date);
  assert.equal(clone.d.getTime(), 5);
  assert.equal(clone.r.source, "x+");
  assert.equal(clone.r.flags, "gi");
});

test("Map, Set, ArrayBuffer and typed arrays", () => {
  const map = new Map([[1, { x: 1 }]]);
  const set = new Set(["a", map]);
  const clone = structuredClone({ map, set });
  assert.equal(clone.map.get(1).x, 1);
  assert(clone.set.has("a"));
  const buffer = new Uint8Array([1, 2, 3]).buffer;
  const bufferClone = structuredClone(buffer);
  assert(bufferClone !== buffer);
  assert.deepEqual(Array.from(new Uint8Array(bufferClone)), [1, 2, 3]);
  const typed = structuredClone(new Int16Array([-1, 7]));
  assert(typed instanceof Int16Array);
  assert.deepEqual(Array.from(typed), [-1, 7]);
});

test("errors", () => {
  const clone = structuredClone(new Error("boom"));
  assert(clone instanceof Error);
  assert.equal(clone.message, "boom");
});

test("DataCloneError for functions, symbols and DOM nodes", () => {
  assert.throws(() => structuredClone(() => 1), "DataCloneError");
  assert.throws(() => structuredClone(Symbol("s")), "DataCloneError");
  assert.throws(() => structuredClone({ node: document.body }), "DataCloneError");
  assert.throws(() => structuredClone(), "TypeError");
});
