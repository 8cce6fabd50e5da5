test("constructor from string, record and sequence", () => {
  assert.equal(new URLSearchParams("?a=1&b=x%20y&a=2").toString(), "a=1&b=x+y&a=2");
  assert.equal(new URLSearchParams({ x: "1", y: 2 }).toString(), "x=1&y=2");
  assert.equal(new URLSearchParams([["k", "v"], ["k", "w"]]).getAll("k").join(), "v,w");
  assert.equal(new URLSearchParams(new Map([["m", "n"]])).get("m"), "n");
  const copy = new URLSearchParams(new URLSearchParams("a=b"));
  assert.equal(copy.get("a"), "b");
  assert.equal(new URLSearchParams().size, 0);
  assert.throws(() => new URLSearchParams([["only-one"]]), "TypeError");
  assert.throws(() => new URLSearchParams([1]), "TypeError");
});

test("append, delete with value, get, getAll, has with value, set, size", () => {
  const params = new URLSearchParams("a=1&b=2&a=3");
  assert.equal(params.size, 3);
  params.append("c", "4");
  assert.equal(params.get("a"), "1");
  assert.equal(params.get("missing"), null);
  assert.deepEqual(params.getAll("a"), ["1", "3"]);
  assert(params.has("a"));
  assert(params.has("a", "3"));
  assert(!params.has("a", "9"));
  params.delete("a", "1");
  assert.deepEqual(params.getAll("a"), ["3"]);
  params.set("b", "x");
  params.set("a", "y");
  assert.equal(params.toString(), "b=x&a=y&c=4");
  params.delete("a");
  assert.equal(params.toString(), "b=x&c=4");
  assert.throws(() => params.append("x"), "TypeError");
});

test("sort and encoding", () => {
  const params = new URLSearchParams("z=1&a=2&m=3&a=1");
  params.sort();
  assert.equal(params.toString(), "a=2&a=1&m=3&z=1");
  const special = new URLSearchParams();
  special.append("q", "a&b=c é+");
  assert.equal(special.toString(), "q=a%26b%3Dc+%C3%A9%2B");
});

test("pair iteration", () => {
  const params = new URLSearchParams("a=1&b=2");
  assert.deepEqual([...params], [["a", "1"], ["b", "2"]]);
  assert.deepEqual([...params.keys()], ["a", "b"]);
  assert.deepEqual([...params.values()], ["1", "2"]);
  assert.deepEqual([...params.entries()], [["a", "1"], ["b", "2"]]);
  const seen = [];
  params.forEach((value, key, object) => { seen.push(key + value); assert(object === params); });
  assert.deepEqual(seen, ["a1", "b2"]);
  assert.equal(Object.prototype.toString.call(params), "[object URLSearchParams]");
});
