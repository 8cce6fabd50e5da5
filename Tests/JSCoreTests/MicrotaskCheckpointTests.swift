import Foundation
import JSCore
import Testing

/// Microtask checkpoints as one entry into the engine (issue 20): the execution time limit
/// stops jobs that queue jobs forever, the machine stays usable, and jobs run when the engine
/// would have run them — after the outermost call from Swift, never inside a native function.
@Suite struct MicrotaskCheckpointTests {
  /// The seconds `body` takes.
  static func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
  }

  @Test func aJobThatQueuesItselfIsStoppedByTheTimeLimit() throws {
    let machine = VirtualMachine()
    #expect(machine.boundsMicrotaskCheckpoints)
    machine.setExecutionTimeLimit(0.3)
    defer { machine.setExecutionTimeLimit(nil) }
    let context = JSContext(virtualMachine: machine)
    let elapsed = try Self.seconds {
      // The script itself ends; its jobs are what loop.
      _ = try context.evaluateScript(
        "globalThis.n = 0; (function spin() { n++; Promise.resolve().then(spin); })(); 'done'")
    }
    #expect(elapsed < 3, "took \(elapsed) s")
    #expect(machine.takeStoppedMicrotaskCheckpoints() == 1)
    #expect(machine.takeStoppedMicrotaskCheckpoints() == 0)
    #expect(try context.evaluateScript("n").toDouble() > 1)
    // The machine is usable, and jobs run again.
    _ = try context.evaluateScript("globalThis.after = 0; Promise.resolve(5).then(v => after = v)")
    #expect(try context.evaluateScript("after").toDouble() == 5)
    #expect(machine.takeStoppedMicrotaskCheckpoints() == 0)
  }

  @Test func anExplicitCheckpointSaysWhenItWasStopped() throws {
    let machine = VirtualMachine()
    machine.setExecutionTimeLimit(0.3)
    defer { machine.setExecutionTimeLimit(nil) }
    let context = JSContext(virtualMachine: machine)
    // Read as a property from Swift: the jobs the getter queues wait for a checkpoint.
    _ = try context.evaluateScript(
      """
      globalThis.o = { get x() { (function spin() { Promise.resolve().then(spin); })(); return 1; } }
      """)
    #expect(context.globalObject.property("o").property("x").toDouble() == 1)
    #expect(machine.takeStoppedMicrotaskCheckpoints() == 0)
    #expect(!context.drainMicrotasks())
    #expect(machine.takeStoppedMicrotaskCheckpoints() == 1)
    #expect(context.drainMicrotasks())
    // Settling a promise from Swift is an outermost call: its checkpoint follows it.
    let (promise, resolve, _) = try context.deferredPromise()
    try context.globalObject.set("p", promise)
    _ = try context.evaluateScript("p.then(function spin() { Promise.resolve().then(spin); })")
    try resolve.call(arguments: [context.number(1)])
    #expect(machine.takeStoppedMicrotaskCheckpoints() == 1)
  }

  /// Jobs queued by script that a native function calls back into run after the outermost
  /// call, as the engine's own draining runs them: not when the native function's inner call
  /// returns.
  @Test func jobsWaitForTheOutermostCall() throws {
    let context = JSContext()
    let inner = try context.evaluateScript(
      "(function () { Promise.resolve().then(() => log.push('job')); log.push('inner'); })")
    let native = context.makeFunction(name: "native") { _ in
      try inner.call()
      return .undefined
    }
    try context.globalObject.set("native", native)
    _ = try context.evaluateScript("globalThis.log = []; native(); log.push('after native');")
    #expect(try context.evaluateScript("log.join(',')").toString() == "inner,after native,job")
  }

  /// A getter read from Swift whose native function calls into script: no checkpoint runs
  /// while the getter is on the stack.
  @Test func noCheckpointWhileAGetterRuns() throws {
    let context = JSContext()
    let inner = try context.evaluateScript(
      "(function () { Promise.resolve().then(() => log.push('job')); })")
    let native = context.makeFunction(name: "native") { _ in
      try inner.call()
      return .undefined
    }
    try context.globalObject.set("native", native)
    _ = try context.evaluateScript(
      "globalThis.log = []; globalThis.o = { get x() { native(); log.push('getter'); return 1; } }")
    _ = context.globalObject.property("o").property("x")
    // The job waits for the next checkpoint (had one run inside the native function, "job"
    // would come first).
    #expect(try context.evaluateScript("log.join(',')").toString() == "getter")
    context.drainMicrotasks()
    #expect(try context.evaluateScript("log.join(',')").toString() == "getter,job")
  }

  /// Once the limit stopped a call inside a native function that swallowed it, the script
  /// around it is stopped too (it cannot catch the stop), and the next call runs normally.
  @Test func aStopSwallowedByANativeFunctionStillEndsTheCall() throws {
    let machine = VirtualMachine()
    machine.setExecutionTimeLimit(0.3)
    defer { machine.setExecutionTimeLimit(nil) }
    let context = JSContext(virtualMachine: machine)
    let looping = try context.evaluateScript("(function () { for (;;) {} })")
    let swallowing = context.makeFunction(name: "swallowing") { _ in
      _ = try? looping.call()
      return .undefined
    }
    try context.globalObject.set("swallowing", swallowing)
    let elapsed = Self.seconds {
      do {
        _ = try context.evaluateScript(
          "for (;;) { try { swallowing(); } catch (e) {} }")
        Issue.record("not stopped")
      } catch let error as JSException {
        #expect(error.isTimeLimit)
      } catch {
        Issue.record("unexpected \(error)")
      }
    }
    #expect(elapsed < 3, "took \(elapsed) s")
    #expect(try context.evaluateScript("6 * 7").toDouble() == 42)
  }

  /// Jobs still queued when the machine goes are dropped, never run.
  @Test func queuedJobsAreDroppedWithTheMachine() throws {
    var ran = false
    do {
      let machine = VirtualMachine()
      let context = JSContext(virtualMachine: machine)
      let mark = context.makeFunction(name: "mark") { _ in
        ran = true
        return .undefined
      }
      try context.globalObject.set("mark", mark)
      let (promise, _, _) = try context.deferredPromise()
      try context.globalObject.set("p", promise)
      // Queued from a getter read from Swift: no checkpoint follows.
      _ = try context.evaluateScript(
        "globalThis.o = { get x() { Promise.resolve().then(mark); return 1; } }")
      _ = context.globalObject.property("o").property("x")
    }
    #expect(!ran)
  }
}
