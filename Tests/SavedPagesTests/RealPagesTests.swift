import DOM
import Foundation
import SavedPages
import Testing

/// A few real saved pages from `../shared/pages/` (skipped when the folder is absent).
@Suite struct RealPagesTests {
  private static let folder = TestFiles.shared("pages/readability")

  @Test(arguments: [
    ("001.html", "Get your Frontend JavaScript Code Covered | Code | Nicolas Perriault"),
    ("002.html", "This API is so Fetching! ✩ Mozilla Hacks – the Web developer blog"),
    ("003-metadata-preferred.html", "Title Element"),
  ])
  func realPageLoadsWithItsTitle(name: String, title: String) throws {
    guard FileManager.default.fileExists(atPath: Self.folder.path) else {
      print("skipped: no saved pages at \(Self.folder.path) (shared/pages is not checked out)")
      return
    }
    let path = Self.folder.appendingPathComponent(name).path
    let page = try SavedPageLoader.load(contentsOf: path)
    #expect(page.format == .html)
    #expect(page.url == URL(fileURLWithPath: path).absoluteString)
    let document = page.makeDocument()
    #expect(document.url == page.url)
    #expect(document.title == title)
  }
}
