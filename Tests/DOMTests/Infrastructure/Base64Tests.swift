import DOM
import Foundation
import Testing

/// The one base64 implementation and its two decoding policies: MIME's lenient content
/// transfer encoding (RFC 2045 §6.8) and Infra's forgiving-base64 (the `atob` cases are in
/// WebPlatformTests).
@Suite struct Base64Tests {
  @Test func mimeMatchesFoundationOverLineBreaks() {
    let bytes: [UInt8] = (0..<255).map { UInt8($0) }
    let encoded = Data(bytes).base64EncodedString(options: .lineLength76Characters)
    #expect(encoded.contains("\r\n"))
    #expect(Base64.decode(Array(encoded.utf8), policy: .mime) == bytes)
    // Forgiving-base64 removes the line breaks too.
    #expect(Base64.decode(Array(encoded.utf8), policy: .forgiving) == bytes)
  }

  @Test(arguments: [("TWFu", "Man"), ("TWE=", "Ma"), ("TQ==", "M"), ("TWE", "Ma"), ("", "")])
  func mimeDecodesPaddedAndUnpadded(input: String, expected: String) throws {
    let decoded = try #require(Base64.decode(Array(input.utf8), policy: .mime))
    #expect(String(decoding: decoded, as: UTF8.self) == expected)
  }

  @Test func charactersOutsideTheAlphabetFailUnderBoth() {
    #expect(Base64.decode(Array("TW*u".utf8), policy: .mime) == nil)
    #expect(Base64.decode(Array("TW*u".utf8), policy: .forgiving) == nil)
    #expect(Base64.decode(Array("TWé".utf16), policy: .mime) == nil)
  }

  /// Where the policies differ: MIME reads the URL-safe alphabet, stops at the first `=` and
  /// keeps what a truncated group holds; forgiving-base64 refuses all three.
  @Test func wherePoliciesDiffer() {
    #expect(Base64.decode(Array("_-4".utf8), policy: .mime) == [0xFF, 0xEE])
    #expect(Base64.decode(Array("_-4".utf8), policy: .forgiving) == nil)
    #expect(Base64.decode(Array("TQ==TWFu".utf8), policy: .mime) == Array("M".utf8))
    #expect(Base64.decode(Array("TQ==TWFu".utf8), policy: .forgiving) == nil)
    #expect(Base64.decode(Array("TWFuT".utf8), policy: .mime) == Array("Man".utf8))
    #expect(Base64.decode(Array("TWFuT".utf8), policy: .forgiving) == nil)
    // A form feed is ASCII whitespace for Infra, not for MIME.
    #expect(Base64.decode(Array("TW\u{0C}Fu".utf8), policy: .forgiving) == Array("Man".utf8))
    #expect(Base64.decode(Array("TW\u{0C}Fu".utf8), policy: .mime) == nil)
  }

  @Test func encodeRoundTripsEveryByte() {
    let bytes = (0...255).map { UInt8($0) }
    let encoded = Base64.encode(bytes)
    #expect(encoded == Data(bytes).base64EncodedString())
    #expect(Base64.decode(Array(encoded.utf8), policy: .forgiving) == bytes)
    #expect(Base64.decode(Array(encoded.utf8), policy: .mime) == bytes)
  }
}
