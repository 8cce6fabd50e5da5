import ActionExtension
import Foundation
import JSCore
import Testing

@Suite("JSONValue")
struct JSONValueTests {
  @Test("nested property lists are indented and typed")
  func nesting() throws {
    let value = JSONValue.object([
      ("a", .array([.propertyList(.dictionary(["x": .real(1), "d": .data([1, 2])]))])),
      ("s", .string("q\"\n\u{1}")),
      ("n", .null),
    ])
    let expected = """
      {
        "a": [
          {
            "x": 1.0,
            "d": {"$data": "AQI="}
          }
        ],
        "s": "q\\"\\n\\u0001",
        "n": null
      }

      """
    #expect(value.text == expected)
    let object = try JSONSerialization.jsonObject(with: Data(value.text.utf8)) as? [String: Any]
    #expect(object?["s"] as? String == "q\"\n\u{1}")
  }
}
