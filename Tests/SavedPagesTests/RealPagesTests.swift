import DOM
import Foundation
import SavedPages
import TestSupport
import Testing

/// Saved pages load with their encoding and title: the curated pages in the repository
/// (`Tests/Pages`, legacy encodings and a BOM among them), and three pages of the optional
/// corpus when it is present.
@Suite struct RealPagesTests {
  /// Loads `page` as the tool does and checks its title and encoding.
  static func expectPage(_ path: String, title: String, characterSet: String) throws {
    let page = try SavedPageLoader.load(contentsOf: path)
    #expect(page.format == .html)
    #expect(page.url == URL(fileURLWithPath: path).absoluteString)
    let document = page.makeDocument()
    #expect(document.url == page.url)
    #expect(document.title == title, "\(path)")
    #expect(document.characterSet == characterSet, "\(path)")
  }

  @Test(arguments: [
    (
      "news-article.html", "UTF-8",
      "Tidal clock in Wrenhaven harbour to chime again after council vote | The Larkspur Gazette"
    ),
    ("blog-post.html", "UTF-8", "Debouncing without tears: a field guide — Pebble & Parse"),
    (
      "forum-thread.html", "UTF-8",
      "Restoring a 1974 Harwood touring frame (the long thread) - Page 1 - Spokewright Forums"
    ),
    ("cjk-article.html", "UTF-8", "霧見町の灯籠流し、三年ぶりに川面を照らす｜白鷺タイムズ"),
    (
      "rtl-article.html", "UTF-8", "مكتبة الواحة تفتح أرشيفها الرقمي للجمهور | صحيفة النخيل اليومية"
    ),
    (
      "legacy-windows-1252.html", "windows-1252",
      "Kesselbrook Chess Circle – Home of the \u{201C}Friday Blitz\u{201D}"
    ),
    ("bom-utf8.html", "UTF-8", "About us · Fernhollow Bindery 🌿"),
    ("shift-jis.html", "Shift_JIS", "さくら台町立図書館\u{3000}今月のおしらせ"),
    ("tag-soup.html", "UTF-8", "Bargain Bin Bulletin :: Classifieds & Swaps"),
  ])
  func curatedPageLoadsWithItsTitle(name: String, characterSet: String, title: String) throws {
    try Self.expectPage(
      RepositoryPaths.url("Tests/Pages/\(name)").path, title: title, characterSet: characterSet)
  }

  @Test func corpusPagesLoadWithTheirTitles() throws {
    let folder = RepositoryPaths.corpus("pages/readability")
    guard !RepositoryPaths.corpusPages(for: "RealPagesTests").isEmpty else { return }
    for (name, title) in [
      ("001.html", "Get your Frontend JavaScript Code Covered | Code | Nicolas Perriault"),
      ("002.html", "This API is so Fetching! ✩ Mozilla Hacks – the Web developer blog"),
      ("003-metadata-preferred.html", "Title Element"),
    ] {
      try Self.expectPage(
        folder.appendingPathComponent(name).path, title: title, characterSet: "UTF-8")
    }
  }
}
