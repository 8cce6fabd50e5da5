import Testing

@testable import DOM

/// `String.utf16Length` (the DOM's length of a string, counted from UTF-8) against the
/// standard library's `utf16.count`, and the text lengths built on it.
@Suite struct UTF16LengthTests {
  @Test(arguments: [
    "", "a", "plain ASCII text", "café", "naïve résumé", "日本語のテキスト", "emoji 😀 and 🇫🇷",
    "𝔘𝔫𝔦𝔠𝔬𝔡𝔢", "mixed: a é 日 😀 z", String(repeating: "é😀a", count: 500),
    String(repeating: "x", count: 10_000), "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",
  ])
  func countsAsUTF16Does(_ text: String) {
    #expect(text.utf16Length == text.utf16.count)
  }

  @Test func substringsAndBridgedContentCount() {
    let text = "prefix 😀 middle é suffix"
    let sliced = String(text.dropFirst(7).prefix(10))
    #expect(sliced.utf16Length == sliced.utf16.count)
    let decoded = String(decoding: Array("é😀".utf16) + [0x61], as: UTF16.self)
    #expect(decoded.utf16Length == 4)
  }

  @Test func textLengthAfterSettingData() {
    let document = Document()
    let text = document.createTextNode("abc")
    text.data = "😀é"
    #expect(text.length == 3)
    text.appendData("日")
    #expect(text.length == 4)
    #expect(text.data == "😀é日")
  }
}
