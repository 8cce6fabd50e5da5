import Foundation
import JSCore
import Testing

@Suite("PropertyList JSON")
struct PropertyListJSONTests {
  @Test("encodes each case", arguments: PropertyListSamples.all)
  func encodes(sample: PropertyListSample) {
    #expect(sample.value.jsonString() == sample.json)
  }

  @Test("decodes its own encoding", arguments: PropertyListSamples.all)
  func roundTrips(sample: PropertyListSample) throws {
    for options: PropertyList.JSONOptions in [[], .sortedKeys, .prettyPrinted] {
      let decoded = try PropertyList(json: sample.value.jsonString(options: options))
      #expect(decoded == sample.value)
      #expect(
        decoded.jsonString()
          == sample.value.jsonString(options: options.subtracting(.prettyPrinted)))
    }
    #expect(try PropertyList(jsonData: sample.value.jsonData()) == sample.value)
  }

  @Test func keepsInsertionOrder() throws {
    var dictionary = PropertyListDictionary()
    for key in ["zebra", "apple", "mango", "10", "2"] {
      dictionary[key] = .string(key)
    }
    let value = PropertyList.dictionary(dictionary)
    let expected = #"{"zebra":"zebra","apple":"apple","mango":"mango","10":"10","2":"2"}"#
    #expect(value.jsonString() == expected)
    // Decoding keeps the document's order too.
    #expect(try PropertyList(json: expected).dictionaryValue?.keys == dictionary.keys)
  }

  @Test func sortsKeysOnRequest() {
    let value: PropertyList = ["b": ["y": 1, "x": 2], "a": 0, "B": 3, "é": 4, "e": 5]
    #expect(
      value.jsonString(options: .sortedKeys)
        == #"{"B":3,"a":0,"b":{"x":2,"y":1},"e":5,"é":4}"#)
  }

  @Test func prettyPrints() {
    let value: PropertyList = [
      "name": "x", "list": [1, 2], "empty": [],
      "when": .date(Date(timeIntervalSinceReferenceDate: 0)),
    ]
    let expected = """
      {
        "name": "x",
        "list": [
          1,
          2
        ],
        "empty": [],
        "when": {"$date": "2001-01-01T00:00:00Z"}
      }
      """
    #expect(value.jsonString(options: .prettyPrinted) == expected)
  }

  @Test(
    "date timestamps",
    arguments: [
      (0.0, "2001-01-01T00:00:00Z"),
      (0.5, "2001-01-01T00:00:00.5Z"),
      (725_760_000.125, "2024-01-01T00:00:00.125Z"),
      (-978_307_200.0, "1970-01-01T00:00:00Z"),
      (-978_307_200.5, "1969-12-31T23:59:59.5Z"),
      (-63_113_904_000.0, "0001-01-01T00:00:00Z"),
      (252_423_993_599.0, "9999-12-31T23:59:59Z"),
      (725_760_000.25, "2024-01-01T00:00:00.25Z"),
    ] as [(Double, String)])
  func timestamps(referenceSeconds: Double, timestamp: String) throws {
    let value = PropertyList.date(Date(timeIntervalSinceReferenceDate: referenceSeconds))
    #expect(value.jsonString() == #"{"$date":"\#(timestamp)"}"#)
    #expect(try PropertyList(json: value.jsonString()) == value)
  }

  @Test func javaScriptMillisecondDatesKeepMillisecondDigits() throws {
    // Every 7th millisecond of a second in 2024, and then of a second per century from 1900
    // to 2100, as JavaScript hands them to NSDate (milliseconds / 1000 since 1970).
    let seconds: [Int64] = [1_704_067_200, -2_208_988_800, 946_684_800, 4_102_444_800]
    for second in seconds {
      for milliseconds in stride(from: Int64(0), to: 1_000, by: 7) {
        let date = Date(timeIntervalSince1970: Double(second * 1_000 + milliseconds) / 1_000)
        let json = PropertyList.date(date).jsonString()
        var fraction =
          milliseconds == 0 ? "" : "." + String(String(1_000 + milliseconds).dropFirst())
        while fraction.hasSuffix("0") { fraction.removeLast() }
        #expect(json.hasSuffix(#":00\#(fraction)Z"}"#), "\(json)")
        #expect(try PropertyList(json: json) == .date(date))
      }
    }
  }

  /// Near 2001 a `Date` can be finer than any decimal Unix time reproduces; such dates fall
  /// back to their seconds since 2001.
  @Test func datesFinerThanUnixTimeUseSeconds() throws {
    let value = PropertyList.date(Date(timeIntervalSinceReferenceDate: 0.001))
    #expect(value.jsonString() == #"{"$date":0.001}"#)
    #expect(try PropertyList(json: value.jsonString()) == value)
  }

  @Test func arbitraryDatesRoundTripExactly() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let seconds = Double.random(in: -3e9...3e9, using: &generator)
      let value = PropertyList.date(Date(timeIntervalSinceReferenceDate: seconds))
      #expect(try PropertyList(json: value.jsonString()) == value, "\(seconds)")
    }
  }

  @Test func arbitraryRealsRoundTripExactly() throws {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<500 {
      let real = Double(bitPattern: generator.next())
      let value = PropertyList.real(real)
      let json = value.jsonString()
      #expect(try PropertyList(json: json) == value, "\(json)")
      if real.isFinite {
        #expect(json.contains(".") || json.contains("e"), "\(json)")
      }
    }
  }

  @Test(
    "reads plain JSON",
    arguments: [
      (
        #" { "a" : [ 1 , -0 , 2.50 , 1E2 , true , false , "\u00e9\ud83c\udf0d\/" ] } "#,
        ["a": [1, 0, 2.5, 100.0, true, false, "é🌍/"]] as PropertyList
      ),
      (#""\ud800x""#, "\u{FFFD}x"),
      (#""\udc00""#, "\u{FFFD}"),
      (#"{"k":1,"k":2,"j":3}"#, ["k": 2, "j": 3]),
      (#"{"$date":725760000}"#, .date(Date(timeIntervalSinceReferenceDate: 725_760_000))),
      (#"{"$data":"AAEA/w=="}"#, .data([0, 1, 0, 255])),
      (#"{"$real":"-Infinity"}"#, .real(-.infinity)),
    ] as [(String, PropertyList)])
  func readsPlainJSON(json: String, expected: PropertyList) throws {
    #expect(try PropertyList(json: json) == expected)
  }

  @Test(
    "rejects malformed JSON",
    arguments: [
      "", " ", "nul", "null", "[1,]", "[1 2]", "{\"a\"}", "{\"a\":1,}", "{1:2}", "01", "1.", ".5",
      "-", "1e", "+1", "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\u+123\"", "\"a\u{1}\"", "[1] 2",
      "9223372036854775808", "NaN", "{\"$real\":\"nan\"}", "{\"$real\":1.0}",
      "{\"$date\":\"2024-02-30T00:00:00Z\"}", "{\"$date\":\"2024-01-01T00:00:00\"}",
      "{\"$date\":\"2024-01-01 00:00:00Z\"}", "{\"$date\":\"2024-01-01T00:00:00.Z\"}",
      "{\"$date\":true}", "{\"$data\":\"!!\"}", "{\"$data\":\"AA\"}", "{\"$dictionary\":[]}",
    ])
  func rejects(json: String) {
    #expect(throws: PropertyListError.self) { try PropertyList(json: json) }
  }

  @Test func rejectsInvalidUTF8() {
    #expect(throws: PropertyListError.self) {
      try PropertyList(jsonData: Data([0x22, 0xC3, 0x28, 0x22]))
    }
  }

  @Test func reportsErrorOffset() {
    #expect(
      throws: PropertyListError.invalidJSON(reason: "null is not a property-list value", offset: 6)
    ) {
      try PropertyList(json: #"{"a": null}"#)
    }
  }

  @Test func limitsNesting() throws {
    let limit = PropertyList.jsonNestingLimit
    let deep = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
    #expect(try PropertyList(json: deep).arrayValue != nil)
    let tooDeep = "[" + deep + "]"
    #expect {
      try PropertyList(json: tooDeep)
    } throws: { error in
      guard case .nestingTooDeep(let path, _) = error as? PropertyListError else { return false }
      return path.components.count == limit
    }
  }

  @Test("omittingNulls leaves out null members and elements; a null document is still an error")
  func omittingNulls() throws {
    let json = #"{"a": null, "b": [1, null, 2.5], "c": {"d": null}, "e": "x", "a2": 1, "a2": null}"#
    let value = try PropertyList(jsonData: Data(json.utf8), omittingNulls: true)
    #expect(value == ["b": [.integer(1), .real(2.5)], "c": [:], "e": "x"])
    #expect(value.dictionaryValue?.keys.map { $0 } == ["b", "c", "e"])
    #expect(throws: PropertyListError.self) {
      try PropertyList(jsonData: Data("null".utf8), omittingNulls: true)
    }
    #expect(throws: PropertyListError.self) { try PropertyList(jsonData: Data(json.utf8)) }
  }
}
