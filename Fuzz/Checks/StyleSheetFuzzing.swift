import DOM

/// The logic of the `FuzzStyleSheet` fuzz target (docs/fuzzing.md).
///
/// The bytes (UTF-8, invalid sequences replaced) are a `<style>` element's text in a small
/// fixed document. The sheet is parsed (at-rules, CSS nesting, `@import` left unresolved), the
/// cascade runs for every element (computed `display`, `color`, `margin-left`, a custom
/// property), every rule is serialized (`cssText`, nested rules and grouping rules walked with
/// an explicit stack), and the serialized sheet is parsed again. Asserted: nothing crashes,
/// leaks or hangs (libFuzzer's own checks); the sheet's serialization is not compared with the
/// input's, since WebKit's does not read back as written for every rule (`@media` lists
/// normalize, unknown at-rules go).
///
/// https://drafts.csswg.org/css-syntax-3/#parse-a-css-stylesheet
package enum StyleSheetFuzzing {
  /// The document the sheet styles: nested elements of several kinds, classes and ids.
  static let markup = [
    ("div", "a b", "x"), ("p", "b", "y"), ("span", "c", "z"), ("ul", "a", "u"), ("li", "d", "l"),
  ]

  /// Runs one input; returns what went wrong, or `nil`.
  package static func check(_ bytes: [UInt8]) -> String? {
    let document = Document()
    let html = document.createElement(name: QualifiedName(namespace: .html, localName: "html"))
    let head = document.createElement(name: QualifiedName(namespace: .html, localName: "head"))
    let body = document.createElement(name: QualifiedName(namespace: .html, localName: "body"))
    let style = document.createElement(name: QualifiedName(namespace: .html, localName: "style"))
    do {
      _ = try document.appendChild(html)
      _ = try html.appendChild(head)
      _ = try html.appendChild(body)
      _ = try head.appendChild(style)
      _ = try style.appendChild(document.createTextNode(String(decoding: bytes, as: UTF8.self)))
      var parent = body
      for (name, className, id) in markup {
        let element = document.createElement(name: QualifiedName(namespace: .html, localName: name))
        element.className = className
        element.id = id
        _ = try parent.appendChild(element)
        parent = element
      }
    } catch {
      return "building the document failed: \(error)"
    }
    var element: Element? = body
    while let current = element {
      for property in ["display", "color", "margin-left", "--v"] {
        _ = UserAgentStyle.computedValue(property, of: current)
      }
      element = current.firstElementChild
    }
    guard let sheet = style.sheet else { return "the style element has no sheet" }
    var pending: [CSSRule] = sheet.rules.reversed()
    while let rule = pending.popLast() {
      _ = rule.cssText
      if let style = rule as? CSSStyleRule { pending += style.childRules.reversed() }
      if let group = rule as? CSSGroupingRule { pending += group.childRules.reversed() }
    }
    _ = CSSStyleSheetParser.parseStyleSheet(
      sheet.rules.map(\.cssText).joined(separator: "\n"), context: CSSParserContext())
    return nil
  }
}
