// A minimal reader of the `style` attribute, for the few properties the rendered-text
// algorithm needs. It is deliberately independent of the CSS engine (Sources/DOM/CSS).

extension RenderedText {
  /// One `name: value [!important]` declaration of a `style` attribute.
  struct InlineDeclaration: Equatable {
    /// The property name, ASCII-lowercased.
    var name: String
    /// The value without `!important`, trimmed and ASCII-lowercased (keywords only matter).
    var value: String
    /// Whether the declaration ends with `!important`.
    var important: Bool
  }

  /// Scans a `style` attribute into declarations.
  ///
  /// Comments are dropped; `;` inside quotes, parentheses or brackets does not end a
  /// declaration; declarations without a colon are skipped, as CSS error recovery does.
  ///
  /// https://drafts.csswg.org/css-style-attr/#syntax and
  /// https://drafts.csswg.org/css-syntax/#consume-list-of-declarations
  static func inlineDeclarations(_ style: String) -> [InlineDeclaration] {
    var declarations: [InlineDeclaration] = []
    var current: [Unicode.Scalar] = []
    var quote: Unicode.Scalar?
    var depth = 0
    var scalars = style.unicodeScalars.makeIterator()
    var lookahead: Unicode.Scalar?
    func finish() {
      if let declaration = makeDeclaration(current) { declarations.append(declaration) }
      current.removeAll(keepingCapacity: true)
    }
    while let scalar = lookahead ?? scalars.next() {
      lookahead = nil
      if let open = quote {
        current.append(scalar)
        if scalar == "\\" {
          if let escaped = scalars.next() { current.append(escaped) }
        } else if scalar == open {
          quote = nil
        }
        continue
      }
      switch scalar {
      case "/":
        // A comment: skip to `*/`.
        let next = scalars.next()
        if next == "*" {
          var previous: Unicode.Scalar = " "
          while let inner = scalars.next() {
            if previous == "*" && inner == "/" { break }
            previous = inner
          }
        } else {
          current.append(scalar)
          lookahead = next
        }
      case "\"", "'":
        quote = scalar
        current.append(scalar)
      case "(", "[", "{":
        depth += 1
        current.append(scalar)
      case ")", "]", "}":
        depth = max(0, depth - 1)
        current.append(scalar)
      case ";" where depth == 0:
        finish()
      default:
        current.append(scalar)
      }
    }
    finish()
    return declarations
  }

  private static func makeDeclaration(_ scalars: [Unicode.Scalar]) -> InlineDeclaration? {
    guard let colon = scalars.firstIndex(of: ":") else { return nil }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars[..<colon])
    let name = text.strippingASCIIWhitespace().asciiLowercased()
    guard !name.isEmpty else { return nil }
    text = ""
    text.unicodeScalars.append(contentsOf: scalars[(colon + 1)...])
    var value = text.strippingASCIIWhitespace().asciiLowercased()
    var important = false
    if value.hasSuffix("important"), let bang = value.lastIndex(of: "!") {
      let between = value[value.index(after: bang)...].dropLast("important".count)
      if between.allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\n" }) {
        important = true
        value = String(value[..<bang]).strippingASCIIWhitespace()
      }
    }
    return InlineDeclaration(name: name, value: value, important: important)
  }

  /// The winning value of `property` among `declarations`: an `!important` declaration beats
  /// a normal one, and otherwise the last one wins. Only values `parse` accepts count, since
  /// an invalid declaration is dropped before cascading.
  ///
  /// https://drafts.csswg.org/css-cascade/#cascade-sort
  static func cascadedValue<Value>(
    of property: String, in declarations: [InlineDeclaration], parse: (String) -> Value?
  ) -> Value? {
    var winner: Value?
    var winnerImportant = false
    for declaration in declarations where declaration.name == property {
      guard let value = parse(declaration.value) else { continue }
      if declaration.important || !winnerImportant {
        winner = value
        winnerImportant = declaration.important
      }
    }
    return winner
  }
}
