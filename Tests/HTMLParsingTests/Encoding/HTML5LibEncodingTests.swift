import Foundation
import Testing

@testable import HTMLParsing

/// Runs html5lib-tests `encoding/*.dat` through the whole byte-level parse
/// (`HTMLParser.parseDocument(bytes:)`: BOM, WebKit's `<meta>` scan, the default), with no
/// transport charset and without UTF-8 detection (the tests expect the standard's
/// windows-1252 default); failures must be listed in `Fixtures/html5lib/encoding-EXPECTATIONS`.
@Suite struct HTML5LibEncodingTests {
  /// The html5lib encoding data, in the repository (`Tests/Conformance`).
  static let dataDirectory = SharedData.conformance("html5lib/encoding")

  static let dataAvailable = FileManager.default.fileExists(atPath: dataDirectory.path)

  /// One `#data`/`#encoding` case.
  struct Case {
    var id: String
    var data: [UInt8]
    var expected: String
  }

  /// Splits a `.dat` file (as bytes) into cases: `#data` lines up to `#encoding`, then the name.
  static func cases(in file: String, bytes: [UInt8]) -> [Case] {
    var result: [Case] = []
    var lines: [ArraySlice<UInt8>] = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    var index = 0
    while index < lines.count {
      guard lines[index].elementsEqual("#data".utf8) else {
        index += 1
        continue
      }
      index += 1
      var data: [UInt8] = []
      var first = true
      while index < lines.count, !lines[index].elementsEqual("#encoding".utf8) {
        if !first { data.append(0x0A) }
        data.append(contentsOf: lines[index])
        first = false
        index += 1
      }
      index += 1
      let expected = index < lines.count ? String(decoding: lines[index], as: UTF8.self) : ""
      result.append(Case(id: "\(file):\(result.count)", data: data, expected: expected))
      index += 1
    }
    return result
  }

  /// `file:index: reason` lines of the expectations file, by id.
  static func expectations() throws -> [String: String] {
    try Expectations.load(SharedData.fixture("html5lib/encoding-EXPECTATIONS"))
  }

  @Test(
    .enabled(
      if: Self.dataAvailable, "Tests/Conformance not found: \(Self.dataDirectory.path)"))
  func sniffing() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.dataDirectory.path)
      .filter { $0.hasSuffix(".dat") }.sorted()
    let expectedFailures = try Self.expectations()
    var passed = 0
    var total = 0
    for file in files {
      let bytes = try [UInt8](Data(contentsOf: Self.dataDirectory.appendingPathComponent(file)))
      for testCase in Self.cases(in: file, bytes: bytes) {
        total += 1
        var options = HTMLParser.Options()
        options.detectsUTF8 = false
        let result = HTMLParser.parseDocument(bytes: testCase.data, options: options).encoding
        let expected = TextEncoding(label: testCase.expected)
        let ok = expected.map { $0 == result.encoding } ?? false
        if ok { passed += 1 }
        if let reason = expectedFailures[testCase.id] {
          #expect(!ok, "\(testCase.id) passes but is listed as failing: \(reason)")
        } else {
          #expect(
            ok, "\(testCase.id): expected \(testCase.expected), got \(result.encoding.name)")
        }
      }
    }
    #expect(total > 0)
    print("html5lib encoding: \(passed)/\(total) passed")
  }
}
