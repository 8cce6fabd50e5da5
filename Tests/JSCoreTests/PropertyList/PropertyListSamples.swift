import Foundation
import JSCore
import Testing

/// One row of the shared property-list test table.
struct PropertyListSample: Sendable, CustomTestStringConvertible {
  /// A short label shown in test results.
  let name: String
  /// The value under test.
  let value: PropertyList
  /// Its compact typed-JSON encoding.
  let json: String
  /// Whether the XML property-list format keeps the value exactly.
  let xmlExact: Bool

  init(_ name: String, _ value: PropertyList, json: String, xmlExact: Bool = true) {
    self.name = name
    self.value = value
    self.json = json
    self.xmlExact = xmlExact
  }

  var testDescription: String { name }
}

/// Shared values for the JSON, Foundation and serialization tests.
enum PropertyListSamples {
  /// A JavaScript `new Date(1704067200123)` as it reaches `NSDate` (ms ÷ 1000 since 1970).
  static let javaScriptDate = Date(timeIntervalSince1970: 1_704_067_200_123 / 1_000)

  static let all: [PropertyListSample] = [
    PropertyListSample("string", "hello", json: #""hello""#),
    PropertyListSample("empty string", "", json: #""""#),
    PropertyListSample("unicode string", "héllo 🌍 日本語", json: #""héllo 🌍 日本語""#),
    PropertyListSample(
      "escapes", "q\"b\\s/n\nt\tc\u{1}\u{1F}\u{7F}\u{2028}",
      json: #""q\"b\\s/n\nt\tc\u0001\u001f\#u{7F}\u2028""#),
    PropertyListSample("integer zero", 0, json: "0"),
    PropertyListSample("negative integer", -42, json: "-42"),
    PropertyListSample("Int64.max", .integer(.max), json: "9223372036854775807"),
    PropertyListSample("Int64.min", .integer(.min), json: "-9223372036854775808"),
    PropertyListSample("integral real", 1.0, json: "1.0"),
    PropertyListSample("real", 1.5, json: "1.5"),
    PropertyListSample("decimal real", 0.1, json: "0.1"),
    PropertyListSample("tiny real", 1e-7, json: "1e-07"),
    PropertyListSample("huge real", 1e300, json: "1e+300"),
    PropertyListSample(
      "max real", .real(.greatestFiniteMagnitude), json: "1.7976931348623157e+308"),
    PropertyListSample("negative zero", .real(-0.0), json: "-0.0", xmlExact: false),
    PropertyListSample("NaN", .real(.nan), json: #"{"$real":"NaN"}"#),
    PropertyListSample("infinity", .real(.infinity), json: #"{"$real":"Infinity"}"#),
    PropertyListSample("-infinity", .real(-.infinity), json: #"{"$real":"-Infinity"}"#),
    PropertyListSample("true", true, json: "true"),
    PropertyListSample("false", false, json: "false"),
    PropertyListSample(
      "reference date", .date(Date(timeIntervalSinceReferenceDate: 0)),
      json: #"{"$date":"2001-01-01T00:00:00Z"}"#),
    PropertyListSample(
      "unix epoch", .date(Date(timeIntervalSince1970: 0)),
      json: #"{"$date":"1970-01-01T00:00:00Z"}"#),
    PropertyListSample(
      "half second", .date(Date(timeIntervalSinceReferenceDate: 0.5)),
      json: #"{"$date":"2001-01-01T00:00:00.5Z"}"#, xmlExact: false),
    PropertyListSample(
      "JavaScript date", .date(javaScriptDate),
      json: #"{"$date":"2024-01-01T00:00:00.123Z"}"#, xmlExact: false),
    PropertyListSample(
      "before 1970", .date(Date(timeIntervalSince1970: -0.25)),
      json: #"{"$date":"1969-12-31T23:59:59.75Z"}"#, xmlExact: false),
    PropertyListSample(
      "leap day", .date(Date(timeIntervalSince1970: 951_782_400)),
      json: #"{"$date":"2000-02-29T00:00:00Z"}"#),
    PropertyListSample(
      "year 10000", .date(Date(timeIntervalSinceReferenceDate: 3e11)),
      json: #"{"$date":300000000000.0}"#),
    PropertyListSample(
      "invalid date", .date(Date(timeIntervalSinceReferenceDate: .nan)),
      json: #"{"$date":{"$real":"NaN"}}"#, xmlExact: false),
    PropertyListSample("empty data", .data([]), json: #"{"$data":""}"#),
    PropertyListSample(
      "data with zero bytes", .data([0, 1, 0, 255]), json: #"{"$data":"AAEA/w=="}"#),
    PropertyListSample("empty array", [], json: "[]"),
    PropertyListSample("empty dictionary", [:], json: "{}"),
    PropertyListSample(
      "mixed array", [1, 1.0, true, "1", [], [:]], json: #"[1,1.0,true,"1",[],{}]"#),
    PropertyListSample(
      "nested", ["b": ["z": [1, ["y": .data([0])]]], "a": [[[]]], "": "empty key"],
      json: #"{"b":{"z":[1,{"y":{"$data":"AA=="}}]},"a":[[[]]],"":"empty key"}"#),
    PropertyListSample(
      "unicode keys", ["é": 1, "🌍": 2, "a b": 3], json: #"{"é":1,"🌍":2,"a b":3}"#),
    PropertyListSample(
      "look-alike tag", ["$date": "not a date"],
      json: #"{"$dictionary":{"$date":"not a date"}}"#),
    PropertyListSample(
      "look-alike wrapper", ["$dictionary": [:]], json: #"{"$dictionary":{"$dictionary":{}}}"#),
    PropertyListSample(
      "two tag keys", ["$real": 1, "$data": 2], json: #"{"$real":1,"$data":2}"#),
  ]
}
