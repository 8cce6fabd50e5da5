import Foundation
import JSCore
import Testing

@Suite("PropertyList serialization")
struct PropertyListSerializationTests {
  @Test("binary round trip", arguments: PropertyListSamples.all)
  func binaryRoundTrips(sample: PropertyListSample) throws {
    let data = try sample.value.serialized(format: .binary)
    #expect(data.starts(with: Array("bplist00".utf8)))
    #expect(try PropertyList(serializedData: data) == sample.value)
  }

  @Test("XML round trip", arguments: PropertyListSamples.all.filter(\.xmlExact))
  func xmlRoundTrips(sample: PropertyListSample) throws {
    let data = try sample.value.serialized(format: .xml)
    #expect(String(decoding: data, as: UTF8.self).contains("<plist version=\"1.0\">"))
    #expect(try PropertyList(serializedData: data) == sample.value)
  }

  @Test func binaryKeepsEveryValueInOneDocument() throws {
    let document = PropertyList.array(PropertyListSamples.all.map(\.value))
    #expect(try PropertyList(serializedData: document.serialized(format: .binary)) == document)
  }

  @Test func xmlKeepsWholeSecondsOfDates() throws {
    let value = PropertyList.date(Date(timeIntervalSinceReferenceDate: 1.75))
    let xml = String(decoding: try value.serialized(format: .xml), as: UTF8.self)
    #expect(xml.contains("<date>2001-01-01T00:00:01Z</date>"))
    #expect(
      try PropertyList(serializedData: value.serialized(format: .xml))
        == .date(Date(timeIntervalSinceReferenceDate: 1)))
  }

  @Test func xmlDropsTheSignOfNegativeZero() throws {
    let decoded = try PropertyList(serializedData: PropertyList.real(-0.0).serialized(format: .xml))
    #expect(decoded.realValue == 0)
    #expect(decoded.realValue?.sign == .plus)
  }

  @Test func xmlWritesBooleansIntegersAndRealsDistinctly() throws {
    let value: PropertyList = ["b": true, "i": 1, "r": 1.0]
    let xml = String(decoding: try value.serialized(format: .xml), as: UTF8.self)
    #expect(xml.contains("<true/>"))
    #expect(xml.contains("<integer>1</integer>"))
    #expect(xml.contains("<real>1</real>") || xml.contains("<real>1.0</real>"))
  }

  @Test func rejectsGarbage() {
    #expect(throws: PropertyListError.self) {
      try PropertyList(serializedData: Data("not a plist <".utf8))
    }
  }

  @Test("damaged property lists say what they claim to be and what is wrong")
  func damagedInputsAreNamed() throws {
    func reason(_ bytes: [UInt8]) -> String {
      do {
        _ = try PropertyList(serializedData: Data(bytes))
        return "read"
      } catch {
        return error.description
      }
    }
    let binary = try PropertyList.dictionary(["a": .string("b")]).serialized(format: .binary)
    // A binary plist cut short, or only its magic (which Foundation would read as a string).
    #expect(reason(Array(binary.prefix(binary.count - 4))).contains("damaged binary property list"))
    #expect(reason(Array("bplist00".utf8)).contains("damaged binary property list"))
    #expect(
      reason(Array("<?xml version=\"1.0\"?><plist><dict><key>a</key></plist>".utf8))
        .contains("malformed XML property list"))
    #expect(reason([]).contains("empty"))
  }
}
