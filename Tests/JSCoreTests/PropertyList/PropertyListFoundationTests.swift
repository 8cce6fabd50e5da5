import Foundation
import JSCore
import Testing

@Suite("PropertyList Foundation conversion")
struct PropertyListFoundationTests {
  @Test("round-trips through Foundation objects", arguments: PropertyListSamples.all)
  func roundTrips(sample: PropertyListSample) throws {
    #expect(try PropertyList(foundationObject: sample.value.foundationObject) == sample.value)
  }

  @Test func producesFoundationClasses() throws {
    let value: PropertyList = [
      "s": "x", "i": 1, "r": 1.0, "b": true, "d": .date(Date(timeIntervalSinceReferenceDate: 1)),
      "data": .data([1]), "a": [],
    ]
    let dictionary = try #require(value.foundationObject as? NSDictionary)
    #expect(dictionary.count == 7)
    #expect(dictionary["s"] is NSString)
    // corelibs-foundation stores small integers in the smallest C type ("i", "s", …).
    #expect(
      !["d", "f"].contains(String(cString: try #require(dictionary["i"] as? NSNumber).objCType)))
    #expect(String(cString: try #require(dictionary["r"] as? NSNumber).objCType) == "d")
    #expect(
      String(cString: try #require(PropertyList.real(2).foundationObject as? NSNumber).objCType)
        == "d")
    #expect(dictionary["d"] is NSDate)
    #expect(dictionary["data"] is NSData)
    #expect(dictionary["a"] is NSArray)
  }

  /// Booleans and the integers 0 and 1 must not be confused, whatever their origin.
  @Test(
    "tells booleans from numbers",
    arguments: [
      (NSNumber(value: true), PropertyList.boolean(true)),
      (NSNumber(value: false), .boolean(false)),
      (NSNumber(value: 1), .integer(1)),
      (NSNumber(value: 0), .integer(0)),
      (NSNumber(value: Int8(1)), .integer(1)),
      (NSNumber(value: UInt8(1)), .integer(1)),
      (NSNumber(value: Int16(-3)), .integer(-3)),
      (NSNumber(value: UInt32.max), .integer(Int64(UInt32.max))),
      (NSNumber(value: UInt64(Int64.max)), .integer(.max)),
      (NSNumber(value: 1.0), .real(1)),
      (NSNumber(value: Float(0.5)), .real(0.5)),
      (NSNumber(value: -0.0), .real(-0.0)),
    ] as [(NSNumber, PropertyList)])
  func classifiesNumbers(number: NSNumber, expected: PropertyList) throws {
    #expect(try PropertyList(foundationObject: number) == expected)
  }

  @Test func acceptsSwiftValues() throws {
    let swiftValue: [String: Any] = [
      "bool": true, "int": 1, "zero": 0, "double": 2.0, "string": "s",
      "array": [1, "two"] as [Any],
      "date": Date(timeIntervalSinceReferenceDate: 3), "data": Data([4]), "uint8": UInt8(5),
      "nested": ["k": false] as [String: Any],
    ]
    let expected: PropertyList = [
      "array": [1, "two"], "bool": true, "data": .data([4]),
      "date": .date(Date(timeIntervalSinceReferenceDate: 3)), "double": 2.0, "int": 1,
      "nested": ["k": false], "string": "s", "uint8": 5, "zero": 0,
    ]
    let converted = try PropertyList(foundationObject: swiftValue)
    #expect(converted == expected)
    // Foundation dictionaries are unordered: keys come out sorted.
    #expect(converted.dictionaryValue?.keys == expected.dictionaryValue?.keys)
  }

  @Test func acceptsDecodedPropertyListObjects() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>t</key><true/><key>f</key><false/><key>one</key><integer>1</integer>
      <key>zero</key><integer>0</integer><key>r</key><real>1</real>
      </dict></plist>
      """
    let object = try PropertyListSerialization.propertyList(
      from: Data(xml.utf8), options: [], format: nil)
    let expected: PropertyList = ["t": true, "f": false, "one": 1, "zero": 0, "r": 1.0]
    #expect(try PropertyList(foundationObject: object) == expected)
  }

  @Test func rejectsNullWithKeyPath() {
    let object: [String: Any] = ["results": ["a": ["b": [1, NSNull()] as [Any]]]]
    #expect(
      throws: PropertyListError.unsupportedValue(
        path: PropertyListPath([.key("results"), .key("a"), .key("b"), .index(1)]),
        typeDescription: "NSNull")
    ) {
      try PropertyList(foundationObject: object)
    }
    #expect(
      PropertyListError.unsupportedValue(
        path: PropertyListPath([.key("results"), .key("a"), .index(1)]), typeDescription: "NSNull"
      ).description == "results.a[1]: NSNull is not a property-list value")
  }

  @Test func rejectsNonStringKeys() {
    let object: [String: Any] = ["outer": [1: "one"] as [AnyHashable: Any]]
    #expect {
      try PropertyList(foundationObject: object)
    } throws: { error in
      guard case .nonStringKey(let path, _) = error as? PropertyListError else { return false }
      return path == PropertyListPath([.key("outer")])
    }
  }

  @Test func rejectsOtherObjects() {
    #expect(
      throws: PropertyListError.unsupportedValue(
        path: PropertyListPath([.index(0)]), typeDescription: "URL")
    ) {
      try PropertyList(foundationObject: [URL(fileURLWithPath: "/")] as [Any])
    }
  }

  @Test func rejectsUnsignedIntegersBeyondInt64() {
    #expect(throws: PropertyListError.self) {
      try PropertyList(foundationObject: NSNumber(value: UInt64.max))
    }
  }

  // swift-corelibs-foundation bridges NSArray/NSDictionary elements deeply on every access, so
  // reading a cyclic container recurses forever inside Foundation before any check can run.
  #if canImport(Darwin)
    @Test func rejectsCycles() {
      let array = NSMutableArray()
      let dictionary = NSMutableDictionary()
      dictionary["array"] = array
      array.add(dictionary)
      #expect(throws: PropertyListError.cycle(path: PropertyListPath([.key("array"), .index(0)]))) {
        try PropertyList(foundationObject: dictionary)
      }
    }
  #endif

  @Test func acceptsSharedSubobjects() throws {
    let shared = NSArray(array: [NSNumber(value: 1)])
    let object = NSArray(array: [shared, shared])
    #expect(try PropertyList(foundationObject: object) == [[1], [1]])
  }
}
