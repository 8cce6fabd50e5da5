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

  /// The case of WebKit's own layout test of the limit (514 nested `div`s set as a body's
  /// `innerHTML`: `d512`'s parent is `d510`), with a comment and text added.
  @Test func fragmentNestingStopsAtSafarisDepth() throws {
    let document = HTMLParser.parseDocument("<!DOCTYPE html><body>")
    let body = try #require(document.body)
    let markup = (0..<514).map { "<div id='d\($0)'>" }.joined() + "<!--c-->t"
    try body.setInnerHTML(markup)
    let d510 = try #require(document.getElementById("d510"))
    let d511 = try #require(document.getElementById("d511"))
    let d512 = try #require(document.getElementById("d512"))
    let d513 = try #require(document.getElementById("d513"))
    #expect(d511.parentNode === d510)
    #expect(d512.parentNode === d510)
    #expect(d512.previousSibling === d511)
    #expect(d513.parentNode === d510)
    // The comment goes beside its parent too; text stays in the current element.
    #expect(d510.lastChild is DOM.Comment)
    #expect(d513.textContent == "t" && d513.firstChild is Text)
  }

  @Test func deeplyNestedMarkupIsFlattenedPastTheLimit() throws {
    let count = 100_000
    let markup = String(repeating: "<span>", count: count) + "x"
    let document = HTMLParser.parseDocument(markup)
    let body = try #require(document.body)
    // With html and body open, 510 spans nest as usual (the 510th then has 512 open
    // elements above its children); each later span goes beside the current one, so into the
    // 510th, which ends up holding all of them.
    let (length, deepest) = firstChildChain(from: body)
    #expect(length == 511)
    let holder = try #require(deepest.parentNode)
    #expect(holder.childCount == count - 510)
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
