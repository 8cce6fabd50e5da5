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

  /// `selectorText`: the selector list as written, trimmed.
  ///
  /// https://drafts.csswg.org/cssom/#dom-cssstylerule-selectortext
  public var selectorText: String { selectorList.text }

  /// `cssText`: `selector { declarations }`, or `selector { }` without any.
  ///
  /// https://drafts.csswg.org/cssom/#serialize-a-css-rule
  public override var cssText: String {
    let declarations = block.cssText
    return declarations.isEmpty
      ? "\(selectorText) { }" : "\(selectorText) { \(declarations) }"
  }
}
