import DOM

/// The logic of the `FuzzInlineStyle` fuzz target (docs/fuzzing.md).
///
/// The bytes (UTF-8, invalid sequences replaced) are set as an element's `style.cssText`.
/// Asserted: nothing crashes, and the serialization read back is stable — setting it on a fresh
/// element reads back the same text, with the same declarations — unless the text holds one
/// of the values WebKit writes that do not read back: an empty value (a longhand of a
/// shorthand set with `var()` whose other longhands changed, `margin-top: ;`), a system font
/// keyword in a font longhand (`font: caption` writes `font-style: caption;`…), in a value
/// written as written (a custom property's, or one with `var()`) a `\` delimiter (written with
/// a newline and the whitespace after it too, `a\⏎⏎b`) or a function or block left open
/// (`--x: f(a;`, whose `;` then reads back inside it), and grid template areas with another
/// number of rows than `grid-template-rows` has tracks, which WebKit writes as `grid-template`
/// pairing them only as far as both go. Fixtures: `style/keywords-priority-var`,
/// `style/font`, `style/substitution-more` (`spBackslashNl`, `ctxUnclosedFn`),
/// `style/more-shorthands`.
///
/// https://drafts.csswg.org/cssom/#dom-cssstyledeclaration-csstext
package enum InlineStyleFuzzing {
  /// Runs one input; returns what went wrong, or `nil`.
  package static func check(_ bytes: [UInt8]) -> String? {
    let document = Document()
    let first = document.createElement(name: QualifiedName(namespace: .html, localName: "div"))
    first.style.cssText = String(decoding: bytes, as: UTF8.self)
    let text = first.style.cssText
    if text.contains(": ;") || text.contains(":  !important;") || text.contains("\\\n\n")
      || CSSShorthand.systemFonts.contains(where: { text.contains("font-style: \($0)") })
      || leavesBlockOpen(text) || hasUnpairedGridAreas(first.style)
    {
      return nil
    }
    let second = document.createElement(name: QualifiedName(namespace: .html, localName: "div"))
    second.style.cssText = text
    guard second.style.cssText == text else {
      return "cssText \(text) reads back as \(second.style.cssText)"
    }
    for index in 0..<first.style.length {
      let property = first.style.item(index)
      guard first.style.getPropertyValue(property) == second.style.getPropertyValue(property)
      else {
        return "\(property) differs after setting cssText \(text)"
      }
    }
    return nil
  }

  /// Whether the text's tokens open a function or block they do not close.
  private static func leavesBlockOpen(_ text: String) -> Bool {
    var closers: [CSSToken] = []
    for token in CSSTokenizer.tokenize(text) {
      switch token {
      case .function, .openParen: closers.append(.closeParen)
      case .openSquare: closers.append(.closeSquare)
      case .openCurly: closers.append(.closeCurly)
      case .closeParen, .closeSquare, .closeCurly:
        if closers.last == token { closers.removeLast() }
      default: break
      }
    }
    return !closers.isEmpty
  }

  /// Whether the areas have another row count than the template rows have tracks.
  private static func hasUnpairedGridAreas(_ style: CSSStyleDeclaration) -> Bool {
    let areas = CSSComponentValueParser.parseList(style.getPropertyValue("grid-template-areas"))
      .withoutWhitespace
    guard !areas.isEmpty, areas.allSatisfy({ if case .token(.string) = $0 { true } else { false } })
    else { return false }
    let tracks = CSSComponentValueParser.parseList(style.getPropertyValue("grid-template-rows"))
      .withoutWhitespace.filter { CSSGridGrammar.lineNames($0) == nil }
    return tracks.count != areas.count
  }
}
