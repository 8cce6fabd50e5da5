import JSCore
import Testing

/// The Swift object behind a test interface.
private final class Counter {
  var value = 0
}

@Suite struct NativeClassTests {
  @Test func nativeFunctionsAndThrownErrors() throws {
    let context = JSContext()
    let twice = context.makeFunction(name: "twice", length: 1) { call in
      .number(try call.number(0) * 2)
    }
    try context.globalObject.set("twice", twice)
    #expect(try context.evaluateScript("twice(21)").toDouble() == 42)
    #expect(try context.evaluateScript("twice.name + twice.length").toString() == "twice1")
    #expect(
      try context.evaluateScript("twice.call(null, 2) + twice.apply(null, [3])").toDouble() == 10)
    #expect(try context.evaluateScript("typeof twice").toString() == "function")
    let fails = context.makeFunction(name: "fails") { _ in throw JSThrow.typeError("bad argument") }
    try context.globalObject.set("fails", fails)
    #expect(
      try context.evaluateScript(
        "try { fails() } catch (e) { e instanceof TypeError && e.message }"
      )
      .toString() == "bad argument")
  }

  @Test func interfaceWithPrototypeBrandCheckAndInstanceof() throws {
    let context = JSContext()
    let counterClass = JSNativeClass(name: "Counter")
    let prototype = context.object()
    let increment = context.makeFunction(name: "increment") { call in
      guard let counter = call.thisObject(of: counterClass, as: Counter.self) else {
        throw JSThrow.typeError("Illegal invocation")
      }
      counter.value += 1
      return .number(Double(counter.value))
    }
    try prototype.defineProperty("increment", value: increment, enumerable: true)
    let valueGetter = context.makeFunction(name: "get value") { call in
      guard let counter = call.thisObject(of: counterClass, as: Counter.self) else {
        throw JSThrow.typeError("Illegal invocation")
      }
      return .number(Double(counter.value))
    }
    try prototype.defineAccessor("value", getter: valueGetter, setter: nil)
    let constructor = try context.makeConstructor(name: "Counter", prototype: prototype) { call in
      context.makeObject(of: counterClass, carrying: Counter(), prototype: prototype)
    }
    try context.globalObject.set("Counter", constructor)
    let made = Counter()
    made.value = 10
    try context.globalObject.set(
      "c", context.makeObject(of: counterClass, carrying: made, prototype: prototype))
    #expect(try context.evaluateScript("c.increment(); c.increment(); c.value").toDouble() == 12)
    #expect(made.value == 12)
    #expect(try context.evaluateScript("c instanceof Counter").toBool())
    #expect(try context.evaluateScript("({}) instanceof Counter").toBool() == false)
    #expect(try context.evaluateScript("new Counter().increment()").toDouble() == 1)
    #expect(try context.evaluateScript("Counter.prototype.constructor === Counter").toBool())
    // A wrong `this` is a TypeError, not a crash.
    #expect(
      try context.evaluateScript(
        "try { Counter.prototype.increment.call({}) } catch (e) { e.name }"
      ).toString() == "TypeError")
    #expect(
      try context.evaluateScript(
        "try { Object.getOwnPropertyDescriptor(Counter.prototype, 'value').get.call(5) } catch (e) { e.name }"
      ).toString() == "TypeError")
    #expect(
      try context.globalObject.get("c").nativeObject(of: counterClass, as: Counter.self) === made)
  }

  @Test func illegalConstructor() throws {
    let context = JSContext()
    let prototype = context.object()
    try context.globalObject.set(
      "Node", try context.makeConstructor(name: "Node", prototype: prototype))
    #expect(
      try context.evaluateScript("try { new Node() } catch (e) { e.message }").toString()
        == "Illegal constructor")
    #expect(
      try context.evaluateScript("try { Node() } catch (e) { e.message }").toString()
        == "Illegal constructor")
  }

  @Test func derivedClassesPassTheParentBrandCheck() throws {
    let context = JSContext()
    let base = JSNativeClass(name: "Node")
    let derived = JSNativeClass(name: "Element", parent: base)
    let object = context.makeObject(of: derived, carrying: Counter(), prototype: nil)
    #expect(object.nativeObject(of: base, as: Counter.self) != nil)
    let other = context.makeObject(of: base, carrying: Counter(), prototype: nil)
    #expect(other.nativeObject(of: derived, as: Counter.self) == nil)
  }

  /// A global object class keeps its parent on the Swift side only (the engine would walk it
  /// on every global variable read): the global still passes its parent's brand checks, and
  /// no others.
  @Test func globalObjectPassesItsParentsBrandCheckFromSwift() throws {
    let base = JSNativeClass(name: "EventTarget")
    let unrelated = JSNativeClass(name: "Node")
    let windowClass = JSNativeClass(globalObjectClassNamed: "Window", parent: base)
    let window = Counter()
    let context = JSContext(
      virtualMachine: VirtualMachine(), globalClass: windowClass, carrying: window)
    let global = context.globalObject
    #expect(global.nativeObject(of: windowClass, as: Counter.self) === window)
    #expect(global.nativeObject(of: base, as: Counter.self) === window)
    #expect(global.nativeObject(of: unrelated, as: Counter.self) == nil)
    let value = context.makeFunction(name: "value") { call in
      guard let counter = call.thisObject(of: base, as: Counter.self) else {
        throw JSThrow.typeError("Illegal invocation")
      }
      counter.value += 1
      return .number(Double(counter.value))
    }
    try global.set("value", value)
    #expect(try context.evaluateScript("value() + value.call(this)").toDouble() == 3)
    #expect(
      try context.evaluateScript("try { value.call({}) } catch (e) { e.message }").toString()
        == "Illegal invocation")
    // An instance of the parent class is not a window.
    let other = context.makeObject(of: base, carrying: Counter(), prototype: nil)
    #expect(other.nativeObject(of: windowClass, as: Counter.self) == nil)
  }

  /// The object a global carries is released once its context is collected, with the global
  /// class the root of its chain for the engine (it runs the finalizer).
  @Test func globalsWithASwiftSideParentAreReleased() throws {
    final class Weak { weak var payload: Counter? }
    let machine = VirtualMachine()
    let windowClass = JSNativeClass(
      globalObjectClassNamed: "Window", parent: JSNativeClass(name: "EventTarget"))
    var references: [Weak] = []
    for _ in 0..<20 {
      let payload = Counter()
      let reference = Weak()
      reference.payload = payload
      references.append(reference)
      let context = JSContext(virtualMachine: machine, globalClass: windowClass, carrying: payload)
      _ = try? context.evaluateScript("var x = 1; x")
    }
    let sweeper = JSContext(virtualMachine: machine)
    for _ in 0..<3 { sweeper.collectGarbageSynchronously() }
    #expect(references.filter { $0.payload != nil }.count <= 2)  // a conservative stack scan
    #expect(machine.liveNativeObjectCount <= 2)
  }

  /// The finalizers of a class chain all run; the private data must be released once.
  @Test func derivedInstancesAreReleasedOnce() throws {
    let machine = VirtualMachine()
    let base = JSNativeClass(name: "Node")
    let derived = JSNativeClass(name: "Element", parent: base)
    let leaf = JSNativeClass(name: "HTMLElement", parent: derived)
    do {
      let context = JSContext(virtualMachine: machine)
      for _ in 0..<200 {
        _ = context.makeObject(of: leaf, carrying: Counter(), prototype: nil)
        _ = context.makeObject(of: derived, carrying: Counter(), prototype: nil)
      }
      for _ in 0..<3 { context.collectGarbageSynchronously() }
    }
    let sweeper = JSContext(virtualMachine: machine)
    for _ in 0..<3 { sweeper.collectGarbageSynchronously() }
    let live = machine.liveNativeObjectCount
    #expect(live >= 0 && live <= 4)
  }
}
