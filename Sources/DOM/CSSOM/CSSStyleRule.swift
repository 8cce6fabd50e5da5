/// A style rule: a selector list and the declarations it applies.
///
/// https://drafts.csswg.org/cssom/#the-cssstylerule-interface
public final class CSSStyleRule: CSSRule {
  /// The selector list as parsed (`nil` never happens for a rule of a parsed sheet: a rule
  /// whose selector does not parse is dropped).
  public internal(set) var selectorList: SelectorList
  /// The declarations, longhands only, in WebKit's order.
  var block: CSSDeclarationBlock

  init(selectorList: SelectorList, block: CSSDeclarationBlock) {
    self.selectorList = selectorList
    self.block = block
  }

  public override var kind: Kind { .style }

  /// `selectorText`: the selector list serialized as WebKit writes it (`div>p` → `div > p`).
  /// Setting it parses the text; text that is not a valid selector list changes nothing.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstylerule-selectortext
  public var selectorText: String {
    get { CSSSelectorSerialization.serialize(selectorList.text) }
    set {
      guard let parsed = try? SelectorList(newValue.trimmingCSSWhitespace),
        !newValue.trimmingCSSWhitespace.isEmpty
      else { return }
      selectorList = parsed
      didChange()
    }
  }

  /// `style`: the rule's declarations. https://drafts.csswg.org/cssom/#dom-cssstylerule-style
  public var style: CSSStyleDeclaration { styleDeclaration }

  override var declarationBlock: CSSDeclarationBlock {
    get { block }
    set { block = newValue }
  }

  /// `cssText`: `selector { declarations }`, or `selector { }` without any.
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-css-rule
  public override var cssText: String {
    let declarations = block.cssText
    return declarations.isEmpty
      ? "\(selectorText) { }" : "\(selectorText) { \(declarations) }"
  }
}
