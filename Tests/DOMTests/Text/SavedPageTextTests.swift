import DOM
import Foundation
import HTMLParsing
import TestSupport
import Testing

/// The rendered text of real saved pages: every page renders, and words of its text are found
/// again by the finder at a range that reads as the word.
@Suite struct SavedPageTextTests {
  @Test(
    .enabled(
      if: FileManager.default.fileExists(atPath: RepositoryPaths.corpus("pages/readability").path),
      "../shared/pages not found"))
  func savedPagesRenderAndWordsAreFound() throws {
    let folder = RepositoryPaths.corpus("pages/readability")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    var checked = 0
    for name in names where name.hasSuffix(".html") {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      // Smaller pages keep the test quick; the large ones take the same paths.
      guard data.count < 150_000 else { continue }
      let document = HTMLParser.parseDocument(String(decoding: data, as: UTF8.self))
      guard let body = document.body else { continue }
      let text = body.innerText
      // A few longer words, looked up case-sensitively.
      let words = text.split(whereSeparator: \.isWhitespace).filter { $0.count >= 8 }
      for word in words.prefix(3) {
        let match = TextFinder.find(String(word), in: body, caseSensitive: true)
        #expect(match != nil, "\(name): \(word)")
        if let match {
          let found = RenderedText.string(
            from: match.startContainer, startOffset: match.startOffset, to: match.endContainer,
            endOffset: match.endOffset)
          #expect(found == String(word), "\(name)")
        }
      }
      checked += 1
    }
    #expect(checked > 0)
  }
}
