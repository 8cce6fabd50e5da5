// performance: the clock and User Timing marks and measures.

test("now() and timeOrigin follow the virtual clock", () => {
  assert(performance instanceof Performance);
  assert(performance instanceof EventTarget);
  assert.equal(window.performance, performance);
  assert.equal(performance.now(), 0);
  assert.equal(performance.timeOrigin, 1704067200000);
  assert.deepEqual(performance.toJSON(), { timeOrigin: 1704067200000 });
});

test("marks", () => {
  const mark = performance.mark("start");
  assert(mark instanceof PerformanceMark);
  assert(mark instanceof PerformanceEntry);
  assert.equal(mark.name, "start");
  assert.equal(mark.entryType, "mark");
  assert.equal(mark.startTime, 0);
  assert.equal(mark.duration, 0);
  assert.equal(mark.detail, null);
  const later = performance.mark("later", { startTime: 25, detail: { step: 1 } });
  assert.equal(later.startTime, 25);
  assert.deepEqual(later.detail, { step: 1 });
  assert.throws(() => performance.mark("negative", { startTime: -1 }), "TypeError");
  assert.throws(() => performance.mark(), "TypeError");
  assert.deepEqual(mark.toJSON(), { name: "start", entryType: "mark", startTime: 0, duration: 0 });
});

test("measures", () => {
  const between = performance.measure("between", "start", "later");
  assert(between instanceof PerformanceMeasure);
  assert.equal(between.startTime, 0);
  assert.equal(between.duration, 25);
  const options = performance.measure("options", { start: 5, end: 15, detail: "d" });
  assert.equal(options.startTime, 5);
  assert.equal(options.duration, 10);
  assert.equal(options.detail, "d");
  const withDuration = performance.measure("duration", { start: "later", duration: 3 });
  assert.equal(withDuration.startTime, 25);
  assert.equal(withDuration.duration, 3);
  const toNow = performance.measure("to now");
  assert.equal(toNow.startTime, 0);
  assert.equal(toNow.duration, performance.now());
  assert.throws(() => performance.measure("missing", "no such mark"), "SyntaxError");
});

test("the timeline", () => {
  assert.deepEqual(performance.getEntriesByType("mark").map((e) => e.name), ["start", "later"]);
  assert.equal(performance.getEntriesByName("between").length, 1);
  assert.equal(performance.getEntriesByName("between", "mark").length, 0);
  assert.equal(performance.getEntries().length, 6);
  performance.clearMarks("start");
  assert.deepEqual(performance.getEntriesByType("mark").map((e) => e.name), ["later"]);
  performance.clearMeasures();
  assert.equal(performance.getEntriesByType("measure").length, 0);
  performance.clearMarks();
  assert.equal(performance.getEntries().length, 0);
});

test("new PerformanceMark() makes a mark without recording it", () => {
  const mark = new PerformanceMark("made", { startTime: 3 });
  assert.equal(mark.startTime, 3);
  assert.equal(performance.getEntriesByName("made").length, 0);
});

asyncTest("now() advances with virtual time", async () => {
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.equal(performance.now() - t0, 250);
});
