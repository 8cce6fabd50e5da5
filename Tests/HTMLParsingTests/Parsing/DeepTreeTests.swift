import DOM
import HTMLParsing
import Testing

/// Hostile nesting: parsing, serializing and dumping a very deep tree must not overflow the
/// stack, and the parser nests elements no deeper than Safari's does (512 open elements,
/// WebKit's `maximumHTMLParserDOMTreeDepth`).
@Suite struct DeepTreeTests {
  /// The chain of first children below `node`, counted, with the node at its end.
  private func firstChildChain(from node: Node) -> (length: Int, last: Node) {
    var length = 0
    var current = node
    while let child = current.firstChild, child is Element {
      length += 1
      current = child
    }
    return (length, current)
  }

  /// WebKit 2.50's rule, as recorded with the WebKit oracle (differential fixtures
  /// `parser-depth/*`): once 512 elements are open (a fragment's root is the first), a new
  /// element goes to the current node's parent instead (WebKit pops the current node and
  /// pushes the new one). So 514 nested `div`s set as a body's `innerHTML` give a chain
  /// d0…d510 with d510 at 511 below the fragment root, and d511…d513 beside d510 in d509.
  @Test func fragmentNestingStopsAtSafarisDepth() throws {
    let document = HTMLParser.parseDocument("<!DOCTYPE html><body>")
    let body = try #require(document.body)
    let markup = (0..<514).map { "<div id='d\($0)'>" }.joined() + "<!--c-->t"
    try body.setInnerHTML(markup)
    let d509 = try #require(document.getElementById("d509"))
    let d510 = try #require(document.getElementById("d510"))
    let d511 = try #require(document.getElementById("d511"))
    let d512 = try #require(document.getElementById("d512"))
    let d513 = try #require(document.getElementById("d513"))
    #expect(d510.parentNode === d509)
    #expect(d511.parentNode === d509)
    #expect(d512.parentNode === d509)
    #expect(d512.previousSibling === d511)
    #expect(d513.parentNode === d509)
    #expect(d510.firstChild == nil)
    // The comment goes beside its parent too, and WebKit then also pops d513, so the text
    // after it lands in d509 (fixture `parser-depth/fragment-after-limit`).
    #expect(d513.nextSibling is DOM.Comment)
    #expect(d513.firstChild == nil)
    #expect(d509.lastChild is DOM.Text)
    #expect(d509.lastChild?.textContent == "t")
  }

  @Test func deeplyNestedMarkupIsFlattenedPastTheLimit() throws {
    let count = 100_000
    let markup = String(repeating: "<span>", count: count) + "x"
    let document = HTMLParser.parseDocument(markup)
    let body = try #require(document.body)
    // With html and body open, 510 spans nest as usual (the 510th is the 512th open
    // element); each later span goes beside the current one, so into the 509th, which ends up
    // holding all of them.
    let (length, deepest) = firstChildChain(from: body)
    #expect(length == 510)
    let holder = try #require(deepest.parentNode)
    #expect(holder.childCount == count - 509)
    #expect(document.getElementsByTagName("span").length == count)
    #expect(holder.lastChild?.textContent == "x")
    #expect(body.innerHTML.utf8.count == count * 13 + 1)
  }

  @Test func withoutTheLimitTheTreeIsAsDeepAsTheMarkup() throws {
    let depth = 100_000
    var options = HTMLParser.Options()
    options.maximumTreeDepth = nil
    let markup = String(repeating: "<span>", count: depth) + "x"
    let document = HTMLParser.parseDocument(markup, options: options)
    let body = try #require(document.body)
    let (length, deepest) = firstChildChain(from: body)
    #expect(length == depth)
    #expect(deepest.textContent == "x")
    let html = body.innerHTML
    #expect(html.hasPrefix("<span><span>"))
    #expect(html.utf8.count == depth * 13 + 1)
  }
}
