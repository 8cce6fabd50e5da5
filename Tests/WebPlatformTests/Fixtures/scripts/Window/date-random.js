// Date follows the virtual clock (epoch 2024-01-01T00:00:00Z); Math.random is seeded.

const epoch = 1704067200000;

test("Date.now() and new Date() read the event loop's clock", () => {
  assert.equal(performance.timeOrigin, epoch);
  assert.equal(Date.now(), epoch + Math.floor(performance.now()));
  assert.equal(new Date().getTime(), Date.now());
  assert.equal(new Date().toISOString(), "2024-01-01T00:00:00.000Z");
});

test("Date() without new is the current time as a string", () => {
  assert.equal(typeof Date(), "string");
  assert.equal(Date(), new Date(Date.now()).toString());
  assert.equal(Date(0), Date(), "arguments are ignored");
});

test("the other Date forms are the engine's", () => {
  assert.equal(new Date(0).getTime(), 0);
  assert.equal(new Date("2020-01-02T03:04:05Z").getTime(), 1577934245000);
  assert.equal(new Date(2020, 0, 1).getFullYear(), 2020);
  assert.equal(new Date(2020, 5).getMonth(), 5);
  assert.equal(Date.UTC(2020, 0, 1), 1577836800000);
  assert.equal(Date.parse("2020-01-01T00:00:00Z"), 1577836800000);
  assert(new Date() instanceof Date);
  assert.equal(Object.prototype.toString.call(new Date()), "[object Date]");
  assert.equal(Date.prototype.constructor, Date);
  assert.equal(Date.length, 7);
  assert.equal(Date.name, "Date");
  assert(isNaN(new Date("not a date").getTime()));
});

test("subclasses of Date work", () => {
  class Stamp extends Date {
    label() { return "stamp:" + this.getTime(); }
  }
  const now = new Stamp();
  assert(now instanceof Stamp);
  assert(now instanceof Date);
  assert.equal(now.label(), "stamp:" + Date.now());
  assert.equal(new Stamp(5).getTime(), 5);
});

asyncTest("the clock moves with timers", async () => {
  const before = Date.now();
  await new Promise((resolve) => setTimeout(resolve, 1234));
  assert.equal(Date.now() - before, 1234);
  assert.equal(new Date().getTime(), Date.now());
});

test("Math.random gives doubles in [0, 1) that vary", () => {
  const values = [];
  for (let i = 0; i < 1000; i++) { values.push(Math.random()); }
  assert(values.every((value) => value >= 0 && value < 1));
  assert(new Set(values).size > 990);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  assert(mean > 0.4 && mean < 0.6, "mean " + mean);
  assert.equal(Math.random.name, "random");
});
