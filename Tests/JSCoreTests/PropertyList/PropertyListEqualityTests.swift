import Foundation
import JSCore
import Testing

@Suite("PropertyList equality")
struct PropertyListEqualityTests {
  @Test(
    "equal pairs",
    arguments: [
      (PropertyList.real(.nan), PropertyList.real(.nan)),
      (.real(.nan), .real(-.nan)),
      (.real(.nan), .real(Double(nan: 7, signaling: false))),
      (.real(0.0), .real(0.0)),
      (.real(-0.0), .real(-0.0)),
      (
        .date(Date(timeIntervalSinceReferenceDate: .nan)),
        .date(Date(timeIntervalSinceReferenceDate: .nan))
      ),
      (["a": 1, "b": 2] as PropertyList, ["b": 2, "a": 1] as PropertyList),
      ([["x": [1, 2]]] as PropertyList, [["x": [1, 2]]] as PropertyList),
      ("é", "e\u{301}"),
    ] as [(PropertyList, PropertyList)])
  func equal(lhs: PropertyList, rhs: PropertyList) {
    #expect(lhs == rhs)
    #expect(lhs.hashValue == rhs.hashValue)
  }

  @Test(
    "unequal pairs",
    arguments: [
      (PropertyList.real(0.0), PropertyList.real(-0.0)),
      (.integer(1), .real(1)),
      (.integer(1), .boolean(true)),
      (.integer(0), .boolean(false)),
      (.real(1), .boolean(true)),
      (.string("1"), .integer(1)),
      (.data([]), .array([])),
      (.array([]), .dictionary([:])),
      (.date(Date(timeIntervalSinceReferenceDate: 0)), .real(0)),
      ([1, 2], [2, 1]),
      (["a": 1], ["a": 1, "b": 2]),
      (["a": 1], ["a": 1.0]),
      (
        .date(Date(timeIntervalSinceReferenceDate: 0)),
        .date(Date(timeIntervalSinceReferenceDate: -0.0))
      ),
    ] as [(PropertyList, PropertyList)])
  func unequal(lhs: PropertyList, rhs: PropertyList) {
    #expect(lhs != rhs)
  }

  @Test func setsDeduplicateBySameValue() {
    let values: Set<PropertyList> = [
      .real(.nan), .real(-.nan), .real(0), .real(-0.0), 1, true, 1.0,
    ]
    #expect(values.count == 6)  // NaN, 0.0, -0.0, 1, true, 1.0
  }

  @Test func hashIgnoresDictionaryOrder() {
    var forward = PropertyListDictionary()
    var backward = PropertyListDictionary()
    let keys = (0..<50).map { "key\($0)" }
    for key in keys { forward[key] = .string(key) }
    for key in keys.reversed() { backward[key] = .string(key) }
    #expect(forward == backward)
    #expect(forward.hashValue == backward.hashValue)
    #expect(forward.keys != backward.keys)
  }
}
