// JavaScriptCore-layer benchmarks and a valgrind workload, kept out of actionjs-bench so the
// parser's peak-memory figures do not include loading JavaScriptCore.
import JSCore

#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic seconds.
func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

/// The cost of crossing from JavaScript into Swift: a native no-op method and a native getter,
/// side by side with the same done in pure JavaScript, in one run.
func runCrossing() {
  let context = JSContext()
  let nativeClass = JSNativeClass(name: "Thing")
  final class Thing { var value = 1.0 }
  let prototype = context.object()
  let noop = context.makeFunction(name: "noop") { _ in .undefined }
  let getter = context.makeFunction(name: "get value") { call in
    guard let thing = call.thisObject(of: nativeClass, as: Thing.self) else {
      throw JSThrow.typeError("Illegal invocation")
    }
    return .number(thing.value)
  }
  do {
    try prototype.defineProperty("noop", value: noop)
    try prototype.defineAccessor("value", getter: getter, setter: nil)
    try context.globalObject.set(
      "native", context.makeObject(of: nativeClass, carrying: Thing(), prototype: prototype))
    _ = try context.evaluateScript(
      """
      globalThis.js = { noop() {}, get value() { return 1; } };
      globalThis.bench = function (o, n, what) {
        let sum = 0;
        if (what === 'call') { for (let i = 0; i < n; i++) o.noop(); }
        else { for (let i = 0; i < n; i++) sum += o.value; }
        return sum;
      };
      """)
    let bench = try context.globalObject.get("bench")
    let native = try context.globalObject.get("native")
    let js = try context.globalObject.get("js")
    let n = 2_000_000.0
    func rate(_ object: JSValue, _ what: String) throws -> Double {
      var best = Double.infinity
      for _ in 0..<3 {
        let start = now()
        try bench.call(arguments: [object, context.number(n), context.string(what)])
        best = min(best, now() - start)
      }
      return n / best
    }
    let nativeCall = try rate(native, "call")
    let jsCall = try rate(js, "call")
    let nativeGet = try rate(native, "get")
    let jsGet = try rate(js, "get")
    print(
      String(
        format: """
          native no-op method: %.1f M calls/s   pure JS method: %.1f M calls/s   ratio %.1f×
          native getter:       %.1f M gets/s    pure JS getter: %.1f M gets/s    ratio %.1f×
          """, nativeCall / 1e6, jsCall / 1e6, jsCall / nativeCall, nativeGet / 1e6, jsGet / 1e6,
        jsGet / nativeGet))
  } catch {
    print("crossing benchmark failed: \(error)")
  }
}

/// What a global variable read costs when the global object is an instance of a C API class
/// (as the window is: it must carry the `Window` and have `Window.prototype` in its chain)
/// against a plain global object (whose prototype JavaScriptCore does not let anyone change),
/// side by side in one run: reads of `Math` and `Array` in a function, and the same reads of
/// local aliases.
func runGlobals() {
  let source = """
    (function () {
      const n = 2000000;
      let x = 0, best = { global: Infinity, local: Infinity };
      for (let round = 0; round < 3; round++) {
        let t0 = Date.now();
        for (let i = 0; i < n; i++) { x += Math.abs(i) + (Array.isArray(x) ? 1 : 0); }
        let t1 = Date.now();
        const M = Math, A = Array;
        for (let i = 0; i < n; i++) { x += M.abs(i) + (A.isArray(x) ? 1 : 0); }
        let t2 = Date.now();
        best.global = Math.min(best.global, t1 - t0);
        best.local = Math.min(best.local, t2 - t1);
      }
      return [best.global * 1e6 / (2 * n), best.local * 1e6 / (2 * n)];
    })()
    """
  func nanoseconds(in context: JSContext) -> (global: Double, local: Double)? {
    guard let result = try? context.evaluateScript(source),
      let global = try? result.get("0").toNumber(),
      let local = try? result.get("1").toNumber()
    else { return nil }
    return (global, local)
  }
  let machine = VirtualMachine()
  let plain = JSContext(virtualMachine: machine)
  let classed = JSContext(
    virtualMachine: machine,
    globalClass: JSNativeClass(globalObjectClassNamed: "Window", interceptsWrites: true))
  guard let a = nanoseconds(in: plain), let b = nanoseconds(in: classed) else {
    print("globals benchmark failed")
    return
  }
  print(
    String(
      format: """
        plain global object:       global read %.1f ns   local read %.1f ns
        C API class global object: global read %.1f ns   local read %.1f ns   global reads %.1f× the plain one's
        """, a.global, a.local, b.global, b.local, b.global / a.global))
}

/// A small JSCore workload for `valgrind --leak-check=full`: contexts, native functions and
/// objects, exceptions, promises, typed arrays, the time limit; then everything is released.
func runJSCoreSmoke() {
  final class Payload {}
  let machine = VirtualMachine()
  machine.setExecutionTimeLimit(5)
  let nativeClass = JSNativeClass(name: "Payload")
  for _ in 0..<50 {
    let context = JSContext(virtualMachine: machine)
    let echo = context.makeFunction(name: "echo") { call in .value(call.argument(0)) }
    try? context.globalObject.set("echo", echo)
    try? context.globalObject.set(
      "payload", context.makeObject(of: nativeClass, carrying: Payload(), prototype: nil))
    try? context.trackUnhandledRejections()
    _ = try? context.evaluateScript(
      "echo(payload); Promise.reject(new Error('x')); [1,2].map(echo)")
    _ = try? context.evaluateScript("throw new TypeError('t')")
    _ = try? context.typedArray(.uint8, bytes: [1, 2, 3])
    _ = context.takeUnhandledRejections()
    _ = try? context.evaluateScript("({a: [1, null, {b: new Date(0)}]})").convertToPropertyList()
  }
  let sweeper = JSContext(virtualMachine: machine)
  for _ in 0..<3 { sweeper.collectGarbageSynchronously() }
  print(
    "jscore-smoke: live native objects \(machine.liveNativeObjectCount), live protected values \(machine.liveProtectedValueCount)"
  )
}

switch CommandLine.arguments.dropFirst().first {
case "crossing": runCrossing()
case "globals": runGlobals()
case "jscore-smoke": runJSCoreSmoke()
default:
  print(
    """
    usage: actionjs-jsbench crossing       native vs pure-JS method and getter calls per second
           actionjs-jsbench globals        a global variable read with a plain and a classed global
           actionjs-jsbench jscore-smoke   a small JSCore workload for valgrind --leak-check=full
    """)
  exit(2)
}
