import Foundation
import JSCore
import Testing

/// One row of docs/safari-behavior.md §4.4's table: `completionFunction({k: v})`.
struct ConversionRow: CustomStringConvertible, Sendable {
  var expression: String
  /// The expected strict dictionary value for `k` (`nil`: the key is absent).
  var expected: PropertyList?
  /// The diagnostic codes expected, in order.
  var codes: [String]
  var description: String { expression }
}

@Suite struct PropertyListConversionTests {
  static let rows: [ConversionRow] = [
    ConversionRow(expression: "'s'", expected: .string("s"), codes: []),
    ConversionRow(expression: "1", expected: .real(1), codes: []),
    ConversionRow(expression: "1.5", expected: .real(1.5), codes: []),
    ConversionRow(expression: "true", expected: .boolean(true), codes: []),
    ConversionRow(expression: "NaN", expected: .real(.nan), codes: ["non-finite-number"]),
    ConversionRow(expression: "Infinity", expected: .real(.infinity), codes: ["non-finite-number"]),
    ConversionRow(expression: "null", expected: nil, codes: ["null-removed"]),
    ConversionRow(expression: "undefined", expected: nil, codes: ["undefined-omitted"]),
    ConversionRow(
      expression: "new Date(1000)", expected: .date(Date(timeIntervalSince1970: 1)), codes: []),
    ConversionRow(expression: "new Date(NaN)", expected: nil, codes: ["invalid-date"]),
    ConversionRow(
      expression: "[1, undefined, null, [2]]", expected: .array([.real(1), .array([.real(2)])]),
      codes: ["null-removed", "null-removed"]),
    ConversionRow(
      expression: "(function () {})", expected: .dictionary(PropertyListDictionary()),
      codes: ["converted-object"]),
    ConversionRow(
      expression: "new Uint8Array(2)",
      expected: .dictionary(PropertyListDictionary([("0", .real(0)), ("1", .real(0))])),
      codes: ["converted-object"]),
    ConversionRow(
      expression: "(() => { const o = {a: 1}; o.self = o; return o; })()",
      expected: .dictionary(PropertyListDictionary([("a", .real(1))])), codes: ["cycle"]),
    ConversionRow(expression: "Symbol()", expected: nil, codes: ["unsupported-value"]),
    ConversionRow(expression: "10n", expected: nil, codes: ["unsupported-value"]),
  ]

  @Test(arguments: rows)
  func safariTableRow(_ row: ConversionRow) throws {
    let context = JSContext()
    let value = try context.evaluateScript("({k: \(row.expression)})")
    let result = value.convertToPropertyList()
    let dictionary = try #require(result.propertyList?.dictionaryValue)
    #expect(dictionary["k"] == row.expected)
    #expect(result.diagnostics.map(\.code) == row.codes, "\(result.diagnostics)")
  }

  /// The `document.body` row: a platform object converts to a dictionary of its enumerable
  /// properties, inherited accessors included, with a `converted-object` warning naming it.
  @Test func platformObjectsBecomeDictionariesOfTheirEnumerableProperties() throws {
    final class Body {}
    let context = JSContext()
    let bodyClass = JSNativeClass(name: "HTMLBodyElement")
    let prototype = context.object()
    let getter = context.makeFunction(name: "get id") { _ in .string("main") }
    try prototype.defineAccessor("id", getter: getter, setter: nil, enumerable: true)
    let constructor = try context.makeConstructor(name: "HTMLBodyElement", prototype: prototype)
    _ = constructor
    let body = context.makeObject(of: bodyClass, carrying: Body(), prototype: prototype)
    let holder = context.object()
    try holder.set("k", body)
    let result = holder.convertToPropertyList()
    #expect(
      result.propertyList?.dictionaryValue?["k"]
        == .dictionary(PropertyListDictionary([("id", .string("main"))])))
    #expect(result.diagnostics.map(\.code) == ["converted-object"])
    #expect(result.diagnostics.first?.message.contains("HTMLBodyElement") == true)
  }

  @Test func diagnosticPathsNameTheValue() throws {
    let context = JSContext()
    let value = try context.evaluateScript("({items: [1, null], 'odd key': {x: null}})")
    let result = value.convertToPropertyList()
    #expect(
      result.diagnostics.map(\.path) == ["results.items[1]", "results[\"odd key\"].x"])
  }

  @Test func jscModeKeepsTheRawResult() throws {
    let context = JSContext()
    let value = try context.evaluateScript(
      "(() => { const o = {n: null, a: [undefined, 2], t: true}; o.me = o; return o; })()")
    let raw = try #require(value.convertToPropertyList().raw)
    #expect(
      raw
        == .dictionary([
          ("n", .null), ("a", .array([.null, .number(2)])), ("t", .boolean(true)),
          ("me", .cycle(to: "results")),
        ]))
  }

  @Test func sharedObjectsAreNotCycles() throws {
    let context = JSContext()
    let value = try context.evaluateScript("(() => { const s = {v: 1}; return {a: s, b: s}; })()")
    let result = value.convertToPropertyList()
    #expect(result.diagnostics.isEmpty)
    #expect(
      result.propertyList?.dictionaryValue?["b"]
        == .dictionary(PropertyListDictionary([("v", .real(1))])))
  }

  @Test func throwingGettersAreDiagnosed() throws {
    let context = JSContext()
    let value = try context.evaluateScript(
      "({ok: 1, get bad() { throw new Error('no'); }})")
    let result = value.convertToPropertyList()
    #expect(result.propertyList?.dictionaryValue?["ok"] == .real(1))
    #expect(result.diagnostics.map(\.code) == ["getter-threw"])
  }

  @Test func hostileValuesHitLimits() throws {
    let context = JSContext()
    var limits = PropertyListConversionLimits()
    limits.maximumDepth = 50
    let deep = try context.evaluateScript(
      "(() => { let o = {}; const root = o; for (let i = 0; i < 10000; i++) { o.c = {}; o = o.c; } return root; })()"
    )
    let deepResult = deep.convertToPropertyList(limits: limits)
    #expect(deepResult.diagnostics.map(\.code).contains("conversion-limit"))
    limits.maximumNodes = 1_000
    let wide = try context.evaluateScript("Array.from({length: 100000}, (_, i) => i)")
    #expect(
      wide.convertToPropertyList(limits: limits).diagnostics.contains {
        $0.code == "conversion-limit"
      })
    limits = PropertyListConversionLimits()
    limits.maximumStringBytes = 1_000
    let big = try context.evaluateScript("({s: 'x'.repeat(5000)})")
    #expect(
      big.convertToPropertyList(limits: limits).diagnostics.contains {
        $0.code == "conversion-limit"
      })
    // A huge sparse length does not make a huge array.
    let sparse = try context.evaluateScript(
      "(() => { const a = []; a.length = 4294967295; return a; })()")
    let sparseResult = sparse.convertToPropertyList()
    #expect(sparseResult.diagnostics.contains { $0.code == "conversion-limit" })
  }

  @Test func propertyListToJavaScript() throws {
    let context = JSContext()
    let list: PropertyList = .dictionary(
      PropertyListDictionary([
        ("s", .string("x")), ("i", .integer(3)), ("r", .real(1.5)), ("b", .boolean(false)),
        ("d", .date(Date(timeIntervalSince1970: 2))), ("data", .data([1, 2])),
        ("a", .array([.integer(1), .string("y")])),
      ]))
    let value = try context.value(from: list)
    try context.globalObject.set("v", value)
    #expect(
      try context.evaluateScript(
        "[v.s, v.i, v.r, v.b, v.d.getTime(), v.data.byteLength, v.a.join('-'), Object.keys(v).join()].join('|')"
      ).toString() == "x|3|1.5|false|2000|2|1-y|s,i,r,b,d,data,a")
    #expect(
      try context.evaluateScript("v.d instanceof Date && v.data instanceof ArrayBuffer").toBool())
  }
}
