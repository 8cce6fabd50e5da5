import DOM
import Foundation
import Testing

@testable import HTMLParsing

/// The Swift tree builder on tag soup: random sequences of the tags its rules single out
/// (tables, templates, formatting elements, foreign content, select, frameset…), parsed as
/// documents and as fragments in several contexts, with and without the depth limit. Every
/// parse must end and give a well-formed tree (each child's parent is the node holding it).
@Suite struct HTMLTreeBuilderRobustnessTests {
  /// SplitMix64: a fixed seed, so a failure replays.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E9B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let tags = [
    "html", "head", "body", "frameset", "frame", "table", "tbody", "tr", "td", "th", "caption",
    "col", "colgroup", "template", "a", "b", "i", "nobr", "font color=red", "p", "div", "li",
    "dd", "form", "select", "option", "optgroup", "input", "textarea", "svg", "math", "mi",
    "annotation-xml encoding=text/html", "foreignObject", "desc", "title", "script", "style",
    "noscript", "plaintext", "pre", "button", "marquee", "object", "h1", "ruby", "rt", "hr",
    "br", "image", "selectedcontent", "isindex", "xmp", "iframe", "noembed", "span",
  ]

  static func randomMarkup(_ generator: inout Generator, length: Int) -> String {
    var markup = ""
    for _ in 0..<length {
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<5:
        markup += "<" + (tags.randomElement(using: &generator) ?? "p") + ">"
      case 5..<8:
        let tag = tags.randomElement(using: &generator) ?? "p"
        markup += "</" + (tag.split(separator: " ").first.map(String.init) ?? tag) + ">"
      case 8:
        markup +=
          ["x", " ", "\0", "<!--c-->", "<![CDATA[d]]>", "&amp;", "<!DOCTYPE html>"]
          .randomElement(using: &generator) ?? "x"
      default:
        markup += "text "
      }
    }
    return markup
  }

  /// Whether the tree is well formed (``HTMLTreeInvariants``, which the `FuzzTreeBuilder` fuzz
  /// target checks too).
  static func isWellFormed(_ root: Node) -> Bool {
    HTMLTreeInvariants.wellFormednessProblem(root) == nil
  }

  @Test func tagSoupGivesWellFormedTrees() throws {
    var generator = Generator(state: 22)
    let contexts: [(Namespace, String)] = [
      (.html, "body"), (.html, "table"), (.html, "tr"), (.html, "template"), (.html, "select"),
      (.svg, "svg"), (.mathml, "math"), (.html, "html"), (.html, "textarea"),
    ]
    for round in 0..<3_000 {
      let markup = Self.randomMarkup(&generator, length: Int.random(in: 1..<60, using: &generator))
      var options = HTMLParser.Options()
      options.maximumTreeDepth = round % 3 == 0 ? 6 : 512
      options.scriptingEnabled = round % 2 == 0
      let document = HTMLParser.parseDocument(markup, options: options)
      #expect(Self.isWellFormed(document), "document: \(markup.debugDescription)")
      let (namespace, name) = contexts[round % contexts.count]
      let context = document.createElement(
        name: document.internName(namespace: namespace, localName: name))
      let fragment = HTMLParser.parseFragment(markup, context: context, options: options)
      #expect(Self.isWellFormed(fragment), "fragment in \(name): \(markup.debugDescription)")
    }
  }

  /// The depth limit does not apply below an element inserted for the same token (WebKit
  /// attaches those after the token): at the limit, each `<table><td>` puts the table beside
  /// the cell and nests an implied `tbody` and `tr` and the cell below it, two deeper each time.
  /// The bound `FuzzTreeBuilder` checks (the limit plus two per `td`) is reached exactly.
  @Test func tableCellsAtTheDepthLimitNestTwoDeeperEachTime() throws {
    var options = HTMLParser.Options()
    options.maximumTreeDepth = 4
    for count in 1...5 {
      let document = HTMLParser.parseDocument(
        String(repeating: "<table><td>", count: count), options: options)
      let elements = HTMLTreeInvariants.elements(under: document, rootDepth: 0)
      // html, body, table, tbody, tr, td; then each pair two deeper.
      #expect(elements.maximumDepth == 4 + 2 * count, "\(count) cells")
    }
  }

  /// Found by `FuzzTreeBuilder` (Fuzz/Regressions/FuzzTreeBuilder/cell-popped-by-depth-limit-then-row-end-tag):
  /// at limit 5 the `d` goes beside the cell and takes its place on the stack, the mode stays
  /// "in cell", and `</tr>` closed the cell by popping until a `td` — the whole stack, `html`
  /// included; the `<a>` after it then ran the adoption agency on a stack with `a` at the
  /// bottom (index out of range). Closing a cell that is no longer open now stops at the row.
  @Test func rowEndTagAfterTheDepthLimitPoppedTheCellKeepsTheStack() throws {
    var options = HTMLParser.Options()
    options.maximumTreeDepth = 5
    let document = HTMLParser.parseDocument("<a><table><td><d></tr>\n<p><a>", options: options)
    #expect(Self.isWellFormed(document))
    let body = try #require(document.body)
    // `</tr>` closes the row the `d` is in; the `p` and the second `a` are foster-parented.
    #expect(
      HTMLSerializer.serializeChildren(of: body)
        == "<a><p></p><table><tbody><tr><td></td><d></d></tr>\n</tbody></table><a></a></a>")
  }

  /// Deep nesting without the depth limit: no recursion over the depth anywhere (nested
  /// templates closed at the end of the input, formatting elements reconstructed). The
  /// templates stay at 2,000: the DOM frees nested template contents recursively (each
  /// template's content fragment is released from the template's deinit), which a deeper
  /// nesting would overflow.
  @Test func deepNestingWithoutTheLimitEnds() throws {
    var options = HTMLParser.Options()
    options.maximumTreeDepth = nil
    for markup in [
      String(repeating: "<template>", count: 2_000),
      String(repeating: "<div>", count: 50_000) + "x",
      String(repeating: "<b>", count: 20_000) + String(repeating: "<p>x", count: 2_000),
      String(repeating: "<table><tr><td>", count: 10_000),
      String(repeating: "<svg><foreignObject>", count: 20_000),
    ] {
      let document = HTMLParser.parseDocument(markup, options: options)
      #expect(document.body != nil)
    }
  }

  /// Many distinct open formatting elements: the Noah's Ark check does not scan the whole list
  /// for each (it was quadratic: 50,000 took 22 s in a release build, now 80 ms).
  @Test func manyDistinctFormattingElementsStayLinear() throws {
    let markup = (0..<20_000).map { "<b id=\($0)>x" }.joined()
    let start = BoundedParseTests.threadCPUTime()
    let document = HTMLParser.parseDocument(markup)
    let spent = Double(BoundedParseTests.threadCPUTime() - start) / 1e9
    #expect(document.getElementsByTagName("b").length == 20_000)
    #expect(spent < 5, "\(spent) s of CPU")
  }
}
