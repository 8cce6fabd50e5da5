import Testing

@testable import SavedPages

/// The quoted-printable decoder (RFC 2045 §6.7).
@Suite struct QuotedPrintableTests {
  @Test(arguments: [
    ("a=3Db", "a=b"),
    ("soft=\r\nbreak", "softbreak"),
    ("soft=\nbreak", "softbreak"),
    ("pad= \t\r\nded", "padded"),
    ("caf=C3=a9", "café"),
    ("keep =ZZ and =4", "keep =ZZ and =4"),
    ("hard\r\nbreak", "hard\r\nbreak"),
    ("end=", "end"),
  ])
  func decodes(input: String, expected: String) {
    #expect(String(decoding: QuotedPrintable.decode(Array(input.utf8)), as: UTF8.self) == expected)
  }
}
