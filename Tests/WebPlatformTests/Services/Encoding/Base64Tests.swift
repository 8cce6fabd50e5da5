import DOM
import Testing

@testable import WebPlatform

@Suite("Base64, atob and btoa")
struct Base64Tests {
  private func units(_ string: String) -> [UInt16] { Array(string.utf16) }

  @Test(arguments: [
    ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="),
    ("fooba", "Zm9vYmE="), ("foobar", "Zm9vYmFy"),
  ])
  func encodeRFC4648Vectors(input: String, expected: String) throws {
    #expect(Base64.encode(Array(input.utf8)) == expected)
    #expect(try Base64.btoa(units(input)) == expected)
  }

  @Test func btoaTakesLatin1CodeUnits() throws {
    #expect(try Base64.btoa([0x00, 0xFF, 0xE9]) == "AP/p")
    #expect(throws: DOMException(.invalidCharacterError, "The string contains invalid characters."))
    {
      try Base64.btoa(units("\u{20AC}"))
    }
  }

  @Test(arguments: [
    ("Zm9vYmFy", "foobar"), ("Zm9vYg", "foob"), ("Zm9vYg==", "foob"), ("Zm9vYmE=", "fooba"),
    (" Zm9v\tYm\nFy\u{0C}\r ", "foobar"), ("", ""), ("YQ", "a"), ("YR", "a"),
  ])
  func forgivingDecode(input: String, expected: String) throws {
    #expect(try Base64.atob(units(input)) == Array(expected.utf16))
  }

  @Test(arguments: ["Zm9vY", "Zm9v=", "Zm9vYg=", "Zm9vYg===", "====", "Zm9v!", "Zm\u{A0}9v", "é"])
  func forgivingDecodeFailures(input: String) {
    #expect(Base64.decode(units(input), policy: .forgiving) == nil)
    #expect(throws: DOMException.self) { try Base64.atob(self.units(input)) }
  }

  @Test func atobGivesOneCodeUnitPerByte() throws {
    #expect(try Base64.atob(units("/+4=")) == [0xFF, 0xEE])
    #expect(Base64.decode(Array("/+4=".utf8), policy: .forgiving) == [0xFF, 0xEE])
  }

  @Test func roundTripsEveryByte() {
    let bytes = (0...255).map { UInt8($0) }
    #expect(Base64.decode(Array(Base64.encode(bytes).utf8), policy: .forgiving) == bytes)
  }
}
