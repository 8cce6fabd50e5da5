import Foundation
import JSCore
import Testing

/// `JSConvertedValue`: typed JSON for raw results, the jsc-mode diagnostics, and the mapping
/// from property lists.
@Suite struct ConvertedValueJSONTests {
  @Test func rawResultsUseTheTypedFormsWithNullAndCycle() {
    let value: JSConvertedValue = .dictionary([
      ("a", .null), ("b", .array([.number(1), .null])), ("t", .boolean(true)),
      ("d", .date(millisecondsSince1970: 0)), ("s", .string("q\"\n")),
      ("bad", .date(millisecondsSince1970: .nan)), ("n", .number(.infinity)),
      ("tag", .dictionary([("$cycle", .string("x"))])), ("self", .cycle(to: "results")),
    ])
    #expect(
      value.jsonString()
        == #"{"a":null,"b":[1.0,null],"t":true,"d":{"$date":"1970-01-01T00:00:00Z"},"#
        + #""s":"q\"\n","bad":{"$date":{"$real":"NaN"}},"n":{"$real":"Infinity"},"#
        + #""tag":{"$dictionary":{"$cycle":"x"}},"self":{"$cycle":"results"}}"#)
  }

  @Test func jscModeReportsLeftOutValuesAsKept() throws {
    let context = JSContext()
    let value = try context.evaluateScript(
      "(() => { const o = {n: null, d: new Date(NaN), ok: 1}; o.me = o; return o; })()")
    let strict = value.convertToPropertyList()
    #expect(strict.diagnostics.map(\.code) == ["null-removed", "invalid-date", "cycle"])
    let jsc = value.convertToPropertyList(mode: .jsc)
    #expect(jsc.diagnostics.map(\.code) == ["null-kept", "invalid-date-kept", "cycle-kept"])
    #expect(jsc.diagnostics.map(\.path) == ["results.n", "results.d", "results.me"])
    #expect(jsc.raw == strict.raw)
    #expect(jsc.propertyList == strict.propertyList)
  }

  @Test func propertyListsMapToNumbersAndByteArrays() {
    let list: PropertyList = [
      "i": .integer(2), "r": .real(0.5), "b": true, "s": "x", "data": .data([0, 7]),
      "when": .date(Date(timeIntervalSince1970: 1.5)), "list": ["y"],
    ]
    #expect(
      JSConvertedValue(propertyList: list)
        == .dictionary([
          ("i", .number(2)), ("r", .number(0.5)), ("b", .boolean(true)), ("s", .string("x")),
          ("data", .array([.number(0), .number(7)])),
          ("when", .date(millisecondsSince1970: 1500)), ("list", .array([.string("y")])),
        ]))
    #expect(JSConvertedValue.path("results", appendingKey: "odd key") == #"results["odd key"]"#)
  }
}
