// The cascaded declarations the rendered-text algorithm reads: the element's winning
// declarations (the page's style sheets, the `style` attribute, the user-agent sheet) for the
// few properties that change rendered text.

extension RenderedText {
  /// One cascaded declaration: a longhand and its value, ASCII-lowercased (keywords only
  /// matter).
  struct InlineDeclaration: Equatable {
    /// The longhand's name.
    var name: String
    /// The value after `var()` substitution, ASCII-lowercased.
    var value: String
    /// Always false for a cascaded value (importance was already decided).
    var important = false
  }

  /// The longhands the rendered text reads.
  static let renderingProperties = [
    "display", "visibility", "white-space-collapse", "text-transform", "float", "position",
    "overflow-x", "overflow-y", "width", "height", "max-width", "max-height", "margin-bottom",
  ]

  /// The element's cascaded values for ``renderingProperties`` (`auto` widths and heights
  /// left out), in that order.
  ///
  /// https://drafts.csswg.org/css-cascade-5/#cascaded
  static func cascadedDeclarations(of element: Element) -> [InlineDeclaration] {
    guard element.nodeDocumentStorage != nil else { return [] }
    var declarations: [InlineDeclaration] = []
    for name in renderingProperties {
      guard let value = element.cascadedValue(name)?.asciiLowercased() else { continue }
      if (name == "width" || name == "height") && value == "auto" { continue }
      declarations.append(InlineDeclaration(name: name, value: value))
    }
    return declarations
  }

  /// The value of `property` among `declarations`, if `parse` accepts it.
  static func cascadedValue<Value>(
    of property: String, in declarations: [InlineDeclaration], parse: (String) -> Value?
  ) -> Value? {
    var winner: Value?
    for declaration in declarations where declaration.name == property {
      if let value = parse(declaration.value) { winner = value }
    }
    return winner
  }
}
