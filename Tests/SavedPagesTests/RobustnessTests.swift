import Foundation
import JSCore
import SavedPages
import Testing

/// Cut and corrupted archives load or fail with a ``SavedPageError``; they never crash.
@Suite struct RobustnessTests {
  /// Loads `bytes` as `fileName`; returns the error code, or `nil` when the page loaded.
  private func outcome(_ bytes: [UInt8], _ fileName: String) -> String? {
    do {
      let page = try SavedPageLoader.load(data: bytes, fileName: fileName)
      _ = page.makeDocument()
      return nil
    } catch {
      #expect(error.message.hasPrefix(fileName + ": "))
      return error.code
    }
  }

  /// The bytes of a stored fixture.
  private func fixtureBytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestFiles.fixture(name))))
  }

  @Test func everyPrefixOfABinaryArchive() throws {
    let bytes = try fixtureBytes("cyrillic-binary.webarchive")
    for length in 1..<bytes.count {
      #expect(outcome(Array(bytes.prefix(length)), "cut.webarchive") != nil, "prefix \(length)")
    }
  }

  /// A byte changed anywhere after the magic number: the archive either loads (a damaged
  /// string, a changed offset that still points at valid data) into a document, or fails with
  /// one of the property-list or archive codes, naming the file (checked in `outcome`); both
  /// happen over the whole file.
  @Test func corruptedBytesOfABinaryArchive() throws {
    let bytes = try fixtureBytes("cyrillic-binary.webarchive")
    var loaded = 0
    var codes: [String: Int] = [:]
    for index in stride(from: 8, to: bytes.count, by: 3) {
      for value: UInt8 in [0x00, 0xFF, bytes[index] ^ 0x5A] {
        var corrupted = bytes
        corrupted[index] = value
        if let code = outcome(corrupted, "bad.webarchive") {
          codes[code, default: 0] += 1
        } else {
          loaded += 1
        }
      }
    }
    #expect(Set(codes.keys).isSubset(of: ["plist-invalid", "archive-invalid"]), "\(codes)")
    #expect(loaded > 0)
    #expect(codes.values.reduce(0, +) > 0)
  }

  @Test func everyPrefixOfAnMHTMLMessage() throws {
    let bytes = try fixtureBytes("cafe.mhtml")
    for length in 1..<bytes.count {
      if let code = outcome(Array(bytes.prefix(length)), "cut.mhtml") {
        #expect(code == "archive-invalid", "prefix \(length)")
      }
    }
  }
}
