import JSCore
import Testing

@Suite struct JSContextTests {
  /// Strings cross into Swift as UTF-8 when the engine can write them so, else as UTF-16:
  /// every kind of content must arrive the same (a lone surrogate as U+FFFD, NUL kept).
  @Test(arguments: [
    ("'plain ascii'", "plain ascii"), ("'caf\\u00e9'", "café"), ("'\\u00ff\\u00e9'", "ÿé"),
    ("'emoji \\ud83d\\ude00!'", "emoji 😀!"), ("'a\\ud800b'", "a\u{FFFD}b"),
    ("'\\udc00'", "\u{FFFD}"), ("'x\\u0000y'", "x\u{0}y"), ("''", ""),
    ("'\\u00e9'.repeat(5000) + '\\ud800'", String(repeating: "é", count: 5000) + "\u{FFFD}"),
    ("'z'.repeat(10000)", String(repeating: "z", count: 10000)),
    ("'x'.repeat(31) + '\\u00e9'", String(repeating: "x", count: 31) + "é"),
    (
      "'abc'.repeat(20) + '\\udc00' + 'd'.repeat(40)",
      String(repeating: "abc", count: 20) + "\u{FFFD}" + String(repeating: "d", count: 40)
    ),
    (
      "'a'.repeat(33) + '\\ud83d\\ude00\\u20ac\\u00ff\\u0000' + 'b'.repeat(5)",
      String(repeating: "a", count: 33) + "😀€ÿ\u{0}" + String(repeating: "b", count: 5)
    ),
    (
      "'\\u65e5\\u672c'.repeat(40) + '\\ud800'",
      String(repeating: "日本", count: 40) + "\u{FFFD}"
    ),
  ])
  func stringsCrossIntact(_ source: String, _ expected: String) throws {
    let context = JSContext()
    #expect(try context.evaluateScript(source).toString() == expected)
  }

  /// Strings cross into the engine as Latin-1 through the engine's UTF-8 reader when short,
  /// else transcoded here to UTF-16: both ways, at and around the length where the way
  /// changes, with every length of UTF-8 sequence, NUL characters and an ASCII run that ends
  /// inside an eight-byte block, the engine must see the same code units Swift has.
  @Test(arguments: [
    "", "a", "plain ascii", String(repeating: "x", count: 31), String(repeating: "x", count: 32),
    String(repeating: "x", count: 33), "café", "\u{0}", "a\u{0}b",
    String(repeating: "a", count: 40) + "\u{0}" + "z",
    String(repeating: "é", count: 20), "ab" + String(repeating: "€", count: 15) + "cd",
    "emoji 😀 and 𝄞 in " + String(repeating: "text ", count: 10),
    String(repeating: "1234567", count: 9) + "ÿ" + String(repeating: "8", count: 9),
    String(repeating: "日本語", count: 1000) + String(repeating: "x", count: 5000),
  ])
  func stringsCrossIntoTheEngineIntact(_ text: String) throws {
    let context = JSContext()
    let value = context.string(text)
    try context.globalObject.set("s", value)
    let units = try context.evaluateScript(
      "Array.from({ length: s.length }, (_, i) => s.charCodeAt(i)).join(',')"
    ).toString()
    #expect(units == text.utf16.map(String.init).joined(separator: ","))
    #expect(try value.toString() == text)
  }

  @Test func evaluatesAndConverts() throws {
    let context = JSContext()
    #expect(try context.evaluateScript("1 + 2").toDouble() == 3)
    #expect(try context.evaluateScript("'a' + 'b'").toString() == "ab")
    #expect(try context.evaluateScript("[1, 2]").isArray)
    #expect(try context.evaluateScript("new Date(0)").isDate)
    #expect(try context.evaluateScript("(function () {})").isFunction)
    #expect(try context.evaluateScript("undefined").isUndefined)
    #expect(try context.evaluateScript("null").isNull)
    #expect(try context.evaluateScript("Symbol()").isSymbol)
    #expect(try context.evaluateScript("10n").isBigInt)
    #expect(try context.evaluateScript("({a: 1})").jsonString() == "{\"a\":1}")
  }

  @Test func exceptionsCarryLocationAndStack() throws {
    let context = JSContext()
    do {
      _ = try context.evaluateScript(
        "var x = 1;\nfunction f() { null.foo; }\nf();", sourceURL: "file:///a.js",
        startingLineNumber: 10)
      Issue.record("no exception")
    } catch {
      #expect(error.name == "TypeError")
      #expect(error.sourceURL == "file:///a.js")
      #expect(error.line == 11)
      #expect(error.column != nil)
      #expect(error.stack?.contains("f@") == true)
      #expect(!error.isTimeLimit)
    }
    do {
      _ = try context.evaluateScript("throw 42")
      Issue.record("no exception")
    } catch {
      #expect(error.name == nil && error.message == "42")
    }
  }

  @Test func syntaxCheckDoesNotRun() throws {
    let context = JSContext()
    try context.checkScriptSyntax("globalThis.ran = true")
    #expect(context.globalObject.property("ran").isUndefined)
    do {
      try context.checkScriptSyntax("function (", sourceURL: "bad.js")
      Issue.record("no syntax error")
    } catch {
      #expect(error.name == "SyntaxError")
      #expect(error.line == 1)
    }
  }

  @Test func propertiesCallsAndConstruct() throws {
    let context = JSContext()
    let object = context.object()
    try object.set("a", context.number(1))
    try object.set("b", context.string("x"))
    #expect(object.propertyNames == ["a", "b"])
    #expect(object.has("a"))
    #expect(try object.delete("a"))
    #expect(!object.has("a"))
    let array = try context.array([context.number(1), context.number(2)])
    #expect(try array.get(at: 1).toDouble() == 2)
    try array.set(at: 2, context.number(3))
    #expect(try array.get("length").toDouble() == 3)
    let add = try context.evaluateScript("(function (a, b) { return this.base + a + b; })")
    let this = context.object()
    try this.set("base", context.number(100))
    #expect(
      try add.call(this: this, arguments: [context.number(1), context.number(2)]).toDouble() == 103)
    let map = try context.globalObject.get("Map").construct()
    #expect(try map.isInstance(of: context.globalObject.get("Map")))
    #expect(throws: JSException.self) { try context.number(1).call() }
  }

  @Test func accessorsAndDataProperties() throws {
    let context = JSContext()
    let object = context.object()
    var stored = 1.0
    let getter = context.makeFunction(name: "get x") { _ in .number(stored) }
    let setter = context.makeFunction(name: "set x", length: 1) { call in
      stored = try call.number(0)
      return .undefined
    }
    try object.defineAccessor("x", getter: getter, setter: setter)
    try context.globalObject.set("o", object)
    #expect(try context.evaluateScript("o.x = 5; o.x * 2").toDouble() == 10)
    #expect(stored == 5)
    try object.defineProperty("k", value: context.number(7), writable: false)
    #expect(
      try context.evaluateScript("'use strict'; try { o.k = 1; 'no' } catch (e) { e.name }")
        .toString() == "TypeError")
  }

  @Test func datesErrorsPromisesAndTypedArrays() throws {
    let context = JSContext()
    let date = try context.date(millisecondsSince1970: 86_400_000)
    #expect(context.timeValue(of: date) == 86_400_000)
    let error = context.makeError(kind: "RangeError", message: "too big")
    #expect(error.property("name").toString() == "RangeError")
    let (promise, resolve, _) = try context.deferredPromise()
    try context.globalObject.set("p", promise)
    _ = try context.evaluateScript("globalThis.got = 0; p.then(v => { globalThis.got = v; })")
    try resolve.call(arguments: [context.number(9)])
    context.drainMicrotasks()
    #expect(context.globalObject.property("got").toDouble() == 9)
    let bytes: [UInt8] = [1, 2, 3, 4]
    let typed = try context.typedArray(.uint8, bytes: bytes)
    #expect(typed.typedArrayKind == .uint8)
    #expect(context.bytes(of: typed) == bytes)
    let buffer = try context.arrayBuffer(bytes)
    #expect(buffer.isArrayBuffer && context.bytes(of: buffer) == bytes)
    let sub = try context.evaluateScript("new Uint8Array([9, 8, 7, 6]).subarray(1, 3)")
    #expect(context.bytes(of: sub) == [8, 7])
  }

  /// JavaScriptCore runs promise jobs when control returns to the embedder: after
  /// `evaluateScript` returns, the `then` callbacks of that script have run.
  @Test func microtasksDrainWhenTheEngineReturns() throws {
    let context = JSContext()
    _ = try context.evaluateScript(
      "globalThis.log = []; Promise.resolve().then(() => log.push('job')); log.push('sync');")
    #expect(try context.evaluateScript("log.join(',')").toString() == "sync,job")
  }

  @Test func unhandledRejectionsAreReported() throws {
    let context = JSContext()
    try context.trackUnhandledRejections()
    _ = try context.evaluateScript(
      "Promise.reject(new Error('nope')); Promise.reject(1).catch(() => {});")
    context.drainMicrotasks()
    let reasons = context.takeUnhandledRejections()
    #expect(reasons.count == 1)
    #expect(reasons.first?.property("message").toString() == "nope")
    #expect(context.takeUnhandledRejections().isEmpty)
  }

  @Test func timeLimitStopsRunawayScriptsAndTheContextSurvives() throws {
    let machine = VirtualMachine()
    machine.setExecutionTimeLimit(0.2)
    let context = JSContext(virtualMachine: machine)
    do {
      _ = try context.evaluateScript("while (true) {}")
      Issue.record("not terminated")
    } catch {
      #expect(error.isTimeLimit)
      #expect(error.description.contains("time limit"))
    }
    #expect(try context.evaluateScript("6 * 7").toDouble() == 42)
    machine.setExecutionTimeLimit(nil)
  }
}
