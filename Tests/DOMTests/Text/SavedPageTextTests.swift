import DOM
import Foundation
import HTMLParsing
import TestSupport
import Testing

/// The rendered text of saved pages: every page renders, and words of its text are found again
/// by the finder at a range that reads as the word. The curated pages in the repository always
/// run; the optional corpus's pages too when it is present.
@Suite struct SavedPageTextTests {
  /// Checks one page; `false` when it has no body. `requireWords`: the page must have words of
  /// eight letters or more (the curated pages do; some corpus pages are a line of markup).
  static func check(_ page: URL, requireWords: Bool) throws -> Bool {
    let bytes = try [UInt8](Data(contentsOf: page))
    let document = HTMLParser.parseDocument(bytes: bytes).document
    guard let body = document.body else { return false }
    let text = body.innerText
    // A few longer words, looked up case-sensitively.
    let words = text.split(whereSeparator: \.isWhitespace).filter { $0.count >= 8 }
    if requireWords { #expect(!words.isEmpty, "\(page.lastPathComponent)") }
    for word in words.prefix(3) {
      let match = TextFinder.find(String(word), in: body, caseSensitive: true)
      #expect(match != nil, "\(page.lastPathComponent): \(word)")
      if let match {
        let found = RenderedText.string(
          from: match.startContainer, startOffset: match.startOffset, to: match.endContainer,
          endOffset: match.endOffset)
        #expect(found == String(word), "\(page.lastPathComponent)")
      }
    }
    return true
  }

  @Test func curatedPagesRenderAndWordsAreFound() throws {
    let pages = RepositoryPaths.curatedPages()
    #expect(pages.count >= 10)
    for page in pages {
      #expect(try Self.check(page, requireWords: true), "\(page.lastPathComponent) has a body")
    }
  }

  @Test func corpusPagesRenderAndWordsAreFound() throws {
    var checked = 0
    for page in RepositoryPaths.corpusPages(for: "SavedPageTextTests") {
      // Smaller pages keep the test quick; the large ones take the same paths.
      let size = (try? page.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0
      guard size < 150_000 else { continue }
      if try Self.check(page, requireWords: false) { checked += 1 }
    }
    if !RepositoryPaths.corpusPages(for: "SavedPageTextTests").isEmpty { #expect(checked > 0) }
  }
}
