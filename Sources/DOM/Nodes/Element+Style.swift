// The ElementCSSInlineStyle mixin: `element.style`.
// https://drafts.csswg.org/cssom/#the-elementcssinlinestyle-mixin

extension Element {
  /// The declarations of the `style` attribute, as a `CSSStyleDeclaration` that reads and
  /// writes the attribute. The same object while anyone holds it ([SameObject]); every such
  /// object stays in sync through the attribute.
  ///
  /// https://drafts.csswg.org/cssom/#dom-elementcssinlinestyle-style
  public var style: CSSStyleDeclaration {
    let rare = ensureRareData()
    if let declaration = rare.style { return declaration }
    let declaration = CSSStyleDeclaration(element: self)
    rare.style = declaration
    return declaration
  }
}
