import DOM
import Foundation
import TestSupport
import Testing

@testable import HTMLParsing

/// Large inputs go through the slab allocator and free gumbo's nodes while converting; the
/// tree must be exactly what the malloc path builds.
@Suite struct LargeInputTests {
  /// A generated page well over the slab threshold, with the constructs that take special
  /// paths: noscript (raw text), templates, foreign content, attributes of every namespace,
  /// deep nesting, tables with foster parenting, comments.
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
      page += String(repeating: "<span>", count: 20) + "deep"
      page += String(repeating: "</span>", count: 20)
      page += "</div>"
    }
    return page + "</body></html>"
  }

  static func parse(_ text: String, slabs: Bool) -> String {
    var options = HTMLParser.Options()
    options.usesSlabAllocator = slabs
    return TreeDump.dump(childrenOf: HTMLParser.parseDocument(text, options: options))
  }

  @Test func slabAllocatorBuildsTheSameTreeAsMalloc() {
    let page = Self.generatedPage(repeats: 1500)
    #expect(page.utf8.count > GumboTreeConverter.slabThreshold)
    let withSlabs = Self.parse(page, slabs: true)
    let withMalloc = Self.parse(page, slabs: false)
    #expect(withSlabs == withMalloc)
    #expect(withSlabs.contains("\"<img src=\"n1499.png\">\""))
  }

  /// The curated pages larger than the slab threshold, and the first six such pages of the
  /// optional corpus when it is present.
  @Test func largeSavedPagesParseTheSameWithEitherAllocator() throws {
    var checked = 0
    let corpus = RepositoryPaths.corpusPages(for: "LargeInputTests").lazy.filter {
      ((try? $0.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
        > GumboTreeConverter.slabThreshold
    }.prefix(6)
    for url in RepositoryPaths.curatedPages() + Array(corpus) {
      let data = try Data(contentsOf: url)
      guard data.count > GumboTreeConverter.slabThreshold else { continue }
      let text = String(decoding: data, as: UTF8.self)
      #expect(Self.parse(text, slabs: true) == Self.parse(text, slabs: false), "\(url)")
      checked += 1
    }
    #expect(checked >= 2)
  }
}
