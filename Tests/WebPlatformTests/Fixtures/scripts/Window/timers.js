// Timers on the virtual clock: ordering, nesting clamps, arguments, clearing, animation
// frames, idle callbacks, microtasks, and errors thrown by callbacks.

test("timer ids are positive, increasing, and shared by setTimeout and setInterval", () => {
  const a = setTimeout(() => {}, 10);
  const b = setInterval(() => {}, 10);
  const c = setTimeout(() => {}, 10);
  assert(a > 0);
  assert.equal(b, a + 1);
  assert.equal(c, b + 1);
  clearTimeout(a);
  clearInterval(b);
  clearTimeout(c);
});

test("setTimeout needs a handler; clearing unknown ids is harmless", () => {
  assert.throws(() => setTimeout(), "TypeError");
  assert.throws(() => setInterval(), "TypeError");
  clearTimeout(123456);
  clearTimeout();
  clearInterval(undefined);
});

asyncTest("timers run in due order, ties in scheduling order, on virtual time", async () => {
  const t0 = performance.now();
  const order = [];
  await new Promise((resolve) => {
    setTimeout(() => order.push("c@" + (performance.now() - t0)), 30);
    setTimeout(() => order.push("a@" + (performance.now() - t0)), 10);
    setTimeout(() => order.push("b@" + (performance.now() - t0)), 10);
    setTimeout(() => order.push("zero@" + (performance.now() - t0)), 0);
    setTimeout(() => { order.push("end"); resolve(); }, 40);
  });
  assert.deepEqual(order, ["zero@0", "a@10", "b@10", "c@30", "end"]);
});

asyncTest("nested zero-delay timers are clamped to 4 ms past five levels", async () => {
  const t0 = performance.now();
  const times = [];
  await new Promise((resolve) => {
    const step = (level) => {
      times.push(performance.now() - t0);
      if (level < 8) { setTimeout(step, 0, level + 1); } else { resolve(); }
    };
    setTimeout(step, 0, 1);
  });
  assert.deepEqual(times, [0, 0, 0, 0, 0, 0, 4, 8]);
});

asyncTest("extra arguments are passed and this is the window", async () => {
  const result = await new Promise((resolve) => {
    setTimeout(function (a, b) { resolve([this === window, a, b]); }, 5, "x", 42);
  });
  assert.deepEqual(result, [true, "x", 42]);
});

asyncTest("a string handler is compiled when the timer fires", async () => {
  globalThis.fromString = 0;
  await new Promise((resolve) => {
    globalThis.resolveString = resolve;
    setTimeout("fromString = 7; resolveString();", 1);
    assert.equal(globalThis.fromString, 0);
  });
  assert.equal(globalThis.fromString, 7);
});

asyncTest("clearTimeout cancels; setInterval repeats every period until cleared", async () => {
  let fired = false;
  const id = setTimeout(() => { fired = true; }, 5);
  clearTimeout(id);
  const t0 = performance.now();
  const ticks = [];
  await new Promise((resolve) => {
    const interval = setInterval(() => {
      ticks.push(performance.now() - t0);
      if (ticks.length === 3) {
        clearInterval(interval);
        setTimeout(resolve, 100);
      }
    }, 20);
  });
  assert.equal(fired, false);
  assert.deepEqual(ticks, [20, 40, 60]);
});

asyncTest("a 5 second timeout completes in virtual time", async () => {
  const before = Date.now();
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 5000));
  assert.equal(performance.now() - t0, 5000);
  assert.equal(Date.now() - before, 5000);
});

asyncTest("requestAnimationFrame runs at the next frame with the frame time", async () => {
  let cancelledRan = false;
  const cancelled = requestAnimationFrame(() => { cancelledRan = true; });
  cancelAnimationFrame(cancelled);
  const stamps = await new Promise((resolve) => {
    requestAnimationFrame((first) => {
      requestAnimationFrame((second) => resolve([first, second, performance.now()]));
    });
  });
  assert.equal(cancelledRan, false);
  assert(stamps[0] > 0, "the first frame comes after the page's first");
  assert(Math.abs(stamps[1] - stamps[0] - 1000 / 60) < 0.001, "one frame apart");
  assert.equal(stamps[2], stamps[1]);
});

test("requestAnimationFrame needs a function", () => {
  assert.throws(() => requestAnimationFrame(), "TypeError");
  assert.throws(() => requestAnimationFrame("code"), "TypeError");
});

asyncTest("requestIdleCallback passes an IdleDeadline; cancelIdleCallback cancels", async () => {
  let cancelledRan = false;
  cancelIdleCallback(requestIdleCallback(() => { cancelledRan = true; }));
  const seen = await new Promise((resolve) => {
    requestIdleCallback((deadline) => {
      resolve({
        deadline: deadline, remaining: deadline.timeRemaining(), didTimeout: deadline.didTimeout
      });
    }, { timeout: 1000 });
  });
  assert.equal(cancelledRan, false);
  assert(seen.deadline instanceof IdleDeadline);
  assert.equal(seen.didTimeout, false);
  assert(seen.remaining > 0 && seen.remaining <= 50, "at most 50 ms: " + seen.remaining);
});

asyncTest("queueMicrotask runs after the current script, in order, before timers", async () => {
  const order = [];
  await new Promise((resolve) => {
    setTimeout(() => { order.push("timeout"); resolve(); }, 0);
    queueMicrotask(() => order.push("micro1"));
    Promise.resolve().then(() => order.push("promise"));
    queueMicrotask(() => order.push("micro2"));
    order.push("sync");
  });
  assert.deepEqual(order, ["sync", "micro1", "promise", "micro2", "timeout"]);
});

test("queueMicrotask needs a function", () => {
  assert.throws(() => queueMicrotask(), "TypeError");
  assert.throws(() => queueMicrotask(1), "TypeError");
});

asyncTest("an exception in a timer reaches window.onerror, which can handle it", async () => {
  const seen = await new Promise((resolve) => {
    window.onerror = function (message, source, lineno, colno, error) {
      resolve({ self: this, message, source, lineno, colno, error });
      return true;
    };
    setTimeout(() => { throw new RangeError("timer boom"); }, 1);
  });
  window.onerror = null;
  assert.equal(seen.self, window);
  assert.equal(seen.message, "RangeError: timer boom");
  assert.equal(seen.source, "Window/timers.js");
  assert.equal(seen.lineno, 153);
  assert(seen.colno > 0);
  assert(seen.error instanceof RangeError);
});

asyncTest("a throwing timer does not stop the others", async () => {
  const order = [];
  const handle = (event) => { if (event.message === "Error: first") { event.preventDefault(); } };
  window.addEventListener("error", handle);
  await new Promise((resolve) => {
    setTimeout(() => { order.push(1); throw new Error("first"); }, 2);
    setTimeout(() => { order.push(2); resolve(); }, 2);
  });
  window.removeEventListener("error", handle);
  assert.deepEqual(order, [1, 2]);
});
