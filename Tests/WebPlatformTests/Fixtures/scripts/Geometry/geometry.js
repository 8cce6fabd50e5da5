// page: basic.html
// DOMRect, DOMRectReadOnly, DOMRectList, DOMPoint and DOMPointReadOnly.

test("DOMRect values and derived edges", () => {
  const rect = new DOMRect(10, 20, -4, 8);
  assert(rect instanceof DOMRect && rect instanceof DOMRectReadOnly);
  assert.equal(Object.prototype.toString.call(rect), "[object DOMRect]");
  assert.deepEqual([rect.x, rect.y, rect.width, rect.height], [10, 20, -4, 8]);
  assert.deepEqual([rect.top, rect.right, rect.bottom, rect.left], [20, 10, 28, 6]);
  rect.x = 1;
  rect.width = 2;
  assert.deepEqual([rect.left, rect.right], [1, 3]);
  rect.y = NaN;
  assert(Number.isNaN(rect.top), "NaN propagates");
  const empty = new DOMRect();
  assert.deepEqual(empty.toJSON(), { x: 0, y: 0, width: 0, height: 0, top: 0, right: 0, bottom: 0, left: 0 });
  assert.equal(JSON.stringify(new DOMRect(1, 2, 3, 4)),
    '{"x":1,"y":2,"width":3,"height":4,"top":2,"right":4,"bottom":6,"left":1}');
  assert.equal(new DOMRect("3").x, 3, "unrestricted double conversion");
  assert.equal(new DOMRect(Infinity).x, Infinity);
});

test("DOMRectReadOnly is read-only", () => {
  const rect = new DOMRectReadOnly(1, 2, 3, 4);
  assert(!(rect instanceof DOMRect));
  rect.x = 100;
  assert.equal(rect.x, 1);
  assert.throws(() => { "use strict"; Object.getOwnPropertyDescriptor(DOMRect.prototype, "x").set.call(rect, 5); }, "TypeError");
  assert.equal(Object.getPrototypeOf(DOMRect.prototype), DOMRectReadOnly.prototype);
  assert.equal(Object.getPrototypeOf(DOMRect), DOMRectReadOnly);
});

test("fromRect", () => {
  const rect = DOMRect.fromRect({ x: 1, width: 5 });
  assert(rect instanceof DOMRect);
  assert.deepEqual([rect.x, rect.y, rect.width, rect.height], [1, 0, 5, 0]);
  const readOnly = DOMRectReadOnly.fromRect();
  assert(readOnly instanceof DOMRectReadOnly && !(readOnly instanceof DOMRect));
  assert.throws(() => DOMRect.fromRect(5), "TypeError");
});

test("DOMRectList", () => {
  const range = document.createRange();
  const list = range.getClientRects();
  assert(list instanceof DOMRectList);
  assert.equal(list.length, 0);
  assert.equal(list.item(0), null);
  assert.equal(list[0], undefined);
  assert.deepEqual([...list], []);
  assert.throws(() => new DOMRectList(), "TypeError");
});

test("DOMPoint", () => {
  const point = new DOMPoint(1, 2);
  assert.deepEqual([point.x, point.y, point.z, point.w], [1, 2, 0, 1]);
  point.z = 3;
  assert.deepEqual(point.toJSON(), { x: 1, y: 2, z: 3, w: 1 });
  const from = DOMPoint.fromPoint({ y: 5 });
  assert(from instanceof DOMPoint);
  assert.deepEqual([from.x, from.y, from.w], [0, 5, 1]);
  const readOnly = new DOMPointReadOnly(0, 0, 0, 2);
  readOnly.w = 9;
  assert.equal(readOnly.w, 2);
  assert(point instanceof DOMPointReadOnly);
  assert(DOMPointReadOnly.fromPoint() instanceof DOMPointReadOnly);
});

test("brand checks", () => {
  const getter = Object.getOwnPropertyDescriptor(DOMRectReadOnly.prototype, "top").get;
  assert.throws(() => getter.call({ x: 1 }), "TypeError");
  assert.throws(() => DOMRectReadOnly.prototype.toJSON.call(new DOMPoint()), "TypeError");
  assert.equal(getter.call(new DOMRect(0, 7)), 7);
});
