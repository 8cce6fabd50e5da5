import Foundation
import Testing

@testable import DOM

/// ``UserAgentStyleSheet``: every selector parses, every declaration is kept by the declaration
/// parser (no typo silently lost), and the `display` the rules give each HTML element, read
/// naively (the last matching rule, important over normal), is the cascade's (the sheet's values
/// are checked against WebKit by the fixture `computed-style/display`).
@Suite struct UserAgentStyleSheetTests {
  /// One rule of the sheet: its selector text and its declarations as written.
  struct Rule {
    let selector: String
    let declarations: [String]
  }

  /// The sheet's rules, in order (comments removed; the sheet has no at-rules, strings or
  /// nested blocks).
  static let rules: [Rule] = {
    var text = Substring(UserAgentStyleSheet.html)
    var withoutComments = ""
    while let start = text.firstRange(of: "/*") {
      withoutComments += text[..<start.lowerBound]
      guard let end = text[start.upperBound...].firstRange(of: "*/") else { break }
      text = text[end.upperBound...]
    }
    withoutComments += text
    var rules: [Rule] = []
    for chunk in withoutComments.split(separator: "}") {
      let parts = chunk.split(separator: "{", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let declarations = parts[1].split(separator: ";").map(trimmed).filter { !$0.isEmpty }
      rules.append(Rule(selector: trimmed(parts[0]), declarations: declarations))
    }
    return rules
  }()

  private static func trimmed(_ text: Substring) -> String {
    String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }

  /// The HTML element names of the fixture `computed-style/display`.
  static let elementNames = [
    "a", "abbr", "acronym", "address", "applet", "area", "article", "aside", "audio", "b",
    "base", "basefont", "bdi", "bdo", "bgsound", "big", "blink", "blockquote", "body", "br",
    "button", "canvas", "caption", "center", "cite", "code", "col", "colgroup", "data",
    "datalist", "dd", "del", "details", "dfn", "dialog", "dir", "div", "dl", "dt", "em",
    "embed", "fieldset", "figcaption", "figure", "font", "footer", "form", "frame", "frameset",
    "h1", "h2", "h3", "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe",
    "image", "img", "input", "ins", "isindex", "kbd", "keygen", "label", "legend", "li", "link",
    "listing", "main", "map", "mark", "marquee", "menu", "menuitem", "meta", "meter",
    "multicol", "nav", "nextid", "nobr", "noembed", "noframes", "noscript", "object", "ol",
    "optgroup", "option", "output", "p", "param", "picture", "plaintext", "pre", "progress",
    "q", "rb", "rp", "rt", "rtc", "ruby", "s", "samp", "script", "search", "section", "select",
    "slot", "small", "source", "spacer", "span", "strike", "strong", "style", "sub", "summary",
    "sup", "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time",
    "title", "tr", "track", "tt", "u", "ul", "var", "video", "wbr", "xmp",
  ]

  /// The fixtures `computed-style/ua-sheet-elements` and `ua-sheet-cases` (WebKit: adding this
  /// sheet as an author sheet changes no computed value) hold the current text
  /// (`Scripts/write-ua-sheet-fixture.py`).
  @Test(arguments: ["ua-sheet-elements", "ua-sheet-cases"])
  func theWebKitFixtureHoldsTheCurrentSheet(name: String) throws {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../ActionExtensionTests/WebKitDifferential/Fixtures")
      .appendingPathComponent("computed-style/\(name).js")
    let source = try String(contentsOf: fixture, encoding: .utf8)
    let line = try #require(
      source.split(separator: "\n").first { $0.hasPrefix("var SHEET = ") })
    let json = line.dropFirst("var SHEET = ".count).dropLast()
    let sheet = try JSONDecoder().decode(String.self, from: Data(json.utf8))
    #expect(
      sheet == UserAgentStyleSheet.html,
      "stale: run Scripts/write-ua-sheet-fixture.py and re-record computed-style/\(name)")
  }

  @Test func theSheetHasRules() {
    #expect(Self.rules.count > 60)
    #expect(Self.rules.allSatisfy { !$0.declarations.isEmpty })
  }

  @Test func everySelectorParses() {
    for rule in Self.rules {
      #expect(throws: Never.self, "selector \(rule.selector)") {
        _ = try SelectorList(rule.selector)
      }
    }
  }

  @Test func everyDeclarationIsKept() {
    let context = CSSParserContext(isQuirksMode: false)
    for rule in Self.rules {
      for declaration in rule.declarations {
        let parsed = CSSDeclarationBlock(parsing: declaration, context: context)
        #expect(!parsed.declarations.isEmpty, "\(rule.selector) { \(declaration) } is dropped")
      }
      let block = CSSDeclarationBlock(
        parsing: rule.declarations.joined(separator: "; "), context: context)
      #expect(!block.declarations.isEmpty)
    }
  }

  /// The `display` the sheet gives `element`: the last matching rule's, an important one over
  /// normal ones (specificity is not compared: the sheet is ordered so that it need not be);
  /// `inline` (the initial value) when no rule sets it.
  static func sheetDisplay(of element: Element) throws -> String {
    var normal: String?
    var important: String?
    for rule in rules where try SelectorList(rule.selector).matches(element) {
      for declaration in rule.declarations where declaration.hasPrefix("display:") {
        let value = trimmed(declaration.dropFirst("display:".count))
        if value.hasSuffix("!important") {
          important = trimmed(value.dropLast("!important".count))
        } else {
          normal = value
        }
      }
    }
    return important ?? normal ?? "inline"
  }

  @Test func theDisplayOfEachElementIsUserAgentStyles() throws {
    let document = makeHTMLDocument()
    let body = try #require(document.body)
    for name in Self.elementNames {
      let element = document.make(name)
      _ = try body.appendChild(element)
      let expected = element.cascadedValue("display") ?? "inline"
      #expect(try Self.sheetDisplay(of: element) == expected, "<\(name)>")
    }
  }

  @Test(arguments: [
    ("div", [("hidden", "")], "none"), ("span", [("hidden", "")], "none"),
    ("div", [("hidden", "until-found")], "block"), ("div", [("hidden", "UNTIL-FOUND")], "block"),
    ("input", [("type", "hidden")], "none"), ("input", [("type", "HIDDEN")], "none"),
    ("input", [("type", "text")], "inline-block"), ("dialog", [("open", "")], "block"),
    ("details", [("open", "")], "block"), ("embed", [("hidden", "")], "inline"),
    ("audio", [("controls", "")], "inline"), ("table", [("hidden", "")], "none"),
  ])
  func attributesChangeTheDisplayAsUserAgentStyleSays(
    name: String, attributes: [(String, String)], expected: String
  ) throws {
    let document = makeHTMLDocument()
    let element = document.make(name)
    for (attribute, value) in attributes { try element.setAttribute(attribute, value) }
    _ = try #require(document.body).appendChild(element)
    #expect(try Self.sheetDisplay(of: element) == expected)
    #expect((element.cascadedValue("display") ?? "inline") == expected)
  }

  @Test func theFirstSummaryOfDetailsIsAListItem() throws {
    let document = makeHTMLDocument()
    let details = document.make("details")
    let first = document.make("summary")
    let second = document.make("summary")
    _ = try details.appendChild(first)
    _ = try details.appendChild(second)
    _ = try #require(document.body).appendChild(details)
    #expect(try Self.sheetDisplay(of: first) == "list-item")
    #expect(try Self.sheetDisplay(of: second) == "block")
    #expect(first.cascadedValue("display") == "list-item")
    #expect(second.cascadedValue("display") == "block")
  }
}
