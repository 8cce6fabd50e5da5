import Testing

@testable import DOM

/// The CSSOM model: rule editing, rule declarations, sheet flags and lists, each seen by the
/// cascade (`cascadedValue`) and by rendered text (`innerText`).
@Suite struct CSSOMTests {
  /// Holds the documents made (an element refers to its document weakly).
  private final class Documents {
    var all: [Document] = []
  }
  private let documents = Documents()

  private func page(_ css: String) throws -> (Document, Element, CSSStyleSheet) {
    let document = makeHTMLDocument()
    documents.all.append(document)
    let style = document.make("style", id: "s")
    style.textContent = css
    _ = try document.head?.appendChild(style)
    let p = document.make("p", id: "p")
    p.className = "x"
    p.textContent = "one"
    let div = document.make("div")
    div.textContent = "two"
    _ = try document.body?.appendChild(p)
    _ = try document.body?.appendChild(div)
    let sheet = try #require(style.sheet)
    return (document, p, sheet)
  }

  @Test func insertRuleAppliesAndIsSeenByInnerText() throws {
    let (document, p, sheet) = try page("")
    #expect(document.body?.innerText == "one\n\ntwo")
    #expect(try sheet.insertRule(".x { display: none }", at: 0) == 0)
    #expect(p.cascadedValue("display") == "none")
    #expect(document.body?.innerText == "two")
    try sheet.deleteRule(at: 0)
    #expect(p.cascadedValue("display") == "block")  // the user-agent sheet's
    #expect(document.body?.innerText == "one\n\ntwo")
  }

  @Test func insertRuleErrors() throws {
    let (_, _, sheet) = try page(".a {}")
    #expect(throws: DOMException.self) { try sheet.insertRule("garbage", at: 0) }
    #expect(throws: DOMException.self) { try sheet.insertRule(".b {}", at: 5) }
    do {
      try sheet.insertRule("@import url(a.css);", at: 1)
      Issue.record("an @import after a style rule was inserted")
    } catch {
      #expect(error.name == .hierarchyRequestError)
    }
    do {
      try sheet.insertRule("@namespace url(x);", at: 0)
      Issue.record("an @namespace before a style rule was inserted")
    } catch {
      #expect(error.name == .invalidStateError)
    }
    #expect(try sheet.insertRule("@import url(a.css);", at: 0) == 0)
    #expect(sheet.cssRules.length == 2)
  }

  @Test func ruleStyleWritesTheRuleAndRestyles() throws {
    let (document, p, sheet) = try page(".x { color: red }")
    let rule = try #require(sheet.cssRules.item(0) as? CSSStyleRule)
    #expect(rule.style === rule.style)
    #expect(rule.style.parentRule === rule)
    rule.style.setProperty("display", "none")
    #expect(rule.cssText == ".x { color: red; display: none; }")
    #expect(p.cascadedValue("display") == "none")
    #expect(document.body?.innerText == "two")
  }

  @Test func selectorTextIsSerializedAndReparsed() throws {
    let (_, p, sheet) = try page("div>p,a~b { display: none }")
    #expect(p.cascadedValue("display") == "block")  // the user-agent sheet's
    let rule = try #require(sheet.cssRules.item(0) as? CSSStyleRule)
    #expect(rule.selectorText == "div > p, a ~ b")
    rule.selectorText = "#p"
    #expect(rule.selectorText == "#p")
    #expect(p.cascadedValue("display") == "none")
    rule.selectorText = "##invalid"
    #expect(rule.selectorText == "#p")
  }

  @Test func disabledSheetsDoNotApply() throws {
    let (_, p, sheet) = try page("#p { display: none }")
    #expect(p.cascadedValue("display") == "none")
    sheet.disabled = true
    #expect(p.cascadedValue("display") == "block")  // the user-agent sheet's
    sheet.disabled = false
    #expect(p.cascadedValue("display") == "none")
  }

  @Test func styleTextChangesMakeANewSheet() throws {
    let (document, p, sheet) = try page("#p { display: none }")
    let style = try #require(document.getElementById("s"))
    #expect(style.sheet === sheet)
    style.textContent = "#p { display: inline }"
    let newSheet = try #require(style.sheet)
    #expect(newSheet !== sheet)
    #expect(sheet.currentOwnerNode == nil)
    #expect(newSheet.currentOwnerNode === style)
    #expect(p.cascadedValue("display") == "inline")
  }

  @Test func groupingRulesEditTheirChildren() throws {
    let (_, p, sheet) = try page("@media all { .y { color: red } }")
    let media = try #require(sheet.cssRules.item(0) as? CSSMediaRule)
    #expect(try media.insertRule("#p { display: none }", at: 1) == 1)
    #expect(media.cssRules.item(1)?.parentRule === media)
    #expect(p.cascadedValue("display") == "none")
    #expect(throws: DOMException.self) { try media.insertRule("@import url(a.css);", at: 0) }
    try media.deleteRule(at: 1)
    #expect(p.cascadedValue("display") == "block")  // the user-agent sheet's
  }

  @Test func keyframesEditing() throws {
    let (_, _, sheet) = try page("@keyframes k { from { opacity: 0 } to { opacity: 1 } }")
    let keyframes = try #require(sheet.cssRules.item(0) as? CSSKeyframesRule)
    keyframes.appendRule("50% { opacity: 0.5 }")
    keyframes.appendRule("nope { opacity: 1 }")
    #expect(keyframes.keyframes.map(\.keyText) == ["0%", "100%", "50%"])
    #expect(keyframes.findRule("to")?.keyText == "100%")
    keyframes.deleteRule("from")
    #expect(
      keyframes.cssText
        == "@keyframes k { \n  100% { opacity: 1; }\n  50% { opacity: 0.5; }\n}")
  }

  @Test func constructedSheetsAndAdoption() throws {
    let (document, p, sheet) = try page("")
    #expect(throws: DOMException.self) { try sheet.replaceSync(".a {}") }
    #expect(throws: DOMException.self) { try document.setAdoptedStyleSheets([sheet]) }
    let constructed = CSSStyleSheet(constructedIn: document)
    try constructed.replaceSync("@import url(x.css); #p { display: none }")
    #expect(constructed.cssRules.length == 1)
    try document.setAdoptedStyleSheets([constructed])
    #expect(p.cascadedValue("display") == "none")
    #expect(document.styleSheetList.length == 2)
    #expect(document.styleSheets.count == 1)
    try constructed.replaceSync("#p { display: inline }")
    #expect(p.cascadedValue("display") == "inline")
    try document.setAdoptedStyleSheets([])
    #expect(p.cascadedValue("display") == "block")  // the user-agent sheet's
  }

  @Test func mediaListEditing() throws {
    let (_, _, sheet) = try page("")
    let media = sheet.media
    #expect(media === sheet.media)
    media.mediaText = "screen"
    media.appendMedium("print")
    #expect(media.length == 2)
    #expect(media.item(1) == "print")
    try media.deleteMedium("screen")
    #expect(media.media == ["print"])
    #expect(throws: DOMException.self) { try media.deleteMedium("tv") }
  }

  @Test func liveLists() throws {
    let (document, _, sheet) = try page(".a {}")
    let rules = sheet.cssRules
    #expect(rules === sheet.cssRules)
    try sheet.insertRule(".b {}", at: 1)
    #expect(rules.length == 2)
    let list = document.styleSheetList
    #expect(list === document.styleSheetList)
    #expect(list.length == 1)
    let style = document.make("style")
    _ = try document.head?.appendChild(style)
    #expect(list.length == 2)
    style.remove()
    #expect(list.length == 1)
  }

  @Test func selectorSerialization() {
    #expect(CSSSelectorSerialization.serialize("div>p") == "div > p")
    #expect(CSSSelectorSerialization.serialize("a[b=c i]:HOVER") == "a[b=\"c\" i]:hover")
    #expect(CSSSelectorSerialization.serialize(":nth-child( 2n + 1 )") == ":nth-child(2n+1)")
    #expect(CSSSelectorSerialization.serialize(":is(a,b)  c") == ":is(a, b) c")
  }

  @Test func nestedRulesAreEditableAndSeenByTheCascade() throws {
    let (document, p, sheet) = try page(".x { color: red; & .y { color: blue } }")
    _ = document
    let rule = try #require(sheet.rules.first as? CSSStyleRule)
    #expect(rule.childRules.count == 1)
    #expect(rule.cssText == ".x {\n  color: red;\n  & .y { color: blue; }\n}")
    #expect(p.cascadedValue("font-weight") == nil)
    try rule.insertRule("&.x { font-weight: bold }", at: 1)
    #expect(p.cascadedValue("font-weight") == "bold")
    try rule.insertRule("margin-top: 3px", at: 0)
    #expect(rule.childRules.first is CSSNestedDeclarations)
    #expect(p.cascadedValue("margin-top") == "3px")
    try rule.deleteRule(at: 2)
    #expect(p.cascadedValue("font-weight") == nil)
    #expect(throws: DOMException.self) { try rule.insertRule("@import url(a.css);", at: 0) }
    #expect(throws: DOMException.self) { try rule.insertRule("{ }", at: 0) }
    #expect(throws: DOMException.self) { try rule.insertRule(".q { }", at: 9) }
    #expect(throws: DOMException.self) { try rule.deleteRule(at: 9) }
  }

  @Test func insertingRuleIntoRuleStopsAtTheNestingLimit() throws {
    // One rule inserted into the last, again and again: the depth stops at the parser's
    // limit (serializing is recursive), for style rules and grouping rules alike.
    for first in [".x { }", "@media all { }"] {
      let (_, _, sheet) = try page(first)
      var rule = try #require(sheet.rules.first)
      var inserted = 0
      while true {
        do {
          if let style = rule as? CSSStyleRule {
            try style.insertRule(".y { }", at: 0)
            rule = style.childRules[0]
          } else if let group = rule as? CSSGroupingRule {
            try group.insertRule("@media all { }", at: 0)
            rule = group.childRules[0]
          }
          inserted += 1
        } catch {
          #expect(error.name == .hierarchyRequestError)
          break
        }
        if inserted > 10_000 { break }
      }
      #expect(inserted == CSSStyleSheetParser.maximumNestingDepth - 1)
      #expect(!sheet.rules[0].cssText.isEmpty)
    }
  }
}
