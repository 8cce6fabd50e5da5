import DOM
import HTMLParsing
import Testing

/// A parsed page and the element with `id="t"` (or the body).
struct TextFixture {
  let document: Document
  let target: Element

  init(_ body: String) {
    document = HTMLParser.parseDocument("<!DOCTYPE html><html><head></head><body>" + body)
    guard let element = document.getElementById("t") ?? document.body else {
      preconditionFailure("the parser always makes a body")
    }
    target = element
  }

  /// The first text node whose data is `data`.
  func text(_ data: String, sourceLocation: SourceLocation = #_sourceLocation) -> Text {
    for node in document.inclusiveDescendants {
      if let text = node as? Text, text.data == data { return text }
    }
    Issue.record("no text node \"\(data)\"", sourceLocation: sourceLocation)
    return document.createTextNode(data)
  }
}

/// The `innerText` getter on parsed markup, checked against what WebKit (its text iterator)
/// gives on an unstyled page (the element under test has `id="t"`); the WebKit-differential
/// fixtures in `rendered-text/` hold the recorded answers.
@Suite struct InnerTextTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var html: String
    var expected: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Paragraphs, headings, blocks.
    Case(name: "paragraphs", html: "<div id=t><p>One</p><p>Two</p></div>", expected: "One\n\nTwo"),
    Case(
      // WebKit's extra line feed after headings (the standard gives "Title\nBody").
      name: "heading then div", html: "<div id=t><h1>Title</h1><div>Body</div></div>",
      expected: "Title\n\nBody"),
    Case(
      name: "heading then paragraph", html: "<div id=t><h2>Title</h2><p>Para</p></div>",
      expected: "Title\n\nPara"),
    Case(
      name: "whitespace between blocks", html: "<div id=t>\n  <div>a</div>\n  <div>b</div>\n</div>",
      expected: "a\nb"),
    Case(name: "hr", html: "<div id=t>a<hr>b</div>", expected: "a\nb"),
    Case(
      name: "inline text around a block", html: "<div id=t>a <div>b</div> c</div>",
      expected: "a\nb\nc"),
    Case(
      // WebKit adds the paragraph's second line feed only after it (the standard: a\n\nb\n\nc).
      name: "paragraph in text", html: "<div id=t>a<p>b</p>c</div>", expected: "a\nb\n\nc"),
    // Lists.
    Case(
      name: "list", html: "<ul id=t>\n  <li>One</li>\n  <li>Two</li>\n</ul>", expected: "One\nTwo"),
    Case(
      name: "nested list", html: "<ul id=t><li>a<ul><li>b</li></ul></li><li>c</li></ul>",
      expected: "a\nb\nc"),
    Case(
      name: "definition list", html: "<dl id=t><dt>Term</dt><dd>Definition</dd></dl>",
      expected: "Term\nDefinition"),
    // Tables.
    Case(
      name: "table",
      html: "<table id=t><tr><td>a</td><td>b</td></tr><tr><td>c</td><td>d</td></tr></table>",
      expected: "a\tb\nc\td"),
    Case(
      name: "table with whitespace",
      html:
        "<table id=t>\n <tr>\n  <th> A </th>\n  <th>B</th>\n </tr>\n <tr><td>1</td><td>2</td></tr>\n</table>",
      expected: "A\tB\n1\t2"),
    Case(
      name: "table row groups",
      html:
        "<table id=t><thead><tr><th>h</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>",
      expected: "h\nb"),
    Case(
      name: "table caption",
      html: "<table id=t><caption>Cap</caption><tr><td>a</td><td>b</td></tr></table>",
      expected: "Cap\na\tb"),
    Case(
      name: "table between text", html: "<div id=t>x<table><tr><td>a</td></tr></table>y</div>",
      expected: "x\na\ny"),
    Case(
      name: "hidden last cell",
      html: "<table id=t><tr><td>a</td><td>b</td><td hidden>c</td></tr></table>",
      expected: "a\tb"),
    // Line breaks.
    Case(name: "br", html: "<div id=t>a<br>b<br><br>c</div>", expected: "a\nb\n\nc"),
    Case(name: "spaces around br", html: "<div id=t>a <br> b</div>", expected: "a\nb"),
    Case(name: "br at the end", html: "<div id=t>a<br></div>", expected: "a\n"),
    Case(name: "br at the start", html: "<div id=t><br>a</div>", expected: "\na"),
    // Preformatted text.
    Case(
      name: "pre", html: "<div id=t><pre>  a\n    b  </pre></div>", expected: "  a\n    b  "),
    Case(name: "pre leading newline", html: "<pre id=t>\nx\n</pre>", expected: "x\n"),
    Case(
      name: "pre between paragraphs", html: "<div id=t><p>a</p><pre> b </pre>c</div>",
      expected: "a\n\n b \nc"),
    Case(
      name: "white-space pre-line",
      html: "<div id=t style='white-space: pre-line'>a  b \n  c</div>",
      expected: "a b  c"),
    Case(name: "listing", html: "<listing id=t>a  b</listing>", expected: "a  b"),
    // Inline elements and white space.
    Case(
      name: "nested inline", html: "<p id=t>Hello <b>big </b> <i> world</i> !</p>",
      expected: "Hello big world !"),
    Case(name: "adjacent inline", html: "<p id=t><span>a</span><span>b</span></p>", expected: "ab"),
    Case(name: "space-only inline", html: "<p id=t>a<span> </span>b</p>", expected: "a b"),
    Case(
      name: "leading and trailing trim", html: "<div id=t>\n   Hello   \n  world  \n</div>",
      expected: "Hello world"),
    Case(name: "tabs collapse", html: "<div id=t>a\t\tb</div>", expected: "a b"),
    Case(
      name: "nbsp", html: "<div id=t>a&nbsp;&nbsp;b&nbsp;</div>", expected: "a\u{A0}\u{A0}b\u{A0}"),
    Case(name: "comment", html: "<div id=t>a<!-- c -->b</div>", expected: "ab"),
    Case(
      name: "inline block trims inside",
      html: "<div id=t>a<span style='display:inline-block'> b </span>c</div>", expected: "a b c"),
    Case(
      name: "button", html: "<div id=t>Click <button> Go </button> now</div>",
      expected: "Click Go  now"),
    // Hidden content.
    Case(
      name: "hidden attribute", html: "<div id=t>a<span hidden>x</span>b<div hidden>y</div></div>",
      expected: "ab"),
    Case(
      name: "hidden until-found", html: "<div id=t>a<span hidden=until-found>x</span>b</div>",
      expected: "ab"),
    Case(
      name: "inline display none",
      html:
        "<div id=t>a<span style='display: none'>x</span>b<span style='color:red; DISPLAY:NONE !important'>y</span>c</div>",
      expected: "abc"),
    Case(
      name: "style overrides hidden",
      html: "<div id=t><div hidden style='display:block'>shown</div></div>",
      expected: "shown"),
    Case(
      name: "last declaration wins",
      html: "<div id=t>a<span style='display:none; display:inline'>b</span></div>",
      expected: "ab"),
    Case(
      name: "important declaration wins",
      html: "<div id=t>a<span style='display:none !important; display:inline'>b</span></div>",
      expected: "a"),
    Case(
      name: "invalid declaration ignored",
      html: "<div id=t>a<span style='display:none; display:bogus'>b</span></div>", expected: "a"),
    Case(
      name: "display block from style",
      html: "<div id=t>a<span style='display:block'>b</span>c</div>",
      expected: "a\nb\nc"),
    Case(
      name: "display inline from style",
      html:
        "<div id=t><div style='display:inline'>a</div><div style='display:inline'>b</div></div>",
      expected: "ab"),
    Case(
      // WebKit's extra line feed needs a block box (the standard gives x\n\nb\n\ny).
      name: "inline paragraph has no line breaks",
      html: "<div id=t>x<p style='display:inline'>b</p>y</div>", expected: "xby"),
    Case(
      name: "script style template noscript",
      html:
        "<div id=t>a<script>var x = 1</script><style>p {}</style><template>t</template><noscript>n</noscript>b</div>",
      expected: "ab"),
    Case(
      name: "script shown by style",
      html: "<div id=t>a<script style='display:block'>x()</script></div>",
      expected: "a\nx()"),
    Case(
      name: "visibility hidden", html: "<div id=t>a<span style='visibility:hidden'>x</span>b</div>",
      expected: "ab"),
    Case(
      name: "visibility hidden keeps spaces",
      html: "<div id=t>a <span style='visibility:hidden'>x</span> b</div>",
      expected: "a  b"),
    Case(
      name: "visible inside hidden",
      html:
        "<div id=t><div style='visibility:hidden'>a<span style='visibility:visible'>b</span></div></div>",
      expected: "b"),
    Case(
      name: "closed details",
      html: "<div id=t><details><summary>More</summary><p>Hidden</p></details>after</div>",
      expected: "More\nafter"),
    Case(
      name: "open details",
      html: "<div id=t><details open><summary>More</summary><p>Shown</p></details>after</div>",
      expected: "More\nShown\n\nafter"),
    Case(name: "closed dialog", html: "<div id=t>a<dialog>x</dialog>b</div>", expected: "ab"),
    Case(
      name: "open dialog", html: "<div id=t>a<dialog open>x</dialog>b</div>", expected: "axb"),
    // Replaced elements and form controls.
    Case(
      name: "images and controls",
      html:
        "<div id=t>a<img src=x alt=pic>b<input value=v>c<select><option>o</select>d<textarea>t</textarea>e<video>v</video>f</div>",
      expected: "abcdef"),
    Case(name: "spaces around an image", html: "<div id=t>a <img> b</div>", expected: "a  b"),
    Case(
      name: "block image", html: "<div id=t>a<img style='display:block'>b</div>",
      expected: "ab"),
    // WebKit renders the text of SVG `text` elements (a block), not the other text of an
    // `svg` (fixtures `foreign-style/inner-text`).
    Case(
      name: "svg", html: "<div id=t>a<svg>y<desc>z</desc><text>x</text></svg>b</div>",
      expected: "a\nx\nb"),
    // Edge cases.
    Case(name: "empty element", html: "<div id=t></div>", expected: ""),
    Case(name: "only whitespace", html: "<div id=t>  \n </div>", expected: ""),
    Case(
      name: "inline element keeps its spaces", html: "<p>x<span id=t> a </span>y</p>",
      expected: " a "),
    Case(
      name: "not rendered: hidden ancestor", html: "<div hidden><p id=t>  a  <b>b</b></p></div>",
      expected: "  a  b"),
    Case(
      name: "not rendered: display contents",
      html: "<div id=t style='display:contents'> a <b>b</b></div>", expected: " a b"),
    Case(name: "body", html: " <p>a</p> <p>b</p> ", expected: "a\n\nb"),
  ]

  @Test(arguments: cases)
  func innerText(_ testCase: Case) {
    let fixture = TextFixture(testCase.html)
    #expect(fixture.target.innerText == testCase.expected)
    #expect(fixture.target.outerText == testCase.expected)
  }

  @Test func documentElementSkipsTheHead() {
    let document = HTMLParser.parseDocument(
      "<!DOCTYPE html><html><head><title>T</title><style>x</style></head><body>Hi</body></html>")
    #expect(document.documentElement?.innerText == "Hi")
    // An element that is not rendered gives its text content.
    #expect(document.titleElement?.innerText == "T")
  }

  @Test func renderedTextOfTheDocumentMatchesTheBody() {
    let fixture = TextFixture("<h1>Title</h1><p>Text <a href=#>link</a>.</p>")
    #expect(RenderedText(contentsOf: fixture.document).string == "Title\n\nText link.")
    #expect(fixture.document.body?.innerText == "Title\n\nText link.")
  }

  @Test func segmentsMapBackToTheDOM() {
    let fixture = TextFixture("<div id=t>a  <b>b</b><br>c</div>")
    let rendered = RenderedText(contentsOf: fixture.target)
    #expect(rendered.string == "a b\nc")
    let a = fixture.text("a  ")
    guard rendered.segments.count == 5 else {
      Issue.record("segments: \(rendered.segments.map(\.range))")
      return
    }
    #expect(rendered.segments[0].startPoint.node === a)
    guard case .collapsedWhiteSpace(let node, let range) = rendered.segments[1].source else {
      Issue.record("not a collapsed space")
      return
    }
    #expect(node === a && range == 1..<3)
    guard case .generated(.lineBreak, let start, let end) = rendered.segments[3].source else {
      Issue.record("not a line break")
      return
    }
    #expect(start.node === fixture.target && start.offset == 2)
    #expect(end.node === fixture.target && end.offset == 3)
  }
}
