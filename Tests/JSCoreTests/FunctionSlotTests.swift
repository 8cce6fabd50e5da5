import JSCore
import Testing

/// A slot that adds its arguments and records the `this` it was called with.
private final class AddingSlot: JSFunctionSlot {
  var calls = 0
  override func call(_ call: JSCall) throws -> JSReturn {
    calls += 1
    if call.argumentCount == 0 { throw JSThrow.typeError("Not enough arguments") }
    var sum = 0.0
    for index in 0..<call.argumentCount { sum += try call.number(index) }
    return .number(sum)
  }
}

@Suite struct FunctionSlotTests {
  @Test func slotFunctionsAreRealFunctions() throws {
    let context = JSContext()
    let slot = AddingSlot(name: "add", length: 2, context: context)
    try context.globalObject.set("add", context.makeFunction(slot: slot))
    #expect(try context.evaluateScript("add(1, 2, 3)").toDouble() == 6)
    #expect(try context.evaluateScript("add.call(null, 4) + add.apply(null, [5])").toDouble() == 9)
    #expect(try context.evaluateScript("add.name + ':' + add.length").toString() == "add:2")
    #expect(try context.evaluateScript("typeof add").toString() == "function")
    #expect(
      try context.evaluateScript("Object.getPrototypeOf(add) === Function.prototype").toBool())
    #expect(
      try context.evaluateScript("add.bind(null, 10)(5)").toDouble() == 15, "bind works")
    #expect(
      try context.evaluateScript("try { new add(1) } catch (e) { e instanceof TypeError }")
        .toBool(), "not a constructor")
    #expect(
      try context.evaluateScript("try { add() } catch (e) { e.message }").toString()
        == "Not enough arguments")
    #expect(slot.calls == 5, "`new` never calls the slot")
  }

  @Test func defineFunctionsAndAccessorsInBulk() throws {
    let context = JSContext()
    let target = context.object()
    let slots = (0..<3).map { AddingSlot(name: "f\($0)", length: $0, context: context) }
    context.defineFunctions(slots, enumerable: [true, false, true], on: target)
    try context.globalObject.set("target", target)
    #expect(try context.evaluateScript("Object.keys(target).join()").toString() == "f0,f2")
    #expect(try context.evaluateScript("target.f1(2, 3)").toDouble() == 5)
    let installer = try context.evaluateScript(
      """
      (function (target, names, getters, setters, enumerable) {
        for (let i = 0; i < names.length; i++) {
          Object.defineProperty(target, names[i], {
            get: getters[i], set: setters[i], enumerable: enumerable[i], configurable: true
          });
        }
      })
      """)
    let getter = AddingSlot(name: "get answer", length: 0, context: context)
    let setter = AddingSlot(name: "set answer", length: 1, context: context)
    try context.defineAccessors(
      names: ["answer", "readOnly"],
      getters: [getter, AddingSlot(name: "get readOnly", length: 0, context: context)],
      setters: [setter, nil], enumerable: [true, true], remembered: [0, 0], on: target,
      using: installer)
    #expect(
      try context.evaluateScript(
        "try { target.answer } catch (e) { e.message }"
      ).toString() == "Not enough arguments", "the getter ran (with no arguments)")
    #expect(try context.evaluateScript("target.answer = 4").toDouble() == 4)
    #expect(setter.calls == 1)
    #expect(
      try context.evaluateScript(
        "Object.getOwnPropertyDescriptor(target, 'readOnly').set === undefined"
      ).toBool())
    #expect(
      try context.evaluateScript(
        "Object.getOwnPropertyDescriptor(target, 'answer').get.name"
      ).toString() == "get answer")
  }
}

@Suite struct ValueKeeperTests {
  /// Kept values survive collections without a protected value each.
  @Test func keptValuesSurviveCollectionsWithoutProtection() throws {
    let machine = VirtualMachine()
    let context = JSContext(virtualMachine: machine)
    let keeper = JSValueKeeper(context: context)
    let baseline = machine.liveProtectedValueCount
    var kept: [JSKeptValue] = []
    for index in 0..<3000 {
      let object = try context.evaluateScript("({ index: \(index) })")
      kept.append(keeper.keep(object))
    }
    #expect(machine.liveProtectedValueCount <= baseline + 1, "no protection per kept value")
    context.collectGarbageSynchronously()
    for index in stride(from: 0, to: 3000, by: 499) {
      #expect(try kept[index].value.get("index").toDouble() == Double(index))
    }
  }

  /// An object a script function makes and keeps carries its Swift object for brand checks,
  /// the function receiving the arguments as given; a throwing maker or one returning no
  /// object gives nil.
  @Test func objectsMadeByScriptCarryTheirSwiftObject() throws {
    final class Payload {
      let name: String
      init(_ name: String) { self.name = name }
    }
    let machine = VirtualMachine()
    let context = JSContext(virtualMachine: machine)
    let keeper = JSValueKeeper(context: context)
    let payloadClass = JSNativeClass(name: "Payload")
    let otherClass = JSNativeClass(name: "Other")
    let maker = try context.evaluateScript(
      """
      (function () {
        const kept = [];
        return function (label, size) { const o = { label, size }; kept.push(o); return o; };
      })()
      """)
    var made: [(JSKeptValue, Payload)] = []
    for index in 0..<50 {
      let payload = Payload("p\(index)")
      let kept = try #require(
        keeper.keepPlainObject(
          madeBy: maker, passing: [.string("item \(index)"), .number(Double(index))],
          of: payloadClass, carrying: payload))
      made.append((kept, payload))
    }
    context.collectGarbageSynchronously()
    for (index, (kept, payload)) in made.enumerated() {
      let value = kept.value
      #expect(try value.get("label").toString() == "item \(index)")
      #expect(try value.get("size").toDouble() == Double(index))
      #expect(value.nativeObject(of: payloadClass, as: Payload.self) === payload)
      #expect(value.nativeObject(of: otherClass, as: Payload.self) == nil)
    }
    let thrower = try context.evaluateScript("(function () { throw new Error('no'); })")
    #expect(
      keeper.keepPlainObject(madeBy: thrower, passing: [], of: payloadClass, carrying: Payload("x"))
        == nil)
    let primitive = try context.evaluateScript("(function () { return 3; })")
    #expect(
      keeper.keepPlainObject(
        madeBy: primitive, passing: [], of: payloadClass, carrying: Payload("y")) == nil)
  }

  /// Plain objects are made and kept by script: they have the prototype asked for, carry
  /// their Swift object and survive collections, even after a page replaced what such a
  /// script could use (`Object.prototype.__proto__`, a setter for "0" on `Object.prototype`).
  @Test func plainObjectsSurviveAHostilePage() throws {
    final class Payload {}
    let machine = VirtualMachine()
    let context = JSContext(virtualMachine: machine)
    let keeper = JSValueKeeper(context: context)
    let payloadClass = JSNativeClass(name: "Payload")
    _ = try context.evaluateScript(
      """
      Object.defineProperty(Object.prototype, "__proto__", {
        get() { return null; }, set(value) { throw new Error("no __proto__"); } });
      Object.defineProperty(Object.prototype, "0", { set(value) { throw new Error("no 0"); } });
      var prototypeA = { kind: "A" }, prototypeB = { kind: "B" };
      """)
    let prototypes = [
      try context.evaluateScript("prototypeA"), try context.evaluateScript("prototypeB"),
    ]
    let before = keeper.count
    var made: [(JSKeptValue, Payload, Int)] = []
    for index in 0..<3000 {
      let payload = Payload()
      let kept = keeper.makePlainObject(
        of: payloadClass, carrying: payload, prototype: prototypes[index % 2])
      made.append((kept, payload, index % 2))
    }
    #expect(keeper.count - before == 3000)
    context.collectGarbageSynchronously()
    for (index, (kept, payload, which)) in made.enumerated() where index % 97 == 0 {
      let value = kept.value
      #expect(value.prototype.isStrictlyEqual(to: prototypes[which]))
      #expect(try value.get("kind").toString() == (which == 0 ? "A" : "B"))
      #expect(value.nativeObject(of: payloadClass, as: Payload.self) === payload)
    }
    let last = try #require(made.last)
    #expect(last.0.value.nativeObject(of: payloadClass, as: Payload.self) === last.1)
  }
}
