// The console namespace as scripts see it (what it records is checked by
// Window/WindowConsoleTests.swift).

const methods = [
  "log", "info", "warn", "error", "debug", "trace", "table", "group", "groupCollapsed",
  "groupEnd", "time", "timeLog", "timeEnd", "assert", "count", "countReset", "dir", "dirxml",
  "clear",
];

test("console is a namespace object", () => {
  assert.equal(Object.prototype.toString.call(console), "[object console]");
  assert.equal(Object.getPrototypeOf(console), Object.prototype);
  assert.equal(typeof console, "object");
  assert.equal(window.console, console);
});

test("every console method exists, is named, and returns undefined", () => {
  for (const name of methods) {
    assert.equal(typeof console[name], "function", name);
    assert.equal(console[name].name, name);
  }
  assert.equal(console.log("hello"), undefined);
  assert.equal(console.table([{ a: 1 }]), undefined);
  assert.equal(console.assert(true), undefined);
});

test("console methods are writable, enumerable own properties", () => {
  const descriptor = Object.getOwnPropertyDescriptor(console, "log");
  assert(descriptor.writable && descriptor.enumerable && descriptor.configurable);
  assert(Object.keys(console).includes("warn"));
});

test("console methods work detached and with any arguments", () => {
  const log = console.log;
  log("detached", 1, { a: [1, 2] }, null, undefined, Symbol("s"));
  console.count();
  console.count();
  console.countReset();
  console.time("t");
  console.timeLog("t", "extra");
  console.timeEnd("t");
  console.timeEnd("never started");
  console.group("outer");
  console.groupEnd();
  console.groupEnd();
  console.dir(document.body);
  console.dirxml(document.body);
});

test("the global console can be replaced", () => {
  const descriptor = Object.getOwnPropertyDescriptor(window, "console");
  assert(descriptor.writable && descriptor.configurable && !descriptor.enumerable);
  const saved = console;
  window.console = { log() {} };
  assert.equal(typeof console.log, "function");
  window.console = saved;
  assert.equal(Object.prototype.toString.call(console), "[object console]");
});
