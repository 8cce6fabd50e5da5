import DOM
import Testing

/// DOM strings are UTF-16: an edit inside a surrogate pair leaves lone surrogates, which
/// `dataUTF16` keeps exactly (`data` shows them as U+FFFD with the same length and offsets).
@Suite struct SurrogateTests {
  private let emoji: [UInt16] = Array("😀".utf16)  // D83D DE00

  @Test func offsetsCountCodeUnits() throws {
    let document = makeHTMLDocument()
    let text = document.createTextNode("a😀b")
    #expect(text.length == 4)
    #expect(try text.substringData(offset: 1, count: 2) == "😀")
    #expect(try text.substringDataUTF16(offset: 1, count: 1) == [emoji[0]])
    #expect(!text.hasLoneSurrogates)
    withExtendedLifetime(document) {}
  }

  @Test func splittingAPairKeepsBothHalves() throws {
    let document = makeHTMLDocument()
    let p = document.make("p")
    let text = document.createTextNode("a😀b")
    try p.appendChild(text)
    let rest = try text.splitText(2)
    #expect(text.dataUTF16 == [0x61, emoji[0]])
    #expect(rest.dataUTF16 == [emoji[1], 0x62])
    #expect(text.hasLoneSurrogates && rest.hasLoneSurrogates)
    #expect(text.data == "a\u{FFFD}" && text.length == 2)
    // Joining the halves gives the character back.
    p.normalize()
    #expect(p.childCount == 1)
    #expect(text.data == "a😀b" && !text.hasLoneSurrogates)
  }

  @Test func insertingInsideAPair() throws {
    let document = makeHTMLDocument()
    let text = document.createTextNode("😀")
    try text.insertData(offset: 1, "x")
    #expect(text.dataUTF16 == [emoji[0], 0x78, emoji[1]])
    #expect(text.length == 3)
    try text.deleteData(offset: 1, count: 1)
    #expect(text.data == "😀" && !text.hasLoneSurrogates)
    withExtendedLifetime(document) {}
  }

  @Test func exactUnitsFromScript() throws {
    let document = makeHTMLDocument()
    let text = document.createTextNode("")
    text.setData(utf16: [0xD800, 0x41])
    #expect(text.hasLoneSurrogates && text.length == 2)
    try text.replaceData(offset: 2, count: 0, utf16: [0xDC00])
    #expect(text.dataUTF16 == [0xD800, 0x41, 0xDC00])
    let copy = try #require(try text.cloneNode() as? Text)
    #expect(copy.dataUTF16 == text.dataUTF16)
    text.data = "plain"
    #expect(!text.hasLoneSurrogates && text.dataUTF16 == Array("plain".utf16))
    withExtendedLifetime(document) {}
  }

  @Test func rangeContentsKeepHalves() throws {
    let document = makeHTMLDocument()
    let p = document.make("p")
    let text = document.createTextNode("a😀b")
    try p.appendChild(text)
    let range = document.createRange()
    try range.setStart(text, 0)
    try range.setEnd(text, 2)
    let fragment = try range.cloneContents()
    let piece = try #require(fragment.firstChild as? Text)
    #expect(piece.dataUTF16 == [0x61, emoji[0]])
  }
}
