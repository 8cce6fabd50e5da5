import DOM
import Foundation
import TestSupport
import Testing

@testable import HTMLParsing

/// A large document's parser gives the pages of its input it has read back to the system as
/// the tree grows (``HTMLInputBuffer/releasePages(before:)``): the tree must be exactly what a
/// parse that keeps its whole input builds.
@Suite struct LargeInputTests {
  /// A generated page well over the release threshold, with the constructs that take special
  /// paths: noscript (raw text), templates, foreign content, attributes of every namespace,
  /// deep nesting, tables with foster parenting, comments, character references.
  static func generatedPage(repeats: Int) -> String {
    var page = "<!DOCTYPE html><html><head><title>t</title>"
    page += "<noscript><p>x</p></noscript></head><body>"
    for i in 0..<repeats {
      page += "<div class=\"c\(i % 7)\" id=\"d\(i)\" data-x='\(i)'>"
      page += "<p>Para \(i) &amp; <b>bold<i>mis</b>nest</i>"
      page += "<noscript><img src=\"n\(i).png\"></noscript><template><td>\(i)</td></template>"
      page += "<svg viewBox=\"0 0 1 1\"><foreignObject>"
      page += "<span xml:lang=\"en\">s</span></foreignObject>"
      page += "<a xlink:href=\"#\(i)\">l</a></svg><math><mi>x</mi></math>"
      page += "<table><tr><td>cell</td>stray text</tr></table><!-- comment \(i) -->"
      page += String(repeating: "<span>", count: 20) + "deep&eacute;"
      page += String(repeating: "</span>", count: 20)
      page += "</div>"
    }
    return page + "</body></html>"
  }

  static func parse(_ text: String, releasesInput: Bool) -> String {
    let document = HTMLParser.makeDocument()
    var markup = text
    let completed = HTMLTreeBuilder.parseDocument(
      consuming: &markup, into: document, scripting: true, maximumDepth: 512, deadline: nil,
      releasesInput: releasesInput)
    #expect(completed)
    return TreeDump.dump(childrenOf: document)
  }

  @Test func releasingTheReadInputBuildsTheSameTree() {
    let page = Self.generatedPage(repeats: 7_000)
    #expect(page.utf8.count > HTMLTreeBuilder.inputReleaseMinimum)
    let released = Self.parse(page, releasesInput: true)
    let kept = Self.parse(page, releasesInput: false)
    #expect(released == kept)
    #expect(released.contains("\"<img src=\"n6999.png\">\""))
    #expect(released.contains("\"deepé\""))
  }

  /// The curated pages over 300 KB and the first page of the optional corpus over 1 MB, each
  /// repeated past the release threshold (the markup after the first copy lands in the body).
  @Test func largeSavedPagesParseTheSameWhenTheirInputIsReleased() throws {
    var checked = 0
    let corpus = RepositoryPaths.corpusPages(for: "LargeInputTests").lazy.filter {
      ((try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0) > 1_000_000
    }.prefix(1)
    for url in RepositoryPaths.curatedPages() + Array(corpus) {
      let data = try Data(contentsOf: url)
      guard data.count > 300_000 else { continue }
      let once = String(decoding: data, as: UTF8.self)
      let copies = HTMLTreeBuilder.inputReleaseMinimum / data.count + 1
      let text = String(repeating: once, count: copies)
      #expect(
        Self.parse(text, releasesInput: true) == Self.parse(text, releasesInput: false), "\(url)")
      checked += 1
    }
    #expect(checked >= 1)
  }
}
