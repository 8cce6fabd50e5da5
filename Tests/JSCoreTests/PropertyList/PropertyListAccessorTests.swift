import Foundation
import JSCore
import Testing

@Suite("PropertyList accessors and description")
struct PropertyListAccessorTests {
  @Test(
    "type names",
    arguments: [
      (PropertyList.string(""), "string"), (.integer(0), "integer"), (.real(0), "real"),
      (.boolean(false), "boolean"), (.date(Date(timeIntervalSinceReferenceDate: 0)), "date"),
      (.data([]), "data"), (.array([]), "array"), (.dictionary([:]), "dictionary"),
    ])
  func typeName(value: PropertyList, name: String) {
    #expect(value.typeName == name)
  }

  @Test func literals() {
    let count = 3
    #expect(PropertyList("s") == .string("s"))
    #expect(("n=\(count)" as PropertyList) == .string("n=3"))
    #expect((7 as PropertyList) == .integer(7))
    #expect((0.5 as PropertyList) == .real(0.5))
    #expect((true as PropertyList) == .boolean(true))
    #expect(([1, "a"] as PropertyList) == .array([.integer(1), .string("a")]))
    #expect((["k": 1] as PropertyList) == .dictionary(["k": .integer(1)]))
  }

  @Test func typedAccessors() {
    let date = Date(timeIntervalSinceReferenceDate: 9)
    let value: PropertyList = [
      "s": "x", "i": 2, "r": 2.5, "b": false, "d": .date(date), "data": .data([1]), "a": [10, 20],
    ]
    #expect(value["s"]?.stringValue == "x")
    #expect(value["i"]?.integerValue == 2)
    #expect(value["i"]?.numberValue == 2)
    #expect(value["r"]?.realValue == 2.5)
    #expect(value["r"]?.numberValue == 2.5)
    #expect(value["b"]?.booleanValue == false)
    #expect(value["d"]?.dateValue == date)
    #expect(value["data"]?.dataValue == [1])
    #expect(value["a"]?.arrayValue == [10, 20])
    #expect(value["a"]?[1] == 20)
    #expect(value["a"]?[2] == nil)
    #expect(value["a"]?[-1] == nil)
    #expect(value["missing"] == nil)
    #expect(value.dictionaryValue?.count == 7)
    #expect(value["s"]?.integerValue == nil)
    #expect(value["b"]?.integerValue == nil)
    #expect(value["i"]?.booleanValue == nil)
    #expect(value["s"]?["x"] == nil)
    #expect(value[0] == nil)
  }

  @Test func description() {
    let value: PropertyList = [
      "title": "Home \"page\"", "count": 2, "ratio": 1.0, "seen": true, "bad": .real(.nan),
      "when": .date(Date(timeIntervalSinceReferenceDate: 0.5)), "raw": .data([0, 255]),
      "list": [[], [:]],
    ]
    #expect(
      value.description
        == #"{"title": "Home \"page\"", "count": 2, "ratio": 1.0, "seen": true, "bad": nan, "#
        + #""when": <2001-01-01T00:00:00.5Z>, "raw": <00 ff>, "list": [[], {}]}"#)
    #expect(
      PropertyList.data(Array(repeating: 1, count: 40)).description.hasSuffix("… (40 bytes)>"))
  }

  @Test(
    "key paths",
    arguments: [
      ([], "(root)"),
      ([.key("results")], "results"),
      ([.key("results"), .key("a"), .index(0), .key("b")], "results.a[0].b"),
      ([.index(3)], "[3]"),
      ([.key("a"), .key("odd key"), .key("1x"), .key("$ok_1")], #"a["odd key"]["1x"].$ok_1"#),
      ([.key("")], #"[""]"#),
    ] as [([PropertyListPath.Component], String)])
  func keyPaths(components: [PropertyListPath.Component], text: String) {
    #expect(PropertyListPath(components).description == text)
  }
}
