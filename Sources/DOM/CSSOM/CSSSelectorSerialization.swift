/// Writes a selector list the way WebKit serializes it for `selectorText`: one space around
/// the `>`, `+` and `~` combinators and one for the descendant combinator, `, ` between
/// selectors (inside `:is()`, `:not()`… too), pseudo-class and pseudo-element names
/// lowercased, attribute values as quoted strings (`[type=x]` → `[type="x"]`), and type,
/// class, ID and attribute names as written.
///
/// The text is a selector list that already parsed; the writer works on its tokens, with
/// no recursion over nesting.
///
/// https://drafts.csswg.org/cssom/#serialize-a-selector
enum CSSSelectorSerialization {
  /// The pseudo-elements CSS 2 wrote with one colon.
  private static let legacyPseudoElements: Set<String> = [
    "before", "after", "first-line", "first-letter",
  ]

  /// The serialization of a valid selector list's text.
  static func serialize(_ text: String) -> String {
    let (tokens, ranges, scalars) = CSSTokenizer.tokenizeWithRanges(text)
    func source(_ index: Int) -> String {
      var view = String.UnicodeScalarView()
      view.append(contentsOf: scalars[ranges[index]])
      return String(view)
    }
    var output = ""
    var pendingSpace = false
    var skipSpace = true
    // The functions open around the current token: whether each is an `nth-*` one (its
    // An+B is written without spaces).
    var functions: [Bool] = []
    var inAttribute = false
    var attributeValueNext = false
    var afterColon = false
    for index in tokens.indices {
      let token = tokens[index]
      if token == .whitespace {
        if !skipSpace && !inAttribute { pendingSpace = true }
        continue
      }
      let inNth = functions.last ?? false
      func flushSpace() {
        if pendingSpace && !output.isEmpty && !output.hasSuffix("(") { output += " " }
        pendingSpace = false
      }
      switch token {
      case .delim(let scalar)
      where !inAttribute && !inNth && "<>+~".unicodeScalars.contains(scalar):
        while output.hasSuffix(" ") { output.removeLast() }
        // A leading combinator (`:has(> img)`) has no space before it.
        output += output.isEmpty || output.hasSuffix("(") ? "\(scalar) " : " \(scalar) "
        pendingSpace = false
        skipSpace = true
        afterColon = false
        continue
      case .comma where !inNth:
        while output.hasSuffix(" ") { output.removeLast() }
        output += ", "
        pendingSpace = false
        skipSpace = true
        afterColon = false
        continue
      case .closeParen:
        pendingSpace = false
        output += ")"
        _ = functions.popLast()
      case .openSquare:
        flushSpace()
        inAttribute = true
        attributeValueNext = false
        output += "["
      case .closeSquare:
        inAttribute = false
        output += "]"
      case .delim("=") where inAttribute:
        output += "="
        attributeValueNext = true
      case .ident(let value) where inAttribute && attributeValueNext,
        .string(let value) where inAttribute && attributeValueNext:
        output += CSSSerialization.string(value)
        attributeValueNext = false
      case .ident where inAttribute && !attributeValueNext && output.hasSuffix("\""):
        // The case flag after the value.
        output += " " + source(index)
      case .colon:
        flushSpace()
        output += ":"
        afterColon = true
        skipSpace = false
        continue
      case .ident(let value) where afterColon:
        let name = value.asciiLowercased()
        // The legacy pseudo-elements written with one colon are written with two.
        if Self.legacyPseudoElements.contains(name), !output.hasSuffix("::") { output += ":" }
        output += name
      case .function(let name):
        if afterColon {
          output += name.asciiLowercased() + "("
        } else {
          flushSpace()
          output += source(index)
        }
        functions.append(name.asciiLowercased().hasPrefix("nth-"))
        skipSpace = true
        afterColon = false
        continue
      case .ident(let value) where inNth && value.asciiLowercased() == "of":
        output += " of "
        if !functions.isEmpty { functions[functions.count - 1] = false }
        skipSpace = true
        continue
      case .ident(let value) where inNth && value.asciiLowercased() == "odd":
        output += "2n+1"
      case .ident(let value) where inNth && value.asciiLowercased() == "even":
        output += "2n"
      default:
        if inNth {
          output += source(index).asciiLowercased()
        } else {
          if !inAttribute { flushSpace() }
          output += source(index)
        }
      }
      skipSpace = false
      afterColon = false
    }
    return output.trimmingCSSWhitespace
  }
}
