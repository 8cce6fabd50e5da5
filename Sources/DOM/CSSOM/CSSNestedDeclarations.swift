/// Declarations that follow a nested rule inside a style rule (or stand in a grouping rule
/// nested in one): `.a { color: red; .b { } background: blue }` holds `background: blue` in
/// one. They apply to the elements the enclosing style rule matches, as `& { … }` would
/// (WebKit 2.50: its `type` is 0; fixture `cssom/style-rule-nesting`).
///
/// https://drafts.csswg.org/css-nesting-1/#the-cssnestrule
public final class CSSNestedDeclarations: CSSRule {
  /// The declarations, longhands only, in WebKit's order.
  var block: CSSDeclarationBlock

  init(block: CSSDeclarationBlock) {
    self.block = block
  }

  /// `style`: the declarations. https://drafts.csswg.org/css-nesting-1/#dom-cssnesteddeclarations-style
  public var style: CSSStyleDeclaration { styleDeclaration }

  override var declarationBlock: CSSDeclarationBlock {
    get { block }
    set { block = newValue }
  }

  /// `cssText`: the declarations as a declaration block writes them.
  public override var cssText: String { block.cssText }
}
