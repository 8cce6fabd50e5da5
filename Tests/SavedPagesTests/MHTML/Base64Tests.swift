import Foundation
import Testing

@testable import SavedPages

/// The base64 decoder (RFC 2045 §6.8).
@Suite struct Base64Tests {
  @Test func matchesFoundationOverLineBreaks() {
    let bytes: [UInt8] = (0..<255).map { UInt8($0) }
    let encoded = Data(bytes).base64EncodedString(options: .lineLength76Characters)
    #expect(encoded.contains("\r\n"))
    #expect(Base64.decode(Array(encoded.utf8)) == bytes)
  }

  @Test(arguments: [("TWFu", "Man"), ("TWE=", "Ma"), ("TQ==", "M"), ("TWE", "Ma"), ("", "")])
  func decodesPaddedAndUnpadded(input: String, expected: String) throws {
    let decoded = try #require(Base64.decode(Array(input.utf8)))
    #expect(String(decoding: decoded, as: UTF8.self) == expected)
  }

  @Test func rejectsCharactersOutsideTheAlphabet() {
    #expect(Base64.decode(Array("TW*u".utf8)) == nil)
  }
}
